/** Header links of spec §2, written with Ukrainian paths (localised when rendered). */
export const ABOUT_LINKS = [
  { labelKey: 'nav.aboutUs', to: '/?target=platform' },
  { labelKey: 'nav.aboutExport', to: '/export' },
  { labelKey: 'nav.importingCountries', to: '/importing-countries' },
] as const;

export const MAIN_LINKS = [
  { labelKey: 'nav.proServices', to: '/pro', isFree: false },
  { labelKey: 'nav.tariffs', to: '/tariffs', isFree: false },
  // The spec's 'want to export' call to action carries the 'free' badge.
  { labelKey: 'nav.createExportApplication', to: '/profile/market/create', isFree: true },
  { labelKey: 'nav.createImportApplication', to: '/import-application', isFree: false },
] as const;

export const AUTH_LINKS = {
  registration: '/auth/registration',
  login: '/auth/login',
} as const;
