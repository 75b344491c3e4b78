import { Link, useLocation } from 'react-router';
import {
  exporterRequestPath,
  SHORT_APPLICATION_STATUSES,
  type AssistantListItem,
  type PaginationMeta,
} from '@portal/contract';
import { buttonClasses } from '../../../components/ui/button-link';
import { PageHeading, ProfileSection } from '../../../components/ui/page-heading';
import { buildPageHref, Pagination } from '../../../components/ui/pagination';
import { EmptyState } from '../../../components/requests/empty-state';
import { RequestFilters } from '../../../components/requests/request-filters';
import type { RequestFilterValues } from '../../../components/requests/request-filters-query';
import { RequestList, type RequestListColumn } from '../../../components/requests/request-list';
import { StatusBadge } from '../../../components/requests/status-badge';
import { useAdvisoryTranslation } from '../../../i18n/advisory';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate } from '../../../lib/format';
import { AssistantForm } from './assistant-form';

export type AssistancePageProps = {
  filters: RequestFilterValues;
  isFiltered: boolean;
  items: AssistantListItem[];
  meta: PaginationMeta;
};

/**
 * /profile/assistance (spec §2, DOMAIN.md 'Assistance'): the form that asks the office's assistant
 * for help, and below it the company's requests with their statuses (the shorter set). Open to
 * every approved company; no subscription needed.
 */
export function AssistancePage({ filters, isFiltered, items, meta }: AssistancePageProps) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();
  const location = useLocation();

  const columns: RequestListColumn<AssistantListItem>[] = [
    {
      key: 'number',
      header: t('assistance.number'),
      cell: (row) => <span className="tabular-nums">{row.number}</span>,
      className: 'w-16 whitespace-nowrap',
    },
    { key: 'topic', header: t('assistance.topicColumn'), cell: (row) => row.topic.name, isRowLink: true },
    {
      key: 'excerpt',
      header: t('assistance.description'),
      cell: (row) => <span className="line-clamp-2">{row.excerpt}</span>,
    },
    {
      key: 'channel',
      header: t('assistance.channelColumn'),
      cell: (row) => row.preferred_channel.name,
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: t('assistance.status'),
      cell: (row) => <StatusBadge status={row.status} list="short" />,
      className: 'whitespace-nowrap',
    },
    {
      key: 'changed',
      header: t('assistance.changed'),
      cell: (row) => (
        <time dateTime={row.status_changed_at}>{formatDate(row.status_changed_at, locale)}</time>
      ),
      className: 'whitespace-nowrap',
    },
  ];

  const empty = isFiltered ? (
    <EmptyState
      title={t('assistance.noMatchTitle')}
      text={t('assistance.noMatchText')}
      testId="assistant-no-match"
    >
      <Link to={location.pathname} className={buttonClasses('outline')}>
        {t('assistance.reset')}
      </Link>
    </EmptyState>
  ) : (
    <EmptyState
      title={t('assistance.emptyTitle')}
      text={t('assistance.emptyText')}
      testId="assistant-empty"
    />
  );

  return (
    <>
      <PageHeading title={t('assistance.title')} lead={t('assistance.lead')} />
      <div className="flex flex-col gap-8">
        <ProfileSection id="assistant-new" title={t('assistance.formTitle')} testId="assistant-new">
          <AssistantForm initial={null} submitLabel={t('assistance.submit')} />
        </ProfileSection>
        <section aria-labelledby="assistant-list-title">
          <h2 id="assistant-list-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
            {t('assistance.listTitle')}
          </h2>
          {(items.length > 0 || isFiltered) && (
            <RequestFilters
              statuses={SHORT_APPLICATION_STATUSES}
              list="short"
              values={filters}
              showClassification={false}
              className="mb-6"
            />
          )}
          {meta.total > 0 && (
            <p className="mb-3 text-[15px] font-semibold text-muted" data-testid="assistant-count">
              {t('assistance.found', { count: meta.total })}
            </p>
          )}
          <RequestList
            rows={items}
            columns={columns}
            getRowKey={(row) => row.id}
            getRowHref={(row) => exporterRequestPath('assistant', row.id)}
            caption={t('assistance.caption')}
            empty={empty}
            testId="assistant-list"
          />
          <Pagination
            className="mt-6"
            page={meta.current_page}
            pageCount={meta.last_page}
            getHref={(page) => buildPageHref(location, page)}
          />
        </section>
      </div>
    </>
  );
}
