import type { RequestKindInfo } from '../../request-kinds';

/** Export applications (spec §7 `/profile/sales-market/*`): the full status set; the exporter rates the closed ones. */
export const SALES_MARKET_KIND = {
  kind: 'sales_market',
  statusList: 'full',
  name: { uk: 'Експортна заявка', en: 'Export application' },
  exporterPath: '/profile/market',
  backOfficePath: '/admin/sales-market',
  rateable: true,
} as const satisfies RequestKindInfo;
