import type { ApiLocale, PaginationMeta, RequestKind } from '@portal/contract';
import type { Database } from '@portal/db';
import type { RequestKindModule } from '../requests/kinds';
import type { BackOfficeScope } from '../access/scope';
import { countRequestsByStatus } from './count-requests-by-status';

type Queue<T> = { items: T[]; meta: PaginationMeta; counts: Record<string, number> };

/** The filters of a queue that decide whether its total can be read off the tab counts. */
type QueueFilters = {
  status?: string | undefined;
  search?: string | undefined;
  category?: string | undefined;
};

/**
 * The queue's total read off the tab counts, when the status is its only filter: the tab's
 * count, or every status but drafts; undefined (count the matches) with any other filter.
 */
function totalFromCounts(
  counts: Promise<Record<string, number>>,
  query: QueueFilters,
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
 * `GET /admin/{kind}` (the back office's queue of a kind): every company's requests, each naming
 * its company; without a status filter every status but drafts (`created`, still the
 * exporter's). `counts` are the tabs' badges: every status of the kind, whatever the filters;
 * the page's total comes from them when the status is the only filter. The page and the counts
 * are read side by side.
 */
export async function findRequestQueue<Item, Query extends QueueFilters>(
  kind: RequestKindModule<RequestKind, Item, Query>,
  options: { db: Database; scope: BackOfficeScope; locale: ApiLocale; query: Query & QueueFilters },
): Promise<Queue<Item>> {
  const { db, scope, locale, query } = options;
  const counting = countRequestsByStatus(db, kind.kind);
  const [page, counts] = await Promise.all([
    kind.find({
      db,
      scope,
      locale,
      query,
      excludeDrafts: !query.status,
      knownTotal: totalFromCounts(counting, query),
    }),
    counting,
  ]);
  return { ...page, counts };
}
