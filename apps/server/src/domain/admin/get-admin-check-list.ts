import { allowedMoves, type AdminCheckList, type ApiLocale } from '@portal/contract';
import type { Database } from '@portal/db';
import { getCheckListRequest } from '../requests/check-list/get-check-list-request';
import { findStatusHistory } from '../requests/find-status-history';
import type { BackOfficeScope } from '../requests/request-scope';
import { getRequestCompany } from './get-request-company';

/**
 * `GET /admin/check-list/{id}`: any company's market-analysis request, drafts included, with
 * its company, its history and the moves a manager may make now.
 */
export async function getAdminCheckList(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<AdminCheckList> {
  const { db, scope, id, locale } = options;
  const { company } = await getRequestCompany({ db, scope, kind: 'check_list', id });
  const [request, history] = await Promise.all([
    getCheckListRequest({ db, scope, id, locale }),
    findStatusHistory({ db, scope, kind: 'check_list', requestId: id, locale }),
  ]);
  return {
    request,
    company,
    history,
    allowed_moves: allowedMoves('check_list', request.status, 'manager'),
  };
}
