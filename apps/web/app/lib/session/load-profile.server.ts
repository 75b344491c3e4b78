import { data } from 'react-router';
import { endpoints, hasTokenCookie, type ApiFetch, type Profile } from '@portal/contract';
import { createApiClient } from '../api-client';
import { isApiError } from '../api-error';
import { serializeExpiredTokenCookie } from '../session-cookie';

const SERVICE_UNAVAILABLE = 503;

export type SessionProfile = {
  profile: Profile | null;
  headers: Headers;
  /**
   * The request carried a session but the API could not say whose (it failed otherwise than
   * 401 or 503): public pages show as to a guest, pages that need a user show the 503 page
   * rather than sending a signed-in user to sign in again.
   */
  isUnknown?: boolean;
};

/** Re-exported for the session's readers; the server's page cache reads the same (decision 053). */
export { hasTokenCookie };

/**
 * The signed-in user's profile for the page being rendered, or null for a guest (spec §6: fetched
 * on every navigation). A guest without the cookie costs no API call. A session the API no longer
 * knows (401) is a guest, and its cookie is expired; 503 shows the 503 page; any other failure
 * reads as a guest whose session is unknown (`isUnknown`), so public pages keep working and the
 * sign-in guard answers 503 instead of asking a signed-in user to sign in again.
 */
export async function loadSessionProfile(request: Request, apiFetch: ApiFetch): Promise<SessionProfile> {
  const headers = new Headers();
  if (!hasTokenCookie(request.headers.get('cookie'))) return { profile: null, headers };
  const api = createApiClient({ request, apiFetch });
  try {
    const { user } = await api.call(endpoints.getProfile, {}, { handleErrors: false });
    return { profile: user, headers };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === SERVICE_UNAVAILABLE) throw data({ message: error.message }, { status: 503 });
    if (error.status === 401) {
      headers.append('set-cookie', serializeExpiredTokenCookie(new URL(request.url).protocol === 'https:'));
      return { profile: null, headers };
    }
    return { profile: null, headers, isUnknown: true };
  }
}
