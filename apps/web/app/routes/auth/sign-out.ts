import { data, redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { serializeExpiredTokenCookie } from '../../lib/session-cookie';

/**
 * Clears the HttpOnly session cookie, which the browser's script cannot (spec §8 sign-out).
 * POST only, and only from the portal's own pages, so no other site can sign a visitor out.
 */
export function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const origin = request.headers.get('origin');
  if (request.method !== 'POST') throw data(null, { status: 405 });
  // Hosts, not origins: behind a TLS-terminating proxy the scheme seen here may differ.
  if (origin !== null && getHost(origin) !== url.host) throw data(null, { status: 403 });
  return new Response(null, {
    status: 204,
    headers: { 'set-cookie': serializeExpiredTokenCookie(url.protocol === 'https:') },
  });
}

/** Opening the address sends the visitor to the sign-in page; it signs nobody out. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/auth/login', getLocaleFromPath(new URL(request.url).pathname)));
}

function getHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
