import { eq, type SQL } from 'drizzle-orm';
import { checkListRequests, companies, type Database } from '@portal/db';
import {
  buildPaginationMeta,
  CHECK_LIST_CATEGORIES,
  optionLabel,
  type ApiLocale,
  type CheckListListItem,
  type CheckListListQuery,
  type PaginationMeta,
  type ShortApplicationStatus,
} from '@portal/contract';
import {
  buildListConditions,
  findRequestPage,
  listFilterColumns,
  pickCompanyName,
  scopeList,
} from '../list-filters';
import { BoundValues } from '../../../lib/prepared-queries';
import { isBackOfficeScope, type RequestScope } from '../request-scope';

const t = checkListRequests;

/** The columns a list's search matches by product name. */
export const CHECK_LIST_NAME_COLUMNS = [t.productName];

/**
 * A page of market-analysis requests, newest first, with the list filters and the category
 * (`GET /profile/check-list/manage`). In an exporter's scope only their company's; in the back
 * office's every company's, each row naming its company (the managers' queue), optionally
 * without drafts.
 */
export async function findCheckListRequests(options: {
  db: Database;
  locale: ApiLocale;
  scope: RequestScope;
  query: CheckListListQuery;
  excludeDrafts?: boolean | undefined;
  /** The number of matching rows when the caller already knows it (a queue filtered by status alone). */
  knownTotal?: Promise<number> | undefined;
}): Promise<{ items: CheckListListItem[]; meta: PaginationMeta }> {
  const { db, locale, scope, query } = options;
  const isQueue = isBackOfficeScope(scope);
  const bound = new BoundValues();
  const conditions: SQL[] = buildListConditions(
    listFilterColumns(t, CHECK_LIST_NAME_COLUMNS, scope),
    query,
    bound,
  );
  if (query.category) {
    bound.mark('category');
    conditions.push(eq(t.category, bound.bind(query.category)));
  }
  const { where, order } = scopeList({
    table: t,
    conditions,
    bound,
    scope,
    excludeDrafts: options.excludeDrafts,
    status: query.status,
  });

  const { rows, total } = await findRequestPage({
    db,
    kind: 'check_list',
    fields: {
      id: t.id,
      number: t.number,
      status: t.status,
      category: t.category,
      productName: t.productName,
      targetCountries: t.targetCountries,
      createdAt: t.createdAt,
      statusChangedAt: t.statusChangedAt,
      companyNameUk: companies.nameUk,
      companyNameEn: companies.nameEn,
    },
    where,
    order,
    bound,
    query,
    isQueue,
    knownTotal: options.knownTotal,
  });

  const items = rows.map((row): CheckListListItem => {
    const item: CheckListListItem = {
      id: row.id,
      number: row.number,
      status: row.status as ShortApplicationStatus,
      category: { code: row.category, name: optionLabel(CHECK_LIST_CATEGORIES, row.category, locale) },
      product_name: row.productName,
      target_countries: row.targetCountries,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    };
    if (isQueue) item.company_name = pickCompanyName(locale, row);
    return item;
  });
  return { items, meta: buildPaginationMeta(total, query) };
}
