import type {
  AdminCheckListQueueQuery,
  AdminSalesMarketQueueQuery,
  ApiLocale,
  CheckListListItem,
  PaginationMeta,
  RequestKind,
  SalesMarketListItem,
} from '@portal/contract';
import type { Database } from '@portal/db';
import { findCheckListRequests } from '../requests/check-list/find-check-list-requests';
import type { BackOfficeScope } from '../requests/request-scope';
import { findSalesMarketApplications } from '../requests/sales-market/find-sales-market-applications';
import { countRequestsByStatus } from './count-requests-by-status';

type Queue<T> = { items: T[]; meta: PaginationMeta; counts: Record<string, number> };

/**
 * The queue's total read off the tab counts, when the status is its only filter: the tab's
 * count, or every status but drafts; undefined (count the matches) with any other filter.
 */
function totalFromCounts(
  counts: Promise<Record<string, number>>,
  query: { status?: string | undefined; search?: string | undefined; category?: string | undefined },
): Promise<number> | undefined {
  if (query.search || query.category) return undefined;
  const total = counts.then((byStatus) =>
    query.status
      ? (byStatus[query.status] ?? 0)
      : Object.entries(byStatus).reduce((sum, [status, n]) => (status === 'created' ? sum : sum + n), 0),
  );
  // When the page's query fails first, nobody awaits `total`: its failure is the counts' own,
  // which the caller's Promise.all reports. Unhandled, it would end the process.
  total.catch(() => undefined);
  return total;
}

/**
 * A queue page of one kind with its tab counts, read side by side; the page's total comes from
 * the counts when the status is its only filter.
 */
async function withCounts<T>(
  db: Database,
  kind: RequestKind,
  query: { status?: string | undefined; search?: string | undefined; category?: string | undefined },
  findPage: (knownTotal: Promise<number> | undefined) => Promise<{ items: T[]; meta: PaginationMeta }>,
): Promise<Queue<T>> {
  const counting = countRequestsByStatus(db, kind);
  const [page, counts] = await Promise.all([findPage(totalFromCounts(counting, query)), counting]);
  return { ...page, counts };
}

/**
 * `GET /admin/sales-market`: every company's export applications, each naming its company;
 * without a status filter every status but drafts (`created`, still the exporter's). `counts`
 * are the tabs' badges: every status of the kind, whatever the filters.
 */
export function findSalesMarketQueue(options: {
  db: Database;
  scope: BackOfficeScope;
  locale: ApiLocale;
  query: AdminSalesMarketQueueQuery;
}): Promise<Queue<SalesMarketListItem>> {
  const { db, scope, locale, query } = options;
  return withCounts(db, 'sales_market', query, (knownTotal) =>
    findSalesMarketApplications({ db, scope, locale, query, excludeDrafts: !query.status, knownTotal }),
  );
}

/** `GET /admin/check-list`: the same queue of market-analysis requests, also by category. */
export function findCheckListQueue(options: {
  db: Database;
  scope: BackOfficeScope;
  locale: ApiLocale;
  query: AdminCheckListQueueQuery;
}): Promise<Queue<CheckListListItem>> {
  const { db, scope, locale, query } = options;
  return withCounts(db, 'check_list', query, (knownTotal) =>
    findCheckListRequests({ db, scope, locale, query, excludeDrafts: !query.status, knownTotal }),
  );
}
