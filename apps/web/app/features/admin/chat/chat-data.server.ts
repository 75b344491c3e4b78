import { randomUUID } from 'node:crypto';
import { endpoints } from '@portal/contract';
import { readBefore } from '../../../components/chat/chat-paths';
import { buildChatSendHandlers } from '../../../components/chat/chat-send.server';
import { readPostedForm } from '../../../lib/forms/posted-file.server';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { notFound, readRecord } from '../../../lib/read-record.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { CHAT_INBOX_PATH, readChatInboxQuery } from './chat-query';

/** The assignee form's intent and field. */
export const ASSIGN_INTENT = 'assign';
export const ASSIGNEE_FIELD = 'user_id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A conversation's id from the address; anything else is this page's 404. */
function toConversationId(id: string | undefined): string {
  if (!id || !UUID.test(id)) notFound();
  return id.toLowerCase();
}

/** /admin/chat: a page of the inbox in its view, found by words. */
export async function loadChatInbox(input: RouteInput) {
  const query = readChatInboxQuery(new URL(input.request.url).searchParams);
  const inbox = await serverApi(input).call(endpoints.listAdminChats, {
    query: { view: query.view ?? 'all', page: query.page, ...(query.search ? { search: query.search } : {}) },
  });
  return { query, ...inbox };
}

/**
 * /admin/chat/{id}: the conversation with the company's card (the latest page or the one before
 * `?before=`), the office's people to assign it to, the canned answers, and the key of the first
 * answer the composer sends.
 */
export async function loadChatConversation(input: RouteInput, id: string | undefined) {
  const conversationId = toConversationId(id);
  const before = readBefore(new URL(input.request.url).searchParams);
  const api = serverApi(input);
  const [conversation, staff, canned] = await Promise.all([
    readRecord(() =>
      api.call(endpoints.getAdminChat, {
        params: { id: conversationId },
        query: before ? { before } : {},
      }),
    ),
    api.call(endpoints.listStaff),
    api.call(endpoints.listCannedAnswers),
  ]);
  return {
    conversation,
    staff: staff.items,
    canned: canned.items,
    before: before ?? null,
    clientId: randomUUID(),
  };
}

/** An answer (`sendAdminChatMessage`, its file uploaded first), and the conversation's assignee. */
export async function buildConversationHandlers(request: Request, id: string | undefined) {
  const conversationId = toConversationId(id);
  const posted = await readPostedForm(request);
  const locale = getLocaleFromPath(new URL(request.url).pathname);
  const params = { id: conversationId };
  return {
    ...buildChatSendHandlers({
      posted,
      send: (api, body) => api.call(endpoints.sendAdminChatMessage, { params, body }),
      redirectTo: `${localizePath(`${CHAT_INBOX_PATH}/${conversationId}`, locale)}#chat`,
    }),
    [ASSIGN_INTENT]: defineFormHandler<{ assigned: true }>({
      fields: { [ASSIGNEE_FIELD]: 'text' },
      async submit({ api, values }) {
        const chosen = values[ASSIGNEE_FIELD];
        const userId = typeof chosen === 'string' && chosen !== '' ? chosen : null;
        await api.call(endpoints.assignAdminChat, { params, body: { user_id: userId } });
        return { data: { assigned: true } };
      },
    }),
  };
}
