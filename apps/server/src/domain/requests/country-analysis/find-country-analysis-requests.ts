import { countryAnalysisRequests } from '@portal/db';
import {
  getCountryName,
  type CountryAnalysisListItem,
  type CountryAnalysisListQuery,
  type ShortApplicationStatus,
} from '@portal/contract';
import type { RequestListOptions } from '../kinds/request-kind';
import { findKindPage, type ListPage } from '../list-filters';

const t = countryAnalysisRequests;

/** The columns a list's search matches by product name. */
export const COUNTRY_ANALYSIS_NAME_COLUMNS = [t.productName];

/** Country-analysis requests (`GET /country-analyses/manage/list`, the queue): findKindPage with their country. */
export function findCountryAnalysisRequests(
  options: RequestListOptions<CountryAnalysisListQuery>,
): Promise<ListPage<CountryAnalysisListItem>> {
  const { locale } = options;
  return findKindPage({
    ...options,
    kind: 'country_analysis',
    productNames: COUNTRY_ANALYSIS_NAME_COLUMNS,
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
    },
    toItem: (row): CountryAnalysisListItem => ({
      id: row.id,
      number: row.number,
      status: row.status as ShortApplicationStatus,
      country: { code: row.countryCode, name: getCountryName(row.countryCode, locale) },
      product_name: row.productName,
      hs_product_item: row.hsProductItem,
      has_result: row.resultAttachedAt !== null,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    }),
  });
}
