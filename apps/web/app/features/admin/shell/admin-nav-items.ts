import { REQUEST_KIND_INFO, REQUEST_KINDS } from '@portal/contract';
import { webKind } from '../../../request-kinds/registry';

/** Each request kind's queue, in the registry's order (decision 044). */
const REQUEST_KIND_ITEMS = REQUEST_KINDS.map((kind) => ({
  key: webKind(kind).textKey,
  to: REQUEST_KIND_INFO[kind].backOfficePath,
  end: false,
}));

/** The back-office's sections, in the order of the side navigation. */
export const ADMIN_NAV_ITEMS = [
  { key: 'dashboard', to: '/admin', end: true },
  { key: 'companies', to: '/admin/companies', end: false },
  ...REQUEST_KIND_ITEMS,
  { key: 'publishedAnalyses', to: '/admin/country-analyses', end: false },
  { key: 'importerSales', to: '/admin/importer-sales', end: false },
  { key: 'countryActions', to: '/admin/country-actions', end: false },
  { key: 'clubEvents', to: '/admin/events', end: false },
  { key: 'academyCourses', to: '/admin/courses', end: false },
  { key: 'proPartners', to: '/admin/pro-partners', end: false },
  { key: 'catalogServices', to: '/admin/catalog/services', end: false },
  { key: 'catalogCategories', to: '/admin/catalog/categories', end: false },
  { key: 'reportOrders', to: '/admin/infoproff-orders', end: false },
  { key: 'courierRequests', to: '/admin/courier-requests', end: false },
  { key: 'support', to: '/admin/support', end: false },
  { key: 'invoices', to: '/admin/invoices', end: false },
  { key: 'payments', to: '/admin/payments', end: false },
  { key: 'tariffs', to: '/admin/tariffs', end: false },
  { key: 'settings', to: '/admin/settings', end: false },
  { key: 'auditLog', to: '/admin/audit-log', end: false },
] as const;

export type AdminNavKey = (typeof ADMIN_NAV_ITEMS)[number]['key'];
