import type { Database } from '@portal/db';
import type { UserRow } from '../../users/get-user';
import { deleteDraftRequest } from '../delete-draft-request';

/** `DELETE /profile/sales-market/manage/{id}`: a draft export application (deleteDraftRequest). */
export function deleteSalesMarketApplication(options: {
  db: Database;
  user: UserRow;
  id: string;
}): Promise<void> {
  return deleteDraftRequest({ ...options, kind: 'sales_market' });
}
