/** Header links of spec §2, written with Ukrainian paths (localised when rendered). */
export const ABOUT_LINKS = [
  { labelKey: 'nav.aboutUs', to: '/?target=platform' },
  { labelKey: 'nav.aboutExport', to: '/export' },
  { labelKey: 'nav.importingCountries', to: '/importing-countries' },
] as const;

/**
 * The about links for this visitor: signed-in users read the importing countries in their
 * cabinet (spec §2), so they are linked there directly rather than through the guard's redirect.
 */
export function findAboutLinks(isSignedIn: boolean) {
  return ABOUT_LINKS.map((link) =>
    isSignedIn && link.to === '/importing-countries' ? { ...link, to: '/profile/importing-countries' } : link,
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
 * see the create-export and create-import links.
 */
export function findMainLinks(isSignedIn: boolean, pathname: string) {
  const isProfilePage = pathname === '/profile' || pathname.startsWith('/profile/');
  return isSignedIn && isProfilePage ? MAIN_LINKS.filter((link) => !link.isCreateLink) : MAIN_LINKS;
}

export const AUTH_LINKS = {
  registration: '/auth/registration',
  login: '/auth/login',
} as const;
