import { useLocation } from 'react-router';
import type { ApplicationStatus, PaginationMeta, RequestKind } from '@portal/contract';
import { getStatusLabel, REQUEST_KIND_INFO } from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import {
  buildListHref,
  countQueueTotal,
  getKindStatuses,
  type QueueQuery,
} from '../../../components/back-office/list-query';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { SearchForm } from '../../../components/back-office/search-form';
import { StatusBadge } from '../../../components/requests/status-badge';
import { webKind } from '../../registry';

/** A queue row: what the kinds' list items share, and what each says of its subject. */
export type QueueItem = {
  id: string;
  number: number;
  status: ApplicationStatus;
  /** Names come in the page's language (the API picks by X-Localization). */
  company_name?: string | undefined;
  status_changed_at: string;
} & (
  | {
      product_name: string;
      /** A market analysis's category. */
      category?: { name: string };
      /** A country analysis's country. */
      country?: { name: string };
    }
  | {
      /** An assistance request: its topic and the start of its question. */
      topic: { name: string };
      excerpt: string;
    }
  | {
      /** An order of a catalogue service: the service as it was named when ordered, and its subject. */
      service: { title: string };
      subject: string;
    }
);

/** What a row says of its request: the product (with a category or a country), or a topic with the start of the question. */
export function describeQueueSubject(item: QueueItem): { main: string; detail: string | undefined } {
  if ('topic' in item) return { main: item.topic.name, detail: item.excerpt || undefined };
  if ('service' in item) return { main: item.service.title, detail: item.subject || undefined };
  return { main: item.product_name, detail: item.category?.name ?? item.country?.name };
}

type QueuePageProps = {
  kind: RequestKind;
  query: QueueQuery;
  items: readonly QueueItem[];
  meta: PaginationMeta;
  counts: Readonly<Record<string, number>>;
};

/**
 * /admin/sales-market, /admin/check-list, /admin/country-analysis and /admin/assistant: a kind's
 * requests by status (with each status's count), searchable by number, product or company;
 * drafts only on their own tab.
 */
export function QueuePage({ kind, query, items, meta, counts }: QueuePageProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const location = useLocation();
  const info = REQUEST_KIND_INFO[kind];
  const facts = webKind(kind);
  const view = { path: info.backOfficePath, list: info.statusList };
  const title = t(`${facts.textKey}.title`);
  const tabs = [
    {
      key: 'all',
      label: t('queue.all'),
      to: buildListHref(view.path, { search: query.search }),
      count: countQueueTotal(counts),
      isCurrent: query.status === undefined,
    },
    ...getKindStatuses(kind).map((status) => ({
      key: status,
      label: getStatusLabel(status, locale, view.list),
      to: buildListHref(view.path, { status, search: query.search }),
      count: counts[status] ?? 0,
      isCurrent: query.status === status,
    })),
  ];
  const filterName = query.status ? getStatusLabel(query.status, locale, view.list) : t('queue.all');
  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t(`${facts.textKey}.lead`)}
        breadcrumbs={[{ label: t('nav.dashboard'), to: '/admin' }, { label: title }]}
      />
      <FilterTabs label={t('queue.tabsLabel')} tabs={tabs} testId="queue-tabs" />
      <SearchForm
        label={t('queue.searchLabel')}
        hint={t('queue.searchHint')}
        value={query.search}
        keep={{ status: query.status }}
        clearTo={buildListHref(view.path, { status: query.status })}
      />
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="queue-total">
        {t('queue.found', { count: meta.total })}
      </p>
      <DataTable
        caption={t('queue.caption', { title, filter: filterName })}
        isCaptionHidden
        rows={items}
        getRowKey={(item) => item.id}
        getRowHref={(item) => `${view.path}/${item.id}`}
        testId="queue-table"
        empty={t('common.nothingFound')}
        columns={[
          {
            key: 'number',
            header: t('queue.columns.number'),
            isRowLink: true,
            cell: (item) => (
              <span className="flex flex-col">
                <span className="whitespace-nowrap">{t('queue.number', { number: item.number })}</span>
                {/* A phone leaves the company's column out: it is read here instead (issue 25 §9). */}
                <span className="text-sm font-normal text-ink sm:hidden" data-testid="queue-row-company">
                  {item.company_name ?? ''}
                </span>
              </span>
            ),
          },
          {
            key: 'company',
            header: t('queue.columns.company'),
            cell: (item) => item.company_name ?? '',
            className: 'hidden sm:table-cell',
          },
          {
            key: 'product',
            header: t(`queue.columns.${facts.queueSubject}`),
            cell: (item) => {
              const subject = describeQueueSubject(item);
              return (
                <span className="flex flex-col">
                  <span>{subject.main}</span>
                  {subject.detail && (
                    <span className="line-clamp-2 text-sm text-muted">{subject.detail}</span>
                  )}
                </span>
              );
            },
            className: 'hidden sm:table-cell',
          },
          {
            key: 'status',
            header: t('queue.columns.status'),
            cell: (item) => (
              <StatusBadge status={item.status} list={view.list} className="sm:whitespace-nowrap" />
            ),
          },
          {
            key: 'changed',
            header: t('queue.columns.changed'),
            cell: (item) => formatDateTime(item.status_changed_at, locale),
            className: 'hidden md:table-cell whitespace-nowrap',
          },
        ]}
      />
      <Pagination
        page={meta.current_page}
        pageCount={meta.last_page}
        getHref={(page) => buildPageHref(location, page)}
        className="mt-6"
      />
    </>
  );
}
