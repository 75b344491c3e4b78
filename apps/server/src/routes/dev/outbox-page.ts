import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxQuerySchema } from '@portal/contract';
import { findOutboxMessages } from '../../domain/outbox/outbox';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The development outbox as a page: every captured e-mail and SMS, newest first. */
const outboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: OutboxQuerySchema } },
    async (request, reply) => {
      const messages = await findOutboxMessages(app.db, request.query);
      const items = messages
        .map(
          (m) => `<article>
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p class="meta">${m.channel === 'sms' ? 'SMS' : 'E-mail'} to <strong>${escapeHtml(m.recipient)}</strong>, <time datetime="${m.time}">${m.time}</time></p>
  <pre>${escapeHtml(m.text)}</pre>
  ${m.html ? `<details><summary>HTML</summary><iframe title="HTML of ${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.html)}"></iframe></details>` : ''}
</article>`,
        )
        .join('\n');
      const filter = escapeHtml(request.query.to ?? '');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Development outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1a1a1a}
article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#f4f5f8;padding:.75rem}
iframe{width:100%;height:360px;border:1px solid #ccd}.meta{color:#444}</style></head>
<body><main><h1>Development outbox</h1>
<p>Mail and SMS captured instead of being sent. This page does not exist in production.</p>
<form method="get"><label for="to">Recipient</label> <input id="to" name="to" value="${filter}"> <button type="submit">Filter</button></form>
${items || '<p>No messages yet.</p>'}
</main></body></html>`);
    },
  );
};

export default outboxPageRoutes;
