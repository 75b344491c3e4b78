import { randomUUID } from 'node:crypto';
import { endpoints } from '@portal/contract';
import { buildChatSendHandlers } from '../../components/chat/chat-send.server';
import { readPostedForm } from '../../lib/forms/posted-file.server';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { serverApi, type RouteInput } from '../../lib/server-api.server';
import { readBefore } from '../../components/chat/chat-paths';

/** The company's conversation with the office (issue 29 §1). */
export const CHAT_PATH = '/profile/chat';

/**
 * /profile/chat: the company's conversation, the latest page or the one before `?before=` (the
 * 'Earlier messages' link without script), and the key of the first message the composer sends.
 */
export async function loadChatPage(input: RouteInput) {
  const before = readBefore(new URL(input.request.url).searchParams);
  const history = await serverApi(input).call(endpoints.getChat, { query: before ? { before } : {} });
  return { history, before: before ?? null, clientId: randomUUID() };
}

/** 'Send' (`sendChatMessage`, its file through `uploadAttachment` first); without script, back to the page. */
export async function buildChatHandlers(request: Request) {
  const posted = await readPostedForm(request);
  const locale = getLocaleFromPath(new URL(request.url).pathname);
  return buildChatSendHandlers({
    posted,
    send: (api, body) => api.call(endpoints.sendChatMessage, { body }),
    redirectTo: `${localizePath(CHAT_PATH, locale)}#chat`,
  });
}
