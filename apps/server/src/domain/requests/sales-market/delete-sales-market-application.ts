import { and, eq } from 'drizzle-orm';
import { requestStatusChanges, salesMarketApplications, type Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../users/get-user';
import { assertCanFileRequests, getCompanyIdOfUser } from '../company-of-user';
import { salesMarketScope } from './get-sales-market-application';

/**
 * `DELETE /profile/sales-market/manage/{id}` (decision 014 §3): only a draft (`created`) may be
 * deleted (409 `request.not_deletable`), with its history; another company's answers 404.
 */
export async function deleteSalesMarketApplication(options: {
  db: Database;
  user: UserRow;
  id: string;
}): Promise<void> {
  const { db, user, id } = options;
  assertCanFileRequests(user);
  const companyId = await getCompanyIdOfUser(db, user.id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: salesMarketApplications.status })
      .from(salesMarketApplications)
      .where(salesMarketScope(id, companyId))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (row.status !== 'created') throw new AppError('conflict', 'request.not_deletable');
    await tx.delete(salesMarketApplications).where(eq(salesMarketApplications.id, id));
    await tx
      .delete(requestStatusChanges)
      .where(and(eq(requestStatusChanges.kind, 'sales_market'), eq(requestStatusChanges.requestId, id)));
  });
}
