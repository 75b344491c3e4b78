import {
  ADMIN_SUPPORT_VIEWS,
  SUPPORT_TOPICS,
  type AdminSupportMessage,
  type AdminSupportView,
  type PaginationMeta,
} from '@portal/contract';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { SEARCH_MAX_LENGTH } from '../../../components/back-office/list-query';
import { SupportStateTag } from '../../../components/support/support-parts';
import { useSupportTranslation } from '../../../i18n/support';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { SUPPORT_MESSAGES_PATH, type SupportMessagesQuery } from './support-query';

/**
 * The support messages' list (decision 045): tabs unanswered (the default: the managers' work),
 * answered and all, each with its count; a topic and words narrow it.
 */
export const SUPPORT_MESSAGES_LIST = defineList({
  path: SUPPORT_MESSAGES_PATH,
  testId: 'support-messages',
  tabs: { param: 'view', values: ADMIN_SUPPORT_VIEWS },
  filters: ['topic', 'search'],
});

/**
 * /admin/support (issue 29 §4): messages to support, unanswered first (oldest first, as the API
 * orders them), found by topic and by name, e-mail, subject or words; each row with when it came,
 * who sent it, its topic, subject and state, opening the message.
 */
export function SupportMessagesPage({
  query,
  items,
  meta,
  counts,
}: {
  query: SupportMessagesQuery;
  items: readonly AdminSupportMessage[];
  meta: PaginationMeta;
  counts: Record<AdminSupportView, number>;
}) {
  const { t } = useSupportTranslation();
  const locale = useLocale();
  const topicOf = (message: AdminSupportMessage) =>
    message.topic ? t(`topics.${message.topic}`) : t('history.noTopic');
  return (
    <BackOfficeListPage
      list={SUPPORT_MESSAGES_LIST}
      query={query}
      counts={counts}
      texts={{
        title: t('admin.title'),
        lead: t('admin.lead'),
        tabsLabel: t('admin.tabsLabel'),
        tabLabel: (view) => t(`admin.tabs.${view as AdminSupportView}`),
        filtersLabel: t('admin.filtersLabel'),
        found: t('admin.found', { count: meta.total }),
        empty: t('admin.empty'),
      }}
      filters={[
        {
          name: 'topic',
          type: 'select',
          label: t('admin.topic'),
          options: [
            { value: '', label: t('admin.anyTopic') },
            ...SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) })),
          ],
        },
        {
          name: 'search',
          type: 'search',
          label: t('admin.search'),
          hint: t('admin.searchHint'),
          maxLength: SEARCH_MAX_LENGTH,
        },
      ]}
      rows={items}
      meta={meta}
      columns={[
        {
          key: 'received',
          header: t('admin.columns.received'),
          isRowLink: true,
          cell: (message) => (
            <span className="flex flex-col">
              <span className="whitespace-nowrap">{formatDateTime(message.created_at, locale)}</span>
              {/* Phones show the row in this one column: the others do not fit 375 px. */}
              <span className="flex flex-col items-start gap-1 text-sm font-normal text-ink sm:hidden">
                <span className="break-words">{message.name}</span>
                <span>{message.subject || topicOf(message)}</span>
                <SupportStateTag isAnswered={message.answer !== null} />
              </span>
            </span>
          ),
        },
        {
          key: 'sender',
          header: t('admin.columns.sender'),
          cell: (message) => (
            <span className="flex flex-col">
              <span>{message.name}</span>
              <span className="text-sm break-words text-muted">{message.email}</span>
            </span>
          ),
          className: 'hidden sm:table-cell',
        },
        {
          key: 'topic',
          header: t('admin.columns.topic'),
          cell: topicOf,
          className: 'hidden md:table-cell',
        },
        {
          key: 'subject',
          header: t('admin.columns.subject'),
          cell: (message) => message.subject || t('history.noSubject'),
          className: 'hidden lg:table-cell',
        },
        {
          key: 'state',
          header: t('admin.columns.state'),
          cell: (message) => <SupportStateTag isAnswered={message.answer !== null} />,
          className: 'hidden sm:table-cell',
        },
      ]}
    />
  );
}
