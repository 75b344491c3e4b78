import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminChatListItem, AdminChatView, PaginationMeta } from '@portal/contract';
import { ChatUnreadBadge } from '../../../components/chat/chat-unread-badge';
import { useChatEvents } from '../../../components/chat/chat-stream';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { useChatTranslation } from '../../../i18n/chat';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { CANNED_ANSWERS_PATH, CHAT_INBOX_PATH, CHAT_VIEW_TABS, type ChatInboxQuery } from './chat-query';

/** The inbox (decision 045): every conversation, then by view; found by words. */
export const CHAT_INBOX_LIST = defineList({
  path: CHAT_INBOX_PATH,
  testId: 'chat-inbox',
  tabs: { param: 'view', values: CHAT_VIEW_TABS, hasAll: true },
  filters: ['search'],
});

/** A burst of messages reads the list once. */
const REFRESH_AFTER_MS = 400;

/** The list read again when the stream says a conversation moved (a message, a read, an assignment). */
function useLiveInbox(streamId: number) {
  const { revalidate } = useRevalidator();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useChatEvents((event) => {
    if (event.event === 'typing' || event.event === 'ready' || event.event === 'unread') return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void revalidate(), REFRESH_AFTER_MS);
  }, streamId);
}

/** The last message in a line: who wrote it (the office's say so), its text or 'File'. */
function LastMessage({ item }: { item: AdminChatListItem }) {
  const { t } = useChatTranslation();
  const last = item.last_message;
  if (!last) return <span className="text-muted">{t('inbox.noMessages')}</span>;
  return (
    <span className="line-clamp-2 break-words" data-testid="chat-inbox-preview">
      {last.side === 'office' && <span className="font-semibold text-muted">{t('inbox.fromOffice')} </span>}
      {last.text || <span className="italic">{t('inbox.fileOnly')}</span>}
    </span>
  );
}

/**
 * /admin/chat (issue 29 §3): the conversations, those waiting for an answer first (the API's
 * order), on tabs all, unanswered, mine and unassigned with their counts; found by company,
 * EDRPOU, e-mail or words. Each row: the company, the last message, since when it waits, the
 * unread count and the assignee. Live: the list is read again as messages come.
 */
export function ChatInboxPage({
  query,
  items,
  meta,
  counts,
  stream_id: streamId,
}: {
  query: ChatInboxQuery;
  items: readonly AdminChatListItem[];
  meta: PaginationMeta;
  counts: Record<AdminChatView, number>;
  stream_id: number;
}) {
  const { t } = useChatTranslation();
  const locale = useLocale();
  useLiveInbox(streamId);
  return (
    <BackOfficeListPage
      list={CHAT_INBOX_LIST}
      query={query}
      counts={counts}
      headingAside={
        <LocalizedLink
          to={CANNED_ANSWERS_PATH}
          className="self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-testid="chat-canned-link"
        >
          {t('inbox.cannedLink')}
        </LocalizedLink>
      }
      texts={{
        title: t('inbox.title'),
        lead: t('inbox.lead'),
        tabsLabel: t('inbox.tabsLabel'),
        tabLabel: (view) => t(`inbox.tabs.${view as AdminChatView}`),
        found: t('inbox.found', { count: meta.total }),
        empty: t('inbox.empty'),
      }}
      search={{ label: t('inbox.search'), hint: t('inbox.searchHint') }}
      rows={items}
      meta={meta}
      columns={[
        {
          key: 'company',
          header: t('inbox.columns.company'),
          isRowLink: true,
          cell: (item) => (
            <span
              className="flex flex-col gap-1"
              data-testid="chat-inbox-row"
              data-unanswered={item.unanswered}
            >
              <span className="flex items-center gap-2">
                <span>{item.company.name}</span>
                <ChatUnreadBadge count={item.unread} className="sm:hidden" />
              </span>
              <span className="text-sm font-normal text-muted">
                {t('inbox.edrpou', { code: item.company.edrpou_code })}
              </span>
              {/* Phones show the row in this one column: the others do not fit 375 px. */}
              <span className="text-sm font-normal text-ink sm:hidden">
                <LastMessage item={item} />
              </span>
              {item.unanswered && item.waiting_since && (
                <span className="text-sm font-semibold text-red-800 md:hidden">
                  {t('inbox.columns.waiting')}: {formatDateTime(item.waiting_since, locale)}
                </span>
              )}
            </span>
          ),
        },
        {
          key: 'last',
          header: t('inbox.columns.lastMessage'),
          cell: (item) => <LastMessage item={item} />,
          className: 'hidden sm:table-cell max-w-80',
        },
        {
          key: 'waiting',
          header: t('inbox.columns.waiting'),
          cell: (item) =>
            item.unanswered && item.waiting_since ? (
              <span className="font-semibold text-red-800" data-testid="chat-inbox-waiting">
                {formatDateTime(item.waiting_since, locale)}
              </span>
            ) : (
              <span className="text-muted">{t('inbox.answered')}</span>
            ),
          className: 'hidden md:table-cell',
        },
        {
          key: 'unread',
          header: t('inbox.columns.unread'),
          cell: (item) => (
            <span data-testid="chat-inbox-unread" data-count={item.unread}>
              {item.unread > 0 ? t('inbox.unreadCount', { count: item.unread }) : '—'}
            </span>
          ),
          className: 'hidden sm:table-cell whitespace-nowrap',
        },
        {
          key: 'assignee',
          header: t('inbox.columns.assignee'),
          cell: (item) => item.assignee?.name ?? <span className="text-muted">{t('inbox.nobody')}</span>,
          className: 'hidden lg:table-cell',
        },
      ]}
    />
  );
}
