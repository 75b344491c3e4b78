/** The entry every page falls back to: the site's own title, description and keywords. */
export const SEO_DEFAULT_PATH = '/';

const ENGLISH_PREFIX = '/en';

/**
 * The SEO entry a browser path takes (decision 011). Entries are kept by Ukrainian path, so the
 * English twin's `/en` prefix is dropped, as are a query, a fragment, repeated slashes, a
 * trailing slash and letter case. A path without an entry of its own takes its nearest parent's
 * (`/faq/12` → `/faq`), and finally the site default `/`, so that every page has metadata.
 */
export function resolveSeoPath(path: string, knownPaths: ReadonlySet<string>): string {
  let current = path
    .split(/[?#]/, 1)[0]!
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  if (current === ENGLISH_PREFIX || current.startsWith(`${ENGLISH_PREFIX}/`)) {
    current = current.slice(ENGLISH_PREFIX.length) || '/';
  }
  if (current.length > 1) current = current.replace(/\/+$/, '') || '/';
  while (current !== SEO_DEFAULT_PATH) {
    if (knownPaths.has(current)) return current;
    current = current.slice(0, current.lastIndexOf('/')) || '/';
  }
  return SEO_DEFAULT_PATH;
}
