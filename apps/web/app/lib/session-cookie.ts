import { TOKEN_COOKIE } from '@portal/contract';

const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * A Set-Cookie value that removes the session cookie. The attributes match the ones the API
 * sets (Path=/, HttpOnly, SameSite=Lax; Secure over HTTPS), or the browser keeps the original.
 */
export function serializeExpiredTokenCookie(secure: boolean): string {
  const parts = [`${TOKEN_COOKIE}=`, 'Path=/', 'Max-Age=0', `Expires=${EPOCH}`, 'HttpOnly'];
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Forgets the session in the browser. `document.cookie` cannot touch an HttpOnly cookie, so the
 * portal's own sign-out route clears it with a Set-Cookie answer as well.
 */
export function clearTokenCookieInBrowser(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; Expires=${EPOCH}; SameSite=Lax`;
  void fetch(SIGN_OUT_PATH, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(
    () => undefined,
  );
}

/** The web route that answers with the expiring Set-Cookie (routes/auth/sign-out.ts). */
export const SIGN_OUT_PATH = '/auth/sign-out';
