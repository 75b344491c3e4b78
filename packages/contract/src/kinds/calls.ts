import type { RequestKind } from './registry';
import { ASSISTANT_CALLS } from './assistant/calls';
import { CHECK_LIST_CALLS } from './check-list/calls';
import { COUNTRY_ANALYSIS_CALLS } from './country-analysis/calls';
import { SALES_MARKET_CALLS } from './sales-market/calls';
import { SERVICE_ORDER_CALLS } from './service-order/calls';

/**
 * The calls every request kind has, by kind (decision 044): one line per kind. The server
 * registers the back office's queue, page and move from it once for every kind; the web's shared
 * back-office pages call them without naming a kind.
 */
export const REQUEST_KIND_CALLS = {
  sales_market: SALES_MARKET_CALLS,
  check_list: CHECK_LIST_CALLS,
  country_analysis: COUNTRY_ANALYSIS_CALLS,
  assistant: ASSISTANT_CALLS,
  service_order: SERVICE_ORDER_CALLS,
} as const satisfies Record<RequestKind, unknown>;
