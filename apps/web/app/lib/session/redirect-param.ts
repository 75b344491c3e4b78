/** The query parameter that carries the page a guest tried to open (spec §6). */
export const REDIRECT_PARAM = 'redirect';

const SAME_SITE_BASE = 'http://same-site.invalid';

/**
 * The `redirect` value when it names a page of this site, else null: only a relative path that
 * starts with one `/` passes — `//evil.com`, `/\evil.com`, `https://…` and `javascript:` do not,
 * so the sign-in page can never send a visitor to another site (an open redirect).
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters are read as slashes or dropped by browsers.
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** `/auth/login?redirect=<path>` for a page the visitor may open only after signing in. */
export function buildLoginRedirect(loginPath: string, attempted: string): string {
  return `${loginPath}?${new URLSearchParams({ [REDIRECT_PARAM]: attempted }).toString()}`;
}
