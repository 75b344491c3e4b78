import { sql } from 'drizzle-orm';
import {
  REQUEST_KIND_INFO,
  type ApiLocale,
  type ServiceOrder,
  type ServiceOrderListItem,
  type ServiceOrderListQuery,
} from '@portal/contract';
import { findServiceOrders, SERVICE_ORDER_NAME_COLUMNS } from './find-service-orders';
import { getServiceOrder } from './get-service-order';
import { REQUEST_TABLES } from '../request-tables';
import type { RequestKindModule } from '../kinds/request-kind';
import { readBackOfficeRequest } from '../../admin/read-back-office-request';

const table = REQUEST_TABLES.service_order;

/**
 * Orders of the catalogue's services (spec §7 `/catalog/*`, issue 27): the answers to a form the
 * managers designed, the shorter status set; titled by the service as it was named when ordered.
 */
export const serviceOrderKind: RequestKindModule<
  'service_order',
  ServiceOrderListItem,
  ServiceOrderListQuery,
  ServiceOrder
> = {
  kind: 'service_order',
  info: REQUEST_KIND_INFO.service_order,
  table,
  titleOf: (row) => ({ uk: row.titleUk, en: row.titleEn }),
  productNameColumns: SERVICE_ORDER_NAME_COLUMNS,
  allApplicationsColumns: {
    title: (locale: ApiLocale) => sql<string>`${locale === 'en' ? table.titleEn : table.titleUk}`,
    contactName: sql<string | null>`null::text`,
  },
  find: findServiceOrders,
  get: getServiceOrder,
  readForBackOffice: (options) => readBackOfficeRequest(serviceOrderKind, options),
};
