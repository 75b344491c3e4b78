import { endpoints, type UiLocale } from '@portal/contract';
import { createApiClient } from '../api-client';

/**
 * POST /api/auth/logout from the browser, without the common error handling: a failure is the
 * caller's to handle. Its own module, loaded on demand by `useLogout`, so the API client and the
 * entry stay out of the landing page's bundle.
 */
export async function signOutOfApi(locale: UiLocale): Promise<void> {
  await createApiClient({ locale }).call(endpoints.signOutSession, {}, { handleErrors: false });
}
