import { isBackOfficeRole, type Profile } from '@portal/contract';
import { isExporterCabinetPath } from '../../lib/session/guard';

/** Who reads the header: null for a guest. Only the role tells an exporter from staff. */
export type HeaderViewer = Pick<Profile, 'role'> | null;

/** Staff (managers, admins) have no company cabinet: the guard sends them from it to /admin. */
function isStaff(viewer: HeaderViewer): boolean {
  return viewer !== null && isBackOfficeRole(viewer.role);
}

/** Header links of spec §2, written with Ukrainian paths (localised when rendered). */
export const ABOUT_LINKS = [
  { labelKey: 'nav.aboutUs', to: '/?target=platform' },
  { labelKey: 'nav.aboutExport', to: '/export' },
  { labelKey: 'nav.importingCountries', to: '/importing-countries' },
] as const;

/**
 * The about links for this visitor: signed-in exporters read the importing countries in their
 * cabinet (spec §2), so they are linked there directly rather than through the guard's redirect.
 * Staff have no cabinet and read the public page (issue 13 §6).
 */
export function findAboutLinks(viewer: HeaderViewer) {
  const hasCabinet = viewer !== null && !isStaff(viewer);
  return ABOUT_LINKS.map((link) =>
    hasCabinet && link.to === '/importing-countries' ? { ...link, to: '/profile/importing-countries' } : link,
  );
}

export const MAIN_LINKS = [
  { labelKey: 'nav.proServices', to: '/pro', isFree: false, isCreateLink: false },
  { labelKey: 'nav.tariffs', to: '/tariffs', isFree: false, isCreateLink: false },
  // The spec's 'want to export' call to action carries the 'free' badge.
  { labelKey: 'nav.createExportApplication', to: '/profile/market/create', isFree: true, isCreateLink: true },
  { labelKey: 'nav.createImportApplication', to: '/import-application', isFree: false, isCreateLink: true },
] as const;

/**
 * The header's main links for this page (spec §2): a signed-in user on a profile page does not
 * see the create-export and create-import links; staff never see a link into the exporter
 * cabinet, which would only send them to the back-office (issue 13 §6).
 */
export function findMainLinks(viewer: HeaderViewer, pathname: string) {
  const isProfilePage = pathname === '/profile' || pathname.startsWith('/profile/');
  const links =
    viewer !== null && isProfilePage ? MAIN_LINKS.filter((link) => !link.isCreateLink) : MAIN_LINKS;
  return isStaff(viewer) ? links.filter((link) => !isExporterCabinetPath(link.to)) : links;
}

/** The account links of the signed-in user's quick menu; `key` names the test id (`user-menu-<key>`). */
const EXPORTER_ACCOUNT_LINKS = [
  { key: 'account', labelKey: 'account.cabinet', to: '/profile/my-company' },
] as const;
const STAFF_ACCOUNT_LINKS = [
  { key: 'admin', labelKey: 'account.backOffice', to: '/admin' },
  { key: 'personal-data', labelKey: 'profile.personalDataTitle', to: '/profile/main' },
  { key: 'security', labelKey: 'profile.securityTitle', to: '/profile/security' },
] as const;

/**
 * The signed-in user's account links (spec §2, the avatar's quick menu and the phone menu): an
 * exporter's cabinet; for staff the back-office and their own account pages only, since the
 * cabinet would only redirect them (issue 13 §6).
 */
export function findAccountLinks(viewer: NonNullable<HeaderViewer>) {
  return isStaff(viewer) ? STAFF_ACCOUNT_LINKS : EXPORTER_ACCOUNT_LINKS;
}

export const AUTH_LINKS = {
  registration: '/auth/registration',
  login: '/auth/login',
} as const;
