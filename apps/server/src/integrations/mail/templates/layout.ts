import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';

export const PORTAL_NAME: Record<ApiLocale, string> = { uk: 'Портал експортерів', en: 'Exporters portal' };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Block =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'link'; label: string; url: string };

/**
 * A short message in both forms: plain text, and simple accessible HTML (language set, a real
 * heading, the code as large text rather than an image, the link with its address written out
 * for clients that do not follow links).
 */
export function renderEmail(options: {
  to: string;
  locale: ApiLocale;
  subject: string;
  heading: string;
  blocks: Block[];
}): MailMessage {
  const { locale } = options;
  const signature = PORTAL_NAME[locale];
  const text = [
    options.heading,
    '',
    ...options.blocks.map((block) => {
      if (block.kind === 'code') return block.code;
      if (block.kind === 'link') return `${block.label}: ${block.url}`;
      return block.text;
    }),
    '',
    `— ${signature}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(options.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    '<main style="max-width:560px;margin:0 auto">',
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(options.heading)}</h1>`,
    ...options.blocks.map((block) => {
      if (block.kind === 'code') {
        return `<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(block.code)}</p>`;
      }
      if (block.kind === 'link') {
        const url = escapeHtml(block.url);
        return (
          `<p><a href="${url}" style="display:inline-block;padding:12px 20px;background:#0b57d0;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></p>` +
          `<p style="font-size:14px;word-break:break-all">${url}</p>`
        );
      }
      return `<p>${escapeHtml(block.text)}</p>`;
    }),
    `<p style="color:#555555">— ${escapeHtml(signature)}</p>`,
    '</main></body></html>',
  ].join('\n');
  return { to: options.to, subject: options.subject, text, html };
}
