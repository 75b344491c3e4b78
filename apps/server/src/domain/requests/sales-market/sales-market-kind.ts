import { sql } from 'drizzle-orm';
import {
  REQUEST_KIND_INFO,
  type SalesMarketApplication,
  type SalesMarketListItem,
  type SalesMarketListQuery,
} from '@portal/contract';
import { REQUEST_TABLES } from '../request-tables';
import { SALES_MARKET_NAME_COLUMNS, findSalesMarketApplications } from './find-sales-market-applications';
import { getSalesMarketApplication } from './get-sales-market-application';
import type { RequestKindModule } from '../kinds/request-kind';
import { getAdminSalesMarket } from './get-admin-sales-market';

const table = REQUEST_TABLES.sales_market;

/**
 * Export applications (spec §7 `/profile/sales-market/*`, decision 014): two steps (the contact
 * person, then the product), the full status set, a PDF, shared contacts and a rating.
 */
export const salesMarketKind: RequestKindModule<
  'sales_market',
  SalesMarketListItem,
  SalesMarketListQuery,
  SalesMarketApplication
> = {
  kind: 'sales_market',
  info: REQUEST_KIND_INFO.sales_market,
  table,
  titleOf: (row) => ({ uk: row.productNameUk ?? '', en: row.productNameEn ?? '' }),
  productNameColumns: SALES_MARKET_NAME_COLUMNS,
  allApplicationsColumns: {
    // An export application without an English name shows the Ukrainian one, and the other way round.
    title: (locale) =>
      locale === 'en'
        ? sql<string>`coalesce(nullif(${table.productNameEn}, ''), ${table.productNameUk})`
        : sql<string>`coalesce(nullif(${table.productNameUk}, ''), ${table.productNameEn})`,
    // Its contact person names a draft that has no product yet (issue 13 §6).
    contactName: sql<string | null>`${table.contactName}`,
  },
  find: findSalesMarketApplications,
  get: getSalesMarketApplication,
  readForBackOffice: getAdminSalesMarket,
};
