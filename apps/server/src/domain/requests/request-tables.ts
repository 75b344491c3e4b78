import {
  assistantRequests,
  checkListRequests,
  countryAnalysisRequests,
  salesMarketApplications,
  serviceOrders,
} from '@portal/db';
import type { RequestKind } from '@portal/contract';

/** The table of each request kind; all share the columns the status machinery uses. */
export const REQUEST_TABLES = {
  sales_market: salesMarketApplications,
  check_list: checkListRequests,
  country_analysis: countryAnalysisRequests,
  assistant: assistantRequests,
  service_order: serviceOrders,
} as const satisfies Record<RequestKind, unknown>;

export type RequestTable = (typeof REQUEST_TABLES)[RequestKind];
