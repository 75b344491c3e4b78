import { assistantRequests, type Database } from '@portal/db';
import {
  ASSISTANT_CHANNELS,
  ASSISTANT_TOPICS,
  optionLabel,
  REQUEST_KIND_INFO,
  type ApiLocale,
  type AssistantRequest,
  type ShortApplicationStatus,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { findStatusHistory } from '../find-status-history';
import { getRequestPermissions } from '../request-permissions';
import { recordInScope, type RequestScope } from '../../access/scope';

/**
 * One assistance request (`GET /assistant/{id}`) within the scope, with its history (the
 * managers' answers are its comments): for an exporter another company's request is not found
 * (404, decision 014 §5); for the back office any request.
 */
export async function getAssistantRequest(options: {
  db: Database;
  scope: RequestScope;
  id: string;
  locale: ApiLocale;
}): Promise<AssistantRequest> {
  const { db, scope, id, locale } = options;
  const [row] = await db
    .select()
    .from(assistantRequests)
    .where(recordInScope(assistantRequests, id, scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const history = await findStatusHistory({ db, scope, kind: 'assistant', requestId: id, locale });
  return {
    id: row.id,
    number: row.number,
    // The short status set is all the graph lets an assistance request reach.
    status: row.status as ShortApplicationStatus,
    topic: { code: row.topic, name: optionLabel(ASSISTANT_TOPICS, row.topic, locale) },
    description: row.description,
    preferred_channel: {
      code: row.preferredChannel,
      name: optionLabel(ASSISTANT_CHANNELS, row.preferredChannel, locale),
    },
    preferred_time: row.preferredTime,
    history,
    permissions: getRequestPermissions(REQUEST_KIND_INFO.assistant, {
      status: row.status,
      contentComplete: true,
    }),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    status_changed_at: row.statusChangedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
