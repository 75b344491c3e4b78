import { and, count, sql, type SQL } from 'drizzle-orm';
import { checkListRequests, salesMarketApplications, type Database } from '@portal/db';
import {
  buildPaginationMeta,
  type AllApplicationsItem,
  type AllApplicationsQuery,
  type ApiLocale,
  type PaginationMeta,
  type RequestKind,
} from '@portal/contract';
import { BoundValues, preparedOnce } from '../../lib/prepared-queries';
import { buildListConditions, listFilterColumns, pageWindow } from './list-filters';
import { scopeCondition, type ExporterScope } from './request-scope';

const sm = salesMarketApplications;
const cl = checkListRequests;

/**
 * `GET /profile/get-all-applications`: the company's export applications and market-analysis
 * requests in one list (UNION ALL in the database), the latest status change first, with the
 * lists' filters and `kind`. Each branch is scoped by the company in its own WHERE. An export
 * application's row names its contact person, which names a draft with no product yet (issue 13 §6).
 */
export async function findAllApplications(options: {
  db: Database;
  locale: ApiLocale;
  scope: ExporterScope;
  query: AllApplicationsQuery;
}): Promise<{ items: AllApplicationsItem[]; meta: PaginationMeta }> {
  const { db, locale, scope, query } = options;
  const bound = new BoundValues();
  const salesWhere = and(
    scopeCondition(sm, scope, bound),
    ...buildListConditions(listFilterColumns(sm, [sm.productNameUk, sm.productNameEn], scope), query, bound),
  );
  const checkWhere = and(
    scopeCondition(cl, scope, bound),
    ...buildListConditions(listFilterColumns(cl, [cl.productName], scope), query, bound),
  );
  const wants = (kind: RequestKind) => !query.kind || query.kind === kind;

  // Titles in the request's language; an export application without an English name shows the Ukrainian one.
  const salesTitle: SQL<string> =
    locale === 'en'
      ? sql<string>`coalesce(nullif(${sm.productNameEn}, ''), ${sm.productNameUk})`
      : sql<string>`coalesce(nullif(${sm.productNameUk}, ''), ${sm.productNameEn})`;
  const sales = db
    .select({
      kind: sql<RequestKind>`'sales_market'`.as('kind'),
      id: sm.id,
      number: sm.number,
      status: sm.status,
      title: salesTitle.as('title'),
      contactName: sql<string | null>`${sm.contactName}`.as('contact_name'),
      createdAt: sm.createdAt,
      statusChangedAt: sm.statusChangedAt,
    })
    .from(sm)
    .where(salesWhere);
  const checks = db
    .select({
      kind: sql<RequestKind>`'check_list'`.as('kind'),
      id: cl.id,
      number: cl.number,
      status: cl.status,
      title: sql<string>`${cl.productName}`.as('title'),
      // A market-analysis request has no contact person (it is one step, named by its product).
      contactName: sql<string | null>`null::text`.as('contact_name'),
      createdAt: cl.createdAt,
      statusChangedAt: cl.statusChangedAt,
    })
    .from(cl)
    .where(checkWhere);

  const order = sql`"status_changed_at" desc, "id" desc`;
  const kinds = `${wants('sales_market') ? 'sales_market' : ''},${wants('check_list') ? 'check_list' : ''}`;
  // The title is in the request's language; the rest of the text is the filters' shape. The key's
  // name changed with the text (the contact column, issue 13 §6): a key names one SQL text.
  const shape = `${locale}|${kinds}|${bound.key}`;
  const pageQuery = preparedOnce(db, `all-applications-contact|${shape}`, (name) =>
    (wants('sales_market') && wants('check_list')
      ? sales.unionAll(checks).orderBy(order)
      : (wants('sales_market') ? sales : checks).orderBy(order)
    )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  // Each kind the list holds is counted by a statement of its own, prepared only when wanted.
  const countings = [
    wants('sales_market') &&
      preparedOnce(db, `all-applications-count|sales_market|${bound.key}`, (name) =>
        db.select({ total: count() }).from(sm).where(salesWhere).prepare(name),
      ),
    wants('check_list') &&
      preparedOnce(db, `all-applications-count|check_list|${bound.key}`, (name) =>
        db.select({ total: count() }).from(cl).where(checkWhere).prepare(name),
      ),
  ];
  const values = { ...bound.values, ...pageWindow(query) };
  const rows = await pageQuery.execute(values);
  let total = 0;
  for (const counting of countings) if (counting) total += (await counting.execute(values))[0]?.total ?? 0;
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      number: row.number,
      status: row.status,
      title: row.title,
      contact_name: row.contactName,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    })),
    meta: buildPaginationMeta(total, query),
  };
}
