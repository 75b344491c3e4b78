import { isBackOfficeRole, REQUIRED_REGISTRATION_STEP, type Role } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import {
  ADMIN_PATH,
  CABINET_HOME_PATH,
  isExporterCabinetPath,
  REGISTRATION_PATH,
} from '../../lib/session/guard';
import { REDIRECT_PARAM, sanitizeRedirect } from '../../lib/session/redirect-param';

/**
 * Where a successful sign-in goes: an unfinished registration resumes at /auth/registration;
 * otherwise the page the guest tried to open (the `redirect` query, only when it is a path of
 * this site the user may open), otherwise the user's home: /profile/my-company for an exporter,
 * /admin for staff (issue 13 §6) — in the sign-in page's language.
 */
export function getSignedInTarget(
  pageUrl: string,
  registrationStep: number,
  role: Role = 'exporter',
): string {
  const url = new URL(pageUrl);
  const locale = getLocaleFromPath(url.pathname);
  if (registrationStep < REQUIRED_REGISTRATION_STEP) return localizePath(REGISTRATION_PATH, locale);
  const isStaff = isBackOfficeRole(role);
  const requested = sanitizeRedirect(url.searchParams.get(REDIRECT_PARAM));
  if (requested && !(isStaff && isExporterCabinetPath(requested))) return requested;
  return localizePath(isStaff ? ADMIN_PATH : CABINET_HOME_PATH, locale);
}
