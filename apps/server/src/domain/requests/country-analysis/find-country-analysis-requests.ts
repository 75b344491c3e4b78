import type { SQL } from 'drizzle-orm';
import { companies, countryAnalysisRequests, type Database } from '@portal/db';
import {
  buildPaginationMeta,
  getCountryName,
  type ApiLocale,
  type CountryAnalysisListItem,
  type CountryAnalysisListQuery,
  type PaginationMeta,
  type ShortApplicationStatus,
} from '@portal/contract';
import { BoundValues } from '../../../lib/prepared-queries';
import {
  buildListConditions,
  findRequestPage,
  listFilterColumns,
  pickCompanyName,
  scopeList,
} from '../list-filters';
import { isBackOfficeScope, type RequestScope } from '../request-scope';

const t = countryAnalysisRequests;

/** The columns a list's search matches by product name. */
export const COUNTRY_ANALYSIS_NAME_COLUMNS = [t.productName];

/**
 * A page of country-analysis requests, newest first, with the list filters
 * (`GET /country-analyses/manage/list`). In an exporter's scope only their company's; in the
 * back office's every company's, each row naming its company (the managers' queue), optionally
 * without drafts.
 */
export async function findCountryAnalysisRequests(options: {
  db: Database;
  locale: ApiLocale;
  scope: RequestScope;
  query: CountryAnalysisListQuery;
  excludeDrafts?: boolean | undefined;
  knownTotal?: Promise<number> | undefined;
}): Promise<{ items: CountryAnalysisListItem[]; meta: PaginationMeta }> {
  const { db, locale, scope, query } = options;
  const isQueue = isBackOfficeScope(scope);
  const bound = new BoundValues();
  const conditions: SQL[] = buildListConditions(
    listFilterColumns(t, COUNTRY_ANALYSIS_NAME_COLUMNS, scope),
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
    kind: 'country_analysis',
    fields: {
      id: t.id,
      number: t.number,
      status: t.status,
      countryCode: t.countryCode,
      productName: t.productName,
      hsProductItem: t.hsProductItem,
      resultAttachedAt: t.resultAttachedAt,
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
  const items = rows.map((row): CountryAnalysisListItem => {
    const item: CountryAnalysisListItem = {
      id: row.id,
      number: row.number,
      status: row.status as ShortApplicationStatus,
      country: { code: row.countryCode, name: getCountryName(row.countryCode, locale) },
      product_name: row.productName,
      hs_product_item: row.hsProductItem,
      has_result: row.resultAttachedAt !== null,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    };
    if (isQueue) item.company_name = pickCompanyName(locale, row);
    return item;
  });
  return { items, meta: buildPaginationMeta(total, query) };
}
