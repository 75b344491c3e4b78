/** Who may open an entry: everyone signed in, or only an approved profile (spec §2, §6). */
export type MenuAccess = 'all' | 'approved';

/** Each key names its text, `menu.<key>` in the accounts catalogue. */
export type MenuKey =
  | 'cabinet'
  | 'personalData'
  | 'myCompany'
  | 'applications'
  | 'invoices'
  | 'proServices'
  | 'services'
  | 'reports'
  | 'exportApplication'
  | 'exportCreate'
  | 'exportMine'
  | 'marketAnalysis'
  | 'analysisCreate'
  | 'analysisMine'
  | 'countryAnalysis'
  | 'countryAnalysisCreate'
  | 'countryAnalysisMine'
  | 'assistance'
  | 'courier'
  | 'help'
  | 'support'
  | 'security';

export type ProfileMenuLink = { key: MenuKey; to: string };
export type ProfileMenuEntry = {
  key: MenuKey;
  access: MenuAccess;
  /** 'Additional' entries (extra services) carry a tag. */
  isAdditional?: boolean;
} & ({ to: string; links?: never } | { to?: never; links: readonly ProfileMenuLink[] });

/**
 * The profile menu of spec §2, in order; log out closes it. Paths are Ukrainian, localised when
 * shown; each is a page of routes.ts (profile-menu-items.test.ts).
 */
export const PROFILE_MENU: readonly ProfileMenuEntry[] = [
  {
    key: 'cabinet',
    access: 'all',
    links: [
      { key: 'personalData', to: '/profile/main' },
      { key: 'myCompany', to: '/profile/my-company' },
      // Both kinds of request together (issue 5); reading one's own stays open to everyone.
      { key: 'applications', to: '/profile/applications' },
      // Issue 14: the company's invoices, open to every signed-in user like its applications.
      { key: 'invoices', to: '/profile/invoices' },
    ],
  },
  // Spec §2 /profile/pro-services: the overview of what a subscription gives; its services' own
  // pages are linked from there as they exist.
  { key: 'proServices', access: 'all', to: '/profile/pro-services' },
  // The spec's 'services' entry (issue 27 §2): the catalogue is open to every exporter; each
  // card says what ordering needs (the company's approval, a subscription).
  { key: 'services', access: 'all', to: '/profile/services' },
  // Issue 28 §3: reports on foreign companies, paid one by one — ordering needs an approved company.
  { key: 'reports', access: 'approved', isAdditional: true, to: '/profile/infoproff-orders' },
  {
    key: 'exportApplication',
    access: 'approved',
    links: [
      { key: 'exportCreate', to: '/profile/market/create' },
      { key: 'exportMine', to: '/profile/market' },
    ],
  },
  {
    key: 'marketAnalysis',
    access: 'approved',
    links: [
      { key: 'analysisCreate', to: '/profile/check-list/create' },
      { key: 'analysisMine', to: '/profile/check-list' },
    ],
  },
  // Issue 15: country analyses, an additional service — ordering one needs a subscription (spec
  // §6: the form redirects to the offer without one), reading one's own requests does not.
  {
    key: 'countryAnalysis',
    access: 'approved',
    isAdditional: true,
    links: [
      { key: 'countryAnalysisCreate', to: '/profile/pro-services/analysis/create' },
      { key: 'countryAnalysisMine', to: '/profile/analysis-applications' },
    ],
  },
  // Issue 15: the exporter's assistant, open to every approved company (DOMAIN.md).
  { key: 'assistance', access: 'approved', to: '/profile/assistance' },
  // Issue 28 §5: the courier pickup form, for approved companies.
  { key: 'courier', access: 'approved', to: '/profile/nova-poshta' },
  { key: 'help', access: 'all', to: '/faq' },
  // Issue 29 §4: write to support and read its answers, for every signed-in exporter.
  { key: 'support', access: 'all', to: '/profile/support' },
  { key: 'security', access: 'all', to: '/profile/security' },
];

export function isEntryLocked(entry: Pick<ProfileMenuEntry, 'access'>, isApproved: boolean): boolean {
  return entry.access === 'approved' && !isApproved;
}
