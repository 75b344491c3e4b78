import type {
  AdminCheckListQueueQuery,
  AdminSalesMarketQueueQuery,
  ApiLocale,
  CheckListListItem,
  PaginationMeta,
  SalesMarketListItem,
} from '@portal/contract';
import type { Database } from '@portal/db';
import { findCheckListRequests } from '../requests/check-list/find-check-list-requests';
import { findSalesMarketApplications } from '../requests/sales-market/find-sales-market-applications';
import { countRequestsByStatus } from './count-requests-by-status';

type Queue<T> = { items: T[]; meta: PaginationMeta; counts: Record<string, number> };

/**
 * `GET /admin/sales-market`: every company's export applications, each naming its company;
 * without a status filter every status but drafts (`created`, still the exporter's). `counts`
 * are the tabs' badges: every status of the kind, whatever the filters.
 */
export async function findSalesMarketQueue(options: {
  db: Database;
  locale: ApiLocale;
  query: AdminSalesMarketQueueQuery;
}): Promise<Queue<SalesMarketListItem>> {
  const { db, locale, query } = options;
  const [page, counts] = await Promise.all([
    findSalesMarketApplications({ db, locale, query, excludeDrafts: !query.status }),
    countRequestsByStatus(db, 'sales_market'),
  ]);
  return { ...page, counts };
}

/** `GET /admin/check-list`: the same queue of market-analysis requests, also by category. */
export async function findCheckListQueue(options: {
  db: Database;
  locale: ApiLocale;
  query: AdminCheckListQueueQuery;
}): Promise<Queue<CheckListListItem>> {
  const { db, locale, query } = options;
  const [page, counts] = await Promise.all([
    findCheckListRequests({ db, locale, query, excludeDrafts: !query.status }),
    countRequestsByStatus(db, 'check_list'),
  ]);
  return { ...page, counts };
}
