import { serviceOrders } from '@portal/db';
import {
  type ServiceOrderListItem,
  type ServiceOrderListQuery,
  type ShortApplicationStatus,
} from '@portal/contract';
import type { RequestListOptions } from '../kinds/request-kind';
import { findKindPage, type ListPage } from '../list-filters';

const t = serviceOrders;

/** The columns a list's search matches: an order is named by its service's title and its subject. */
export const SERVICE_ORDER_NAME_COLUMNS = [t.titleUk, t.titleEn, t.subject];

/** Orders (`GET /catalog/orders`, the queue): findKindPage, each with its service. */
export function findServiceOrders(
  options: RequestListOptions<ServiceOrderListQuery>,
): Promise<ListPage<ServiceOrderListItem>> {
  const { locale } = options;
  return findKindPage({
    ...options,
    kind: 'service_order',
    productNames: SERVICE_ORDER_NAME_COLUMNS,
    fields: {
      id: t.id,
      number: t.number,
      status: t.status,
      serviceId: t.serviceId,
      titleUk: t.titleUk,
      titleEn: t.titleEn,
      subject: t.subject,
      createdAt: t.createdAt,
      statusChangedAt: t.statusChangedAt,
    },
    toItem: (row): ServiceOrderListItem => ({
      id: row.id,
      number: row.number,
      status: row.status as ShortApplicationStatus,
      service: { id: row.serviceId, title: locale === 'en' ? row.titleEn : row.titleUk },
      subject: row.subject,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    }),
  });
}
