import { useLocation } from 'react-router';
import { APPLICATION_STATUSES, type PaginationMeta, type SalesMarketListItem } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { PageHeading } from '../../components/ui/page-heading';
import { DraftRowActions } from '../../components/requests/draft-row-actions';
import { EmptyState } from '../../components/requests/empty-state';
import { formatDate } from '../../lib/format';
import { ProgressBar } from '../../components/requests/progress-bar';
import { RequestFilters } from '../../components/requests/request-filters';
import { hasActiveFilters, type RequestFilterValues } from '../../components/requests/request-filters-query';
import { RequestList, type RequestListColumn } from '../../components/requests/request-list';
import { titleOfRequest } from '../../components/requests/request-title';
import { StatusBadge } from '../../components/requests/status-badge';
import { DeleteDraftButton } from '../shared/delete-draft-button';

export type SalesMarketListPageProps = {
  filters: RequestFilterValues;
  items: SalesMarketListItem[];
  meta: PaginationMeta;
};

/**
 * /profile/market (spec §2): the company's export applications with filters and pages. A draft
 * is named by its product, or by its contact and day until it has one, and offers to go on with
 * it or delete it (issue 13 §6).
 */
export function SalesMarketListPage({ filters, items, meta }: SalesMarketListPageProps) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const location = useLocation();
  const isDeleted = new URLSearchParams(location.search).get('deleted') === '1';

  const columns: RequestListColumn<SalesMarketListItem>[] = [
    {
      key: 'number',
      header: t('market.list.number'),
      cell: (row) => <span className="font-semibold tabular-nums">{row.number}</span>,
      className: 'w-20 whitespace-nowrap',
    },
    {
      key: 'product',
      header: t('market.list.product'),
      isRowLink: true,
      cell: (row) => (
        <>
          <span className="sr-only">{t('market.numberShort', { number: row.number })} </span>
          {titleOfRequest(
            {
              kind: 'sales_market',
              number: row.number,
              status: row.status,
              productName: row.product_name,
              contactName: row.contact_name,
              createdAt: row.created_at,
            },
            locale,
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('market.list.status'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={row.status} list="full" />
          <span className="text-sm text-muted">
            {t('market.list.since')}{' '}
            <time dateTime={row.status_changed_at}>{formatDate(row.status_changed_at, locale)}</time>
          </span>
        </div>
      ),
    },
    {
      key: 'created',
      header: t('market.list.created'),
      cell: (row) => <time dateTime={row.created_at}>{formatDate(row.created_at, locale)}</time>,
      className: 'whitespace-nowrap',
    },
    {
      key: 'progress',
      header: t('market.list.progress'),
      cell: (row) => (
        <ProgressBar
          value={row.progress}
          label={t('market.progressOf', { number: row.number })}
          isLabelVisible={false}
          size="sm"
          testId="row-progress"
        />
      ),
      className: 'w-32',
    },
  ];

  const isFiltered = hasActiveFilters(filters);
  return (
    <>
      <PageHeading title={t('market.list.title')} lead={t('market.list.lead')} />
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] text-muted" data-testid="sales-market-total">
          {t('market.list.total', { count: meta.total })}
        </p>
        <ButtonLink to="/profile/market/create" data-testid="sales-market-create">
          {t('market.list.create')}
        </ButtonLink>
      </div>
      {isDeleted && (
        <p
          role="status"
          className="mb-5 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-[15px] font-semibold text-green-800"
        >
          {t('market.detail.deleted')}
        </p>
      )}
      <RequestFilters statuses={APPLICATION_STATUSES} list="full" values={filters} className="mb-6" />
      <RequestList
        rows={items}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={(row) => `/profile/market/${row.id}`}
        caption={t('market.list.caption')}
        getRowActions={(row) =>
          row.status === 'created' ? (
            <DraftRowActions kind="sales_market" id={row.id} number={row.number}>
              <DeleteDraftButton kind="sales_market" id={row.id} number={row.number} isFromList />
            </DraftRowActions>
          ) : null
        }
        testId="sales-market-list"
        empty={
          isFiltered ? (
            <EmptyState
              title={t('market.list.emptyFilteredTitle')}
              text={t('market.list.emptyFilteredText')}
              testId="sales-market-empty"
            />
          ) : (
            <EmptyState
              title={t('market.list.emptyTitle')}
              text={t('market.list.emptyText')}
              testId="sales-market-empty"
            >
              <ButtonLink to="/profile/market/create">{t('market.list.create')}</ButtonLink>
            </EmptyState>
          )
        }
      />
      <Pagination
        className="mt-6"
        page={meta.current_page}
        pageCount={meta.last_page}
        getHref={(page) => buildPageHref(location, page)}
      />
    </>
  );
}
