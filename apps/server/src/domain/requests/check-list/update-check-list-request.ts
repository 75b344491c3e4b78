import { eq } from 'drizzle-orm';
import { checkListRequests } from '@portal/db';
import {
  isEditableByExporter,
  type ApiLocale,
  type CheckListData,
  type CheckListRequest,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { moveRequestStatus, sendStatusChangeMail, type StatusChanged } from '../change-request-status';
import { assertCanFileRequests, recordInScope } from '../../access/scope';
import type { RequestWriteContext } from '../request-writer';
import { assertRequestReferences } from '../validate-request-references';
import { checkListReferences, toCheckListColumns } from './check-list-columns';
import { getCheckListRequest } from './get-check-list-request';

/**
 * `POST /profile/check-list/manage/{id}` (decision 014 §3): replaces the request's content while
 * it is `created` or `in_finalization` (409 `request.not_editable` otherwise) and by default
 * submits it (`→ accepted`) in the same transaction, mailing the exporter after the commit.
 */
export async function updateCheckListRequest(
  context: RequestWriteContext & { id: string; body: CheckListData; locale: ApiLocale },
): Promise<CheckListRequest> {
  const { db, scope, id, body, locale } = context;
  assertCanFileRequests(scope.user);

  const change = await db.transaction(async (tx): Promise<StatusChanged | null> => {
    const [row] = await tx
      .select({ status: checkListRequests.status })
      .from(checkListRequests)
      .where(recordInScope(checkListRequests, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!isEditableByExporter(row.status)) throw new AppError('conflict', 'request.not_editable');
    await assertRequestReferences(tx, checkListReferences(body));
    await tx
      .update(checkListRequests)
      .set({ ...toCheckListColumns(body), updatedAt: new Date() })
      .where(eq(checkListRequests.id, id));
    if (!(body.submit ?? true)) return null;
    return moveRequestStatus(tx, {
      kind: 'check_list',
      requestId: id,
      to: 'accepted',
      scope,
      ip: context.ip,
      expectedFrom: row.status,
    });
  });
  if (change) await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getCheckListRequest({ db, scope, id, locale });
}
