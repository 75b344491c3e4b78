import type { Database } from '@portal/db';
import { deleteDraftRequest } from '../delete-draft-request';
import type { ExporterScope } from '../../access/scope';

/** `DELETE /profile/check-list/manage/{id}`: a draft market-analysis request (deleteDraftRequest). */
export function deleteCheckListRequest(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
}): Promise<void> {
  return deleteDraftRequest({ ...options, kind: 'check_list' });
}
