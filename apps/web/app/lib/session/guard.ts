import {
  REQUIRED_REGISTRATION_STEP,
  canFileRequests,
  hasActiveSubscription,
  type Profile,
} from '@portal/contract';
import { getLocaleFromPath, localizePath, stripLocale } from '../../i18n/locale';
import { buildLoginRedirect } from './redirect-param';

export type GuardProfile = Pick<
  Profile,
  'registration_step' | 'active_tariff' | 'role' | 'is_approved' | 'is_denied' | 'is_banned'
>;

export type GuardInput = {
  /** The page's path with its language prefix (`/en/profile/main`). */
  pathname: string;
  /** `?a=b` or ''. */
  search: string;
  /** null for a guest. */
  profile: GuardProfile | null;
};

export const LOGIN_PATH = '/auth/login';
export const REGISTRATION_PATH = '/auth/registration';
export const CABINET_HOME_PATH = '/profile/my-company';
/** Spec §2: the public importing-countries page and its signed-in twin. */
export const IMPORTING_COUNTRIES_PATH = '/importing-countries';
export const PROFILE_IMPORTING_COUNTRIES_PATH = '/profile/importing-countries';
/** The portal's own sign-out endpoint, never redirected: it must reach its action. */
const SIGN_OUT_PATH = '/auth/sign-out';
/** Services that need an active subscription below their base page (spec §6). */
const SUBSCRIPTION_SERVICES = ['/profile/pro-services/business-club', '/profile/pro-services/analysis'];
/** Spec §2: pages a user who may not file requests is sent home from (decision 014). */
const REQUEST_PAGES = ['/profile/market', '/profile/check-list'];
/** The back-office (issue 5): managers and admins only. */
export const ADMIN_PATH = '/admin';
const STAFF_ROLES: readonly string[] = ['manager', 'admin'];
/** Pages of the company's own requests: staff have no company and work them in the back-office. */
const COMPANY_REQUEST_PAGES = ['/profile/applications', '/profile/application-statuses'];

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Where the guards of spec §4 and §6 send a page request, or null to let it through. Pure, so
 * every rule has a unit test; the root loader applies it on every navigation. The language
 * prefix of the page is kept in every redirect.
 */
export function decideGuardRedirect({ pathname, search, profile }: GuardInput): string | null {
  const locale = getLocaleFromPath(pathname);
  const path = stripLocale(pathname);
  const to = (target: string) => localizePath(target, locale);

  if (profile === null) {
    // §6: a guest on any path containing 'profile' signs in first, then comes back; so does a
    // guest at the back-office.
    if (path.includes('profile') || isUnder(path, ADMIN_PATH)) {
      return buildLoginRedirect(to(LOGIN_PATH), `${pathname}${search}`);
    }
    // §2: /auth has no page of its own.
    if (path === '/auth') return `${to(LOGIN_PATH)}${search}`;
    return null;
  }

  // §2: signed-in users see the importing countries inside their cabinet. The query (a chosen
  // country) goes along, and the cabinet's own rules apply at once, so an unfinished
  // registration takes one redirect, not two.
  if (path === IMPORTING_COUNTRIES_PATH) {
    const cabinetPath = to(PROFILE_IMPORTING_COUNTRIES_PATH);
    return decideGuardRedirect({ pathname: cabinetPath, search, profile }) ?? `${cabinetPath}${search}`;
  }

  // The back-office is for managers and admins; anyone else goes home.
  if (isUnder(path, ADMIN_PATH)) return STAFF_ROLES.includes(profile.role) ? null : to('/');

  const isRegistered = profile.registration_step >= REQUIRED_REGISTRATION_STEP;
  if (isUnder(path, '/auth') && path !== SIGN_OUT_PATH) {
    // §4: registration complete → auth pages lead to the cabinet.
    if (isRegistered) return to(CABINET_HOME_PATH);
    if (path === '/auth') return `${to(LOGIN_PATH)}${search}`;
    return null;
  }
  if (isUnder(path, '/profile')) {
    // §4: registration unfinished → profile pages lead back to the registration.
    if (!isRegistered) return to(REGISTRATION_PATH);
    // §2: /profile opens the company page.
    if (path === '/profile') return to(CABINET_HOME_PATH);
    // §2: the request pages send home whoever may not file requests (not approved, denied,
    // banned, or staff without a company).
    if (REQUEST_PAGES.some((base) => isUnder(path, base)) && !canFileRequests(profile)) return to('/');
    // Issue 12: a manager opening the company's request lists got a 500 (no company to list).
    if (COMPANY_REQUEST_PAGES.some((base) => isUnder(path, base)) && STAFF_ROLES.includes(profile.role)) {
      return to(ADMIN_PATH);
    }
    // §6: without an active subscription, sub-pages of these services fall back to their base.
    if (!hasActiveSubscription(profile)) {
      const base = SUBSCRIPTION_SERVICES.find((service) => path.startsWith(`${service}/`));
      if (base) return to(base);
    }
  }
  return null;
}
