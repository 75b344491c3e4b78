import type { SitemapPage } from './find-sitemap-pages';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * sitemap.xml (sitemaps.org 0.9) with the language versions of each page as `xhtml:link`
 * alternates, as search engines read `hreflang` in sitemaps: every URL lists all versions of its
 * page, itself included, and x-default names the Ukrainian one (spec §2: the default language).
 */
export function buildSitemapXml(pages: SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = page.uk
      ? [
          { hreflang: 'uk', href: page.uk },
          { hreflang: 'en', href: page.en },
          { hreflang: 'x-default', href: page.uk },
        ]
      : [];
    for (const loc of page.uk ? [page.uk, page.en] : [page.en]) {
      lines.push('  <url>', `    <loc>${escapeXml(loc)}</loc>`);
      for (const alternate of alternates) {
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
        );
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
