import { type SQL } from 'drizzle-orm';
import { companies, salesMarketApplications, type Database } from '@portal/db';
import {
  buildPaginationMeta,
  type ApiLocale,
  type PaginationMeta,
  type SalesMarketListItem,
  type SalesMarketListQuery,
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
import { computeRowProgress } from './sales-market-progress';

const t = salesMarketApplications;

/** The columns a list's search matches by product name. */
export const SALES_MARKET_NAME_COLUMNS = [t.productNameUk, t.productNameEn];

/**
 * A page of export applications, newest first, with spec §7's filters (`GET
 * /profile/sales-market`). In an exporter's scope only their company's (the exporter's list);
 * in the back office's every company's, each row naming its company (the managers' queue),
 * optionally without drafts; a queue of one status lists the longest-waiting first, and its search also matches
 * company names (listOrder). The company and date conditions ride the index (company_id, created_at desc).
 */
export async function findSalesMarketApplications(options: {
  db: Database;
  locale: ApiLocale;
  scope: RequestScope;
  query: SalesMarketListQuery;
  excludeDrafts?: boolean | undefined;
  /** The number of matching rows when the caller already knows it (a queue filtered by status alone). */
  knownTotal?: Promise<number> | undefined;
}): Promise<{ items: SalesMarketListItem[]; meta: PaginationMeta }> {
  const { db, locale, scope, query } = options;
  const isQueue = isBackOfficeScope(scope);
  const bound = new BoundValues();
  const conditions: SQL[] = buildListConditions(
    listFilterColumns(t, SALES_MARKET_NAME_COLUMNS, scope),
    query,
    bound,
  );
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
    kind: 'sales_market',
    fields: {
      id: t.id,
      number: t.number,
      status: t.status,
      contactName: t.contactName,
      contactPhone: t.contactPhone,
      contactEmail: t.contactEmail,
      productNameUk: t.productNameUk,
      productNameEn: t.productNameEn,
      hsProductItem: t.hsProductItem,
      description: t.description,
      productionCapacity: t.productionCapacity,
      priceMinor: t.priceMinor,
      incoterms: t.incoterms,
      targetCountries: t.targetCountries,
      answers: t.answers,
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

  const items = rows.map((row): SalesMarketListItem => {
    const item: SalesMarketListItem = {
      id: row.id,
      number: row.number,
      status: row.status,
      product_name: (locale === 'en' && row.productNameEn) || row.productNameUk || row.productNameEn,
      contact_name: row.contactName,
      hs_product_item: row.hsProductItem,
      target_countries: row.targetCountries,
      progress: computeRowProgress(row),
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    };
    if (isQueue) item.company_name = pickCompanyName(locale, row);
    return item;
  });
  return { items, meta: buildPaginationMeta(total, query) };
}
