import type { Database } from '@portal/db';
import { deleteDraftRequest } from '../delete-draft-request';
import type { ExporterScope } from '../../access/scope';

/** `DELETE /profile/sales-market/manage/{id}`: a draft export application (deleteDraftRequest). */
export function deleteSalesMarketApplication(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
}): Promise<void> {
  return deleteDraftRequest({ ...options, kind: 'sales_market' });
}
