import { data, redirect } from 'react-router';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { isApiError } from '../api-error';
import { serializeExpiredTokenCookie } from '../session-cookie';
import { LOGIN_PATH } from './guard';
import { buildLoginRedirect } from './redirect-param';

/**
 * A page loader's read of the signed-in user's data, under the profile or back-office layout.
 * Their middleware lets only a signed-in user through (guard-middleware.server.ts), so a 401 here
 * means the session ended during this request: the visitor signs in again and comes back here
 * (spec §6), the dead cookie expired. A 503 shows the 503 page; anything else is the layout's
 * error page.
 */
export async function readSignedInData<T>(request: Request, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) {
      const url = new URL(request.url);
      const login = localizePath(LOGIN_PATH, getLocaleFromPath(url.pathname));
      throw redirect(buildLoginRedirect(login, `${url.pathname}${url.search}`), {
        headers: { 'set-cookie': serializeExpiredTokenCookie(url.protocol === 'https:') },
      });
    }
    if (error.status === 503) throw data({ message: error.message }, { status: 503 });
    throw error;
  }
}
