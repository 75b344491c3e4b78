import { salesMarketApplications } from '@portal/db';
import type { SalesMarketListItem, SalesMarketListQuery } from '@portal/contract';
import type { RequestListOptions } from '../kinds/request-kind';
import { findKindPage, type ListPage } from '../list-filters';
import { computeRowProgress } from './sales-market-progress';

const t = salesMarketApplications;

/** The columns a list's search matches by product name. */
export const SALES_MARKET_NAME_COLUMNS = [t.productNameUk, t.productNameEn];

/**
 * Export applications (`GET /profile/sales-market`, the queue): findKindPage with their progress.
 * The company and date conditions ride the index (company_id, created_at desc).
 */
export function findSalesMarketApplications(
  options: RequestListOptions<SalesMarketListQuery>,
): Promise<ListPage<SalesMarketListItem>> {
  const { locale } = options;
  return findKindPage({
    ...options,
    kind: 'sales_market',
    productNames: SALES_MARKET_NAME_COLUMNS,
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
    },
    toItem: (row): SalesMarketListItem => ({
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
    }),
  });
}
