import { REQUIRED_REGISTRATION_STEP } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { CABINET_HOME_PATH, REGISTRATION_PATH } from '../../lib/session/guard';
import { REDIRECT_PARAM, sanitizeRedirect } from '../../lib/session/redirect-param';

/**
 * Where a successful sign-in goes: an unfinished registration resumes at /auth/registration;
 * otherwise the page the guest tried to open (the `redirect` query, only when it is a path of
 * this site), otherwise /profile/my-company — in the sign-in page's language.
 */
export function getSignedInTarget(pageUrl: string, registrationStep: number): string {
  const url = new URL(pageUrl);
  const locale = getLocaleFromPath(url.pathname);
  if (registrationStep < REQUIRED_REGISTRATION_STEP) return localizePath(REGISTRATION_PATH, locale);
  return sanitizeRedirect(url.searchParams.get(REDIRECT_PARAM)) ?? localizePath(CABINET_HOME_PATH, locale);
}
