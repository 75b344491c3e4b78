import { eq } from 'drizzle-orm';
import { assistantRequests } from '@portal/db';
import type { ApiLocale, AssistantData, AssistantRequest } from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { moveRequestStatus, recordRequestCreation, sendStatusChangeMail } from '../change-request-status';
import { actorOfScope, assertCanFileRequests, companyOfScope, recordInScope } from '../../access/scope';
import type { RequestWriteContext } from '../request-writer';
import { getAssistantRequest } from './get-assistant-request';

type WriteOptions = RequestWriteContext & { body: AssistantData; locale: ApiLocale };

function toAssistantColumns(body: AssistantData) {
  return {
    topic: body.topic,
    description: body.description,
    preferredChannel: body.preferred_channel,
    preferredTime: body.preferred_time ?? '',
  };
}

/**
 * `POST /assistant/store`: an assistance request of the caller's company, created and sent to
 * the managers (`created → accepted`) in one transaction, so its history holds both. Only an
 * approved company may ask (403); no subscription is needed (DOMAIN.md 'Professional services').
 */
export async function createAssistantRequest(context: WriteOptions): Promise<AssistantRequest> {
  const { db, scope, ip, body, locale } = context;
  assertCanFileRequests(scope.user);
  const companyId = companyOfScope(scope);
  const actor = actorOfScope(scope, ip);
  const now = new Date();
  const { id, change } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantRequests)
      .values({
        ...toAssistantColumns(body),
        companyId,
        createdBy: scope.user.id,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: assistantRequests.id });
    const requestId = row!.id;
    await recordRequestCreation(tx, { kind: 'assistant', requestId, actor, at: now });
    const moved = await moveRequestStatus(tx, { kind: 'assistant', requestId, to: 'accepted', scope, ip });
    return { id: requestId, change: moved };
  });
  await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getAssistantRequest({ db, scope, id, locale });
}

/**
 * `POST /assistant/store/{id}`: the exporter answers a manager who asked for more — the request
 * is changed and sent again (`in_finalization → accepted`) in one transaction. In any other
 * status 409 `request.not_editable` (an assistance request is never a draft).
 */
export async function updateAssistantRequest(
  context: WriteOptions & { id: string },
): Promise<AssistantRequest> {
  const { db, scope, id, body, locale } = context;
  assertCanFileRequests(scope.user);
  const change = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: assistantRequests.status })
      .from(assistantRequests)
      .where(recordInScope(assistantRequests, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (row.status !== 'in_finalization') throw new AppError('conflict', 'request.not_editable');
    await tx
      .update(assistantRequests)
      .set({ ...toAssistantColumns(body), updatedAt: new Date() })
      .where(eq(assistantRequests.id, id));
    return moveRequestStatus(tx, {
      kind: 'assistant',
      requestId: id,
      to: 'accepted',
      scope,
      ip: context.ip,
      expectedFrom: row.status,
    });
  });
  await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getAssistantRequest({ db, scope, id, locale });
}
