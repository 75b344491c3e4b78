/** The back-office's sections, in the order of the side navigation. */
export const ADMIN_NAV_ITEMS = [
  { key: 'dashboard', to: '/admin', end: true },
  { key: 'companies', to: '/admin/companies', end: false },
  { key: 'salesMarket', to: '/admin/sales-market', end: false },
  { key: 'checkList', to: '/admin/check-list', end: false },
  { key: 'countryAnalysis', to: '/admin/country-analysis', end: false },
  { key: 'publishedAnalyses', to: '/admin/country-analyses', end: false },
  { key: 'assistant', to: '/admin/assistant', end: false },
  { key: 'importerSales', to: '/admin/importer-sales', end: false },
  { key: 'countryActions', to: '/admin/country-actions', end: false },
  { key: 'clubEvents', to: '/admin/events', end: false },
  { key: 'academyCourses', to: '/admin/courses', end: false },
  { key: 'proPartners', to: '/admin/pro-partners', end: false },
  { key: 'invoices', to: '/admin/invoices', end: false },
  { key: 'payments', to: '/admin/payments', end: false },
  { key: 'tariffs', to: '/admin/tariffs', end: false },
  { key: 'settings', to: '/admin/settings', end: false },
  { key: 'auditLog', to: '/admin/audit-log', end: false },
] as const;

export type AdminNavKey = (typeof ADMIN_NAV_ITEMS)[number]['key'];
