import { sql } from 'drizzle-orm';
import {
  REQUEST_KIND_INFO,
  type CheckListListItem,
  type CheckListListQuery,
  type CheckListRequest,
} from '@portal/contract';
import { CHECK_LIST_NAME_COLUMNS, findCheckListRequests } from './find-check-list-requests';
import { getCheckListRequest } from './get-check-list-request';
import { REQUEST_TABLES } from '../request-tables';
import type { RequestKindModule } from '../kinds/request-kind';
import { readBackOfficeRequest } from '../../admin/read-back-office-request';

const table = REQUEST_TABLES.check_list;

/**
 * Market-analysis requests (spec §7 `/profile/check-list/*`, decision 014): one step, the
 * shorter status set, filtered by category.
 */
export const checkListKind: RequestKindModule<
  'check_list',
  CheckListListItem,
  CheckListListQuery,
  CheckListRequest
> = {
  kind: 'check_list',
  info: REQUEST_KIND_INFO.check_list,
  table,
  titleOf: (row) => ({ uk: row.productName, en: row.productName }),
  productNameColumns: CHECK_LIST_NAME_COLUMNS,
  allApplicationsColumns: {
    title: () => sql<string>`${table.productName}`,
    // A market-analysis request has no contact person: it is one step, named by its product.
    contactName: sql<string | null>`null::text`,
  },
  find: findCheckListRequests,
  get: getCheckListRequest,
  readForBackOffice: (options) => readBackOfficeRequest(checkListKind, options),
};
