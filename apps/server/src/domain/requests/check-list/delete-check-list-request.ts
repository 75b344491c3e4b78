import type { Database } from '@portal/db';
import type { UserRow } from '../../users/get-user';
import { deleteDraftRequest } from '../delete-draft-request';

/** `DELETE /profile/check-list/manage/{id}`: a draft market-analysis request (deleteDraftRequest). */
export function deleteCheckListRequest(options: { db: Database; user: UserRow; id: string }): Promise<void> {
  return deleteDraftRequest({ ...options, kind: 'check_list' });
}
