import { checkListRequests, salesMarketApplications } from '@portal/db';
import type { RequestKind } from '@portal/contract';

/** The table of each request kind; both share the columns the status machinery uses. */
export const REQUEST_TABLES = {
  sales_market: salesMarketApplications,
  check_list: checkListRequests,
} as const satisfies Record<RequestKind, unknown>;

export type RequestTable = (typeof REQUEST_TABLES)[RequestKind];
