import { toEnglishPath } from './find-sitemap-pages';

/** Private or technical paths, in both languages where they have a page. */
const DISALLOWED_PAGES = ['/profile', '/admin', '/auth/create-new-password'];
const DISALLOWED_PREFIXES = ['/api/', '/dev/'];

/**
 * robots.txt (RFC 9309): everything may be crawled except the signed-in pages and the back-office, the password reset
 * form (its link carries a one-time token), the API and the development tools; it names the
 * sitemap by its absolute URL.
 */
export function buildRobotsTxt(publicUrl: string): string {
  const disallowed = [
    ...DISALLOWED_PAGES.flatMap((path) => [path, toEnglishPath(path)]),
    ...DISALLOWED_PREFIXES,
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
