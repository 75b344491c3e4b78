import { checkListRequests } from '@portal/db';
import type { ApiLocale, CheckListData, CheckListRequest } from '@portal/contract';
import {
  moveRequestStatus,
  recordRequestCreation,
  sendStatusChangeMail,
  type StatusChanged,
} from '../change-request-status';
import { actorOfScope, assertCanFileRequests, companyOfScope } from '../../access/scope';
import type { RequestWriteContext } from '../request-writer';
import { assertRequestReferences } from '../validate-request-references';
import { checkListReferences, toCheckListColumns } from './check-list-columns';
import { getCheckListRequest } from './get-check-list-request';

/**
 * `POST /profile/check-list/manage` (decision 014 §3): a market-analysis request of the caller's
 * company in one step. It is created, and by default submitted (`created → accepted`) in the
 * same transaction, so its history holds both; `submit: false` keeps a draft. Only an approved
 * company may file (403); every reference is checked against the database (422).
 */
export async function createCheckListRequest(
  context: RequestWriteContext & { body: CheckListData; locale: ApiLocale },
): Promise<CheckListRequest> {
  const { db, scope, ip, body, locale } = context;
  assertCanFileRequests(scope.user);
  const companyId = companyOfScope(scope);
  await assertRequestReferences(db, checkListReferences(body));
  const actor = actorOfScope(scope, ip);
  const now = new Date();

  const { id, change } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checkListRequests)
      .values({
        ...toCheckListColumns(body),
        companyId,
        createdBy: scope.user.id,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: checkListRequests.id });
    const requestId = row!.id;
    await recordRequestCreation(tx, { kind: 'check_list', requestId, actor, at: now });
    let moved: StatusChanged | null = null;
    if (body.submit ?? true) {
      moved = await moveRequestStatus(tx, {
        kind: 'check_list',
        requestId,
        to: 'accepted',
        scope,
        ip,
      });
    }
    return { id: requestId, change: moved };
  });
  if (change) await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getCheckListRequest({ db, scope, id, locale });
}
