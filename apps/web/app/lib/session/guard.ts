import { matchPath } from 'react-router';
import {
  REQUIRED_REGISTRATION_STEP,
  canFileRequests,
  hasActiveSubscription,
  isBackOfficeRole,
  type Profile,
} from '@portal/contract';
import { getLocaleFromPath, localizePath, stripLocale } from '../../i18n/locale';
import { buildLoginRedirect, REDIRECT_PARAM } from './redirect-param';
import { STAFF_ACCOUNT_PAGES } from './staff-account-pages';

export type GuardProfile = Pick<
  Profile,
  'registration_step' | 'active_tariff' | 'role' | 'is_approved' | 'is_denied' | 'is_banned'
>;

/** The page asked for: its path with the language prefix (`/en/profile/main`) and its query (`?a=b` or ''). */
export type PageAddress = { pathname: string; search: string };

export const LOGIN_PATH = '/auth/login';
export const REGISTRATION_PATH = '/auth/registration';
export const CABINET_HOME_PATH = '/profile/my-company';
/** The back-office (issue 5): managers and admins only. */
export const ADMIN_PATH = '/admin';
/**
 * Issue 25 §3 (decision 038): where a request page sends a company that may not file requests:
 * the page that says what state the company is in and what to do, with the page asked for in
 * `redirect`. Never the home page with no word.
 */
export const APPROVAL_REQUIRED_PATH = '/profile/approval-required';
/** The exporter cabinet's pages all live under this path (spec §2: "Profile routes"). */
const CABINET_PATH = '/profile';

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Issue 13 §6: whether a path (with or without its language prefix, query or hash) is a page of
 * the exporter's company cabinet, which staff have none of: every /profile page but their own
 * account pages (STAFF_ACCOUNT_PAGES, the pages routes.ts keeps outside the exporter-cabinet
 * layout). The menus offer staff none of these links.
 */
export function isExporterCabinetPath(pathname: string): boolean {
  const path = stripLocale(pathname.replace(/[?#].*$/s, ''));
  return isUnder(path, CABINET_PATH) && !STAFF_ACCOUNT_PAGES.some((page) => isUnder(path, `/${page.path}`));
}

const isStaff = (profile: GuardProfile) => isBackOfficeRole(profile.role);
const isRegistered = (profile: GuardProfile) => profile.registration_step >= REQUIRED_REGISTRATION_STEP;
/** A path of this site in the language of the page asked for. */
const inPageLanguage = (page: PageAddress, path: string) =>
  localizePath(path, getLocaleFromPath(page.pathname));
const signIn = (page: PageAddress) =>
  buildLoginRedirect(inPageLanguage(page, LOGIN_PATH), `${page.pathname}${page.search}`);

/*
 * The guards of spec §4 and §6, one pure function per kind: given the session's profile and the
 * page asked for, the address to send the visitor to, or null to let the page open. Each is
 * declared by the layout that owns its pages (layouts/*.tsx, `guardedBy` in
 * guard-middleware.server.ts); routes.ts's nesting says which pages have which.
 */

/** Spec §6, §4: the cabinet is for signed-in users (a guest signs in, then comes back) who finished the registration. */
export function guardSignedIn(profile: GuardProfile | null, page: PageAddress): string | null {
  if (profile === null) return signIn(page);
  if (!isRegistered(profile)) return inPageLanguage(page, REGISTRATION_PATH);
  return null;
}

/** Issue 5: the back-office is for managers and admins; a guest signs in, anyone else goes home. */
export function guardBackOffice(profile: GuardProfile | null, page: PageAddress): string | null {
  if (profile === null) return signIn(page);
  return isStaff(profile) ? null : inPageLanguage(page, '/');
}

/**
 * Spec §4: once the registration is complete the auth pages lead to the cabinet; staff's is the
 * back-office (issue 13 §6). Guests and unfinished registrations stay.
 */
export function guardGuestOnly(profile: GuardProfile | null, page: PageAddress): string | null {
  if (profile === null || !isRegistered(profile)) return null;
  return inPageLanguage(page, isStaff(profile) ? ADMIN_PATH : CABINET_HOME_PATH);
}

/**
 * Spec §6: a guest on any path containing 'profile' signs in first, even where no page answers
 * (the 404 layout's rule: the pages under /profile have guardSignedIn).
 */
export function guardProfileAddress(profile: GuardProfile | null, page: PageAddress): string | null {
  return profile === null && stripLocale(page.pathname).includes('profile') ? signIn(page) : null;
}

/**
 * Spec §2: a signed-in exporter reads a public page that has a cabinet twin (/importing-countries)
 * inside the cabinet, query kept (a chosen country); the cabinet's own rule applies at once, so
 * an unfinished registration takes one redirect, not two. Staff have no cabinet: they read the
 * public page, as guests do.
 */
export function guardCabinetTwin(profile: GuardProfile | null, page: PageAddress): string | null {
  if (profile === null || isStaff(profile)) return null;
  const twin = inPageLanguage(page, `${CABINET_PATH}${stripLocale(page.pathname)}`);
  return guardSignedIn(profile, { pathname: twin, search: page.search }) ?? `${twin}${page.search}`;
}

/**
 * Issue 13 §6 (and issue 12, where a manager's request lists got a 500): staff have no company;
 * every page of the exporter cabinet sends them to the back-office.
 */
export function guardExporterCabinet(profile: GuardProfile, page: PageAddress): string | null {
  return isStaff(profile) ? inPageLanguage(page, ADMIN_PATH) : null;
}

/**
 * Spec §2 (decision 014), issue 25 §3: the request pages are closed to whoever may not file
 * requests (not approved, denied, banned), who are told why on the approval page, with the page
 * asked for in `redirect`.
 */
export function guardFiling(profile: GuardProfile, page: PageAddress): string | null {
  if (canFileRequests(profile)) return null;
  const query = new URLSearchParams({ [REDIRECT_PARAM]: `${page.pathname}${page.search}` });
  return `${inPageLanguage(page, APPROVAL_REQUIRED_PATH)}?${query}`;
}

/** Spec §6: "any sub-path of /profile/pro-services/<service> redirects to the base path of that service". */
const SERVICE_SUB_PAGE = '/profile/pro-services/:service/*';

/** Spec §6: without an active subscription a service's sub-pages lead to the service's base page. */
export function guardSubscription(profile: GuardProfile, page: PageAddress): string | null {
  if (hasActiveSubscription(profile)) return null;
  const match = matchPath(SERVICE_SUB_PAGE, stripLocale(page.pathname));
  if (!match) return null;
  return inPageLanguage(page, match.pathnameBase);
}

/**
 * Every guard kind a layout may declare. A `session` guard reads the session's profile (null for
 * a guest); when it `requiresUser`, whoever gets through is put in `userContext` for the routes
 * below. A `user` guard reads that user, so it hangs below a layout with a guard that requires
 * one (guard-routes.test.ts checks routes.ts for it).
 */
export const GUARDS = {
  'signed-in': { reads: 'session', requiresUser: true, decide: guardSignedIn },
  'back-office': { reads: 'session', requiresUser: true, decide: guardBackOffice },
  'guest-only': { reads: 'session', requiresUser: false, decide: guardGuestOnly },
  'profile-address': { reads: 'session', requiresUser: false, decide: guardProfileAddress },
  'cabinet-twin': { reads: 'session', requiresUser: false, decide: guardCabinetTwin },
  'exporter-cabinet': { reads: 'user', decide: guardExporterCabinet },
  filing: { reads: 'user', decide: guardFiling },
  subscription: { reads: 'user', decide: guardSubscription },
} as const;

export type GuardKind = keyof typeof GUARDS;
