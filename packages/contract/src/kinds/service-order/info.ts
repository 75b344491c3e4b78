import type { RequestKindInfo } from '../../request-kinds';

/**
 * Orders of the catalogue's services (issue 27, `/catalog/*`): the answers to a form the managers
 * designed, along the shorter status set; changed by the exporter while not yet taken.
 */
export const SERVICE_ORDER_KIND = {
  kind: 'service_order',
  statusList: 'short',
  name: { uk: 'Замовлення послуги', en: 'Service order' },
  exporterPath: '/profile/services',
  backOfficePath: '/admin/service-orders',
  rateable: false,
} as const satisfies RequestKindInfo;
