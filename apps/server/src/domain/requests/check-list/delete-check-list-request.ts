import { and, eq } from 'drizzle-orm';
import { checkListRequests, requestStatusChanges, type Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../users/get-user';
import { assertCanFileRequests, getCompanyIdOfUser } from '../company-of-user';
import { checkListScope } from './get-check-list-request';

/**
 * `DELETE /profile/check-list/manage/{id}` (decision 014 §3): only a draft (`created`) may be
 * deleted (409 `request.not_deletable`), with its history; another company's answers 404.
 */
export async function deleteCheckListRequest(options: {
  db: Database;
  user: UserRow;
  id: string;
}): Promise<void> {
  const { db, user, id } = options;
  assertCanFileRequests(user);
  const companyId = await getCompanyIdOfUser(db, user.id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: checkListRequests.status })
      .from(checkListRequests)
      .where(checkListScope(id, companyId))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (row.status !== 'created') throw new AppError('conflict', 'request.not_deletable');
    await tx.delete(checkListRequests).where(eq(checkListRequests.id, id));
    await tx
      .delete(requestStatusChanges)
      .where(and(eq(requestStatusChanges.kind, 'check_list'), eq(requestStatusChanges.requestId, id)));
  });
}
