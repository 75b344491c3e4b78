import {
  REQUIRED_REGISTRATION_STEP,
  canFileRequests,
  hasActiveSubscription,
  isBackOfficeRole,
  type Profile,
} from '@portal/contract';
import { getLocaleFromPath, localizePath, stripLocale } from '../../i18n/locale';
import { buildLoginRedirect, REDIRECT_PARAM } from './redirect-param';

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
/**
 * Issue 25 §3 (decision 038): where a request page sends a company that may not file requests:
 * the page that says what state the company is in and what to do, with the page asked for in
 * `redirect`. Never the home page with no word.
 */
export const APPROVAL_REQUIRED_PATH = '/profile/approval-required';
/** Services that need an active subscription below their base page (spec §6). */
const SUBSCRIPTION_SERVICES = ['/profile/pro-services/business-club', '/profile/pro-services/analysis'];
/**
 * Spec §2: pages closed to a user who may not file requests (decision 014), with issue 15's kinds: the country-analysis requests (their form under the analysis service) and the
 * assistant.
 */
const REQUEST_PAGES = [
  '/profile/market',
  '/profile/check-list',
  '/profile/analysis-applications',
  '/profile/pro-services/analysis/create',
  '/profile/assistance',
  '/profile/assistant-applications',
];
/** The back-office (issue 5): managers and admins only. */
export const ADMIN_PATH = '/admin';
/**
 * Issue 13 §6: the pages under /profile of the person's own account (personal data, password and
 * 2FA), which staff keep. Every other /profile page is the exporter's company cabinet.
 */
export const STAFF_ACCOUNT_PAGES = ['/profile/main', '/profile/cabinet', '/profile/security'] as const;

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Issue 13 §6: whether a path (with or without its language prefix, query or hash) is a page of the exporter's
 * company cabinet, which staff have none of: every /profile page but their own account pages.
 * The guard sends staff from these to the back-office, so menus offer them none of these links.
 */
export function isExporterCabinetPath(pathname: string): boolean {
  const path = stripLocale(pathname.replace(/[?#].*$/s, ''));
  return isUnder(path, '/profile') && !STAFF_ACCOUNT_PAGES.some((page) => isUnder(path, page));
}

/**
 * Where the guards of spec §4 and §6 send a page request, or null to let it through. Pure, so
 * every rule has a unit test; the layouts' middleware applies it before any page loader or action
 * runs (guard-middleware.server.ts). The language prefix of the page is kept in every redirect.
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

  const isStaff = isBackOfficeRole(profile.role);

  // §2: signed-in users see the importing countries inside their cabinet. The query (a chosen
  // country) goes along, and the cabinet's own rules apply at once, so an unfinished
  // registration takes one redirect, not two. Staff have no cabinet: they read the public page.
  if (path === IMPORTING_COUNTRIES_PATH && !isStaff) {
    const cabinetPath = to(PROFILE_IMPORTING_COUNTRIES_PATH);
    return decideGuardRedirect({ pathname: cabinetPath, search, profile }) ?? `${cabinetPath}${search}`;
  }

  // The back-office is for managers and admins; anyone else goes home.
  if (isUnder(path, ADMIN_PATH)) return isStaff ? null : to('/');

  const isRegistered = profile.registration_step >= REQUIRED_REGISTRATION_STEP;
  if (isUnder(path, '/auth') && path !== SIGN_OUT_PATH) {
    // §4: registration complete → auth pages lead to the cabinet; staff's is the back-office
    // (issue 13 §6).
    if (isRegistered) return to(isStaff ? ADMIN_PATH : CABINET_HOME_PATH);
    if (path === '/auth') return `${to(LOGIN_PATH)}${search}`;
    return null;
  }
  if (isUnder(path, '/profile')) {
    // §4: registration unfinished → profile pages lead back to the registration.
    if (!isRegistered) return to(REGISTRATION_PATH);
    // Issue 13 §6 (and issue 12, where a manager's request lists got a 500): staff have no
    // company; every page of the exporter cabinet sends them to the back-office, their own
    // account pages stay.
    if (isStaff && isExporterCabinetPath(path)) return to(ADMIN_PATH);
    // §2: /profile opens the company page.
    if (path === '/profile') return to(CABINET_HOME_PATH);
    // §2: the request pages are closed to whoever may not file requests (not approved, denied,
    // banned); issue 25 §3: they are told why on the approval page, not sent home.
    if (REQUEST_PAGES.some((base) => isUnder(path, base)) && !canFileRequests(profile)) {
      return `${to(APPROVAL_REQUIRED_PATH)}?${new URLSearchParams({ [REDIRECT_PARAM]: `${pathname}${search}` })}`;
    }
    // §6: without an active subscription, sub-pages of these services fall back to their base.
    if (!hasActiveSubscription(profile)) {
      const base = SUBSCRIPTION_SERVICES.find((service) => path.startsWith(`${service}/`));
      if (base) return to(base);
    }
  }
  return null;
}
