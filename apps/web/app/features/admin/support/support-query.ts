import {
  ADMIN_SUPPORT_VIEWS,
  SUPPORT_TOPICS,
  type AdminSupportView,
  type SupportTopic,
} from '@portal/contract';
import { readOneOf, readPage, readSearch } from '../../../components/back-office/list-query';

/** The back office's messages to support (issue 29 §4). */
export const SUPPORT_MESSAGES_PATH = '/admin/support';

export type SupportMessagesQuery = {
  view: AdminSupportView;
  topic: SupportTopic | undefined;
  search: string | undefined;
  page: number;
};

/**
 * The list's query from the page's address. Unanswered is the default tab: that is the managers'
 * work. A value the API would refuse (an unknown view or topic) is dropped rather than failing the page.
 */
export function readSupportMessagesQuery(params: URLSearchParams): SupportMessagesQuery {
  return {
    view: readOneOf(params, 'view', ADMIN_SUPPORT_VIEWS) ?? 'unanswered',
    topic: readOneOf(params, 'topic', SUPPORT_TOPICS),
    search: readSearch(params),
    page: readPage(params),
  };
}
