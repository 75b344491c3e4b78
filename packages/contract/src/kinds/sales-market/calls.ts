import {
  changeAdminSalesMarketStatus,
  getAdminSalesMarket,
  listAdminSalesMarket,
} from './back-office-endpoints';

/** The back office's calls of the kind that every kind has (decision 044): its queue, its page and a move. */
export const SALES_MARKET_CALLS = {
  backOfficeList: listAdminSalesMarket,
  backOfficeGet: getAdminSalesMarket,
  backOfficeMove: changeAdminSalesMarketStatus,
} as const;
