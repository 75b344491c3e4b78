import type { AdminCheckList, ApiLocale } from '@portal/contract';
import type { Database } from '@portal/db';
import { checkListKind } from '../requests/kinds';
import type { BackOfficeScope } from '../access/scope';
import { readBackOfficeRequest } from './read-back-office-request';

/** `GET /admin/check-list/{id}`: a market-analysis request as the back office reads any request. */
export function getAdminCheckList(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<AdminCheckList> {
  return readBackOfficeRequest(checkListKind, options);
}
