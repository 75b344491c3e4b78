import { ADMIN_CHAT_VIEWS, type AdminChatView } from '@portal/contract';
import { readOneOf, readPage, readSearch } from '../../../components/back-office/list-query';

/** The back office's chat (issue 29 §3): the inbox, a conversation, the canned answers. */
export const CHAT_INBOX_PATH = '/admin/chat';
export const CANNED_ANSWERS_PATH = '/admin/chat/canned-answers';

/** The views of the inbox besides 'all', each a tab. */
export const CHAT_VIEW_TABS = ADMIN_CHAT_VIEWS.filter(
  (view): view is Exclude<AdminChatView, 'all'> => view !== 'all',
);

export type ChatInboxQuery = {
  view: Exclude<AdminChatView, 'all'> | undefined;
  search: string | undefined;
  page: number;
};

/** The inbox's query from the page's address: an unknown view is 'all' rather than a failed page. */
export function readChatInboxQuery(params: URLSearchParams): ChatInboxQuery {
  return {
    view: readOneOf(params, 'view', CHAT_VIEW_TABS),
    search: readSearch(params),
    page: readPage(params),
  };
}
