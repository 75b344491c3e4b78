import { Link, useLocation } from 'react-router';
import {
  SHORT_APPLICATION_STATUSES,
  type CountryAnalysisListItem,
  type PaginationMeta,
} from '@portal/contract';
import { ButtonLink, buttonClasses } from '../../../components/ui/button-link';
import { PageHeading } from '../../../components/ui/page-heading';
import { buildPageHref, Pagination } from '../../../components/ui/pagination';
import { DeleteDraftButton } from '../../../components/requests/delete-draft-button';
import { DraftRowActions } from '../../../components/requests/draft-row-actions';
import { EmptyState } from '../../../components/requests/empty-state';
import { RequestFilters } from '../../../components/requests/request-filters';
import type { RequestFilterValues } from '../../../components/requests/request-filters-query';
import { RequestList, type RequestListColumn } from '../../../components/requests/request-list';
import { titleOfRequest } from '../../../components/requests/request-title';
import { StatusBadge } from '../../../components/requests/status-badge';
import { useAdvisoryTranslation } from '../../../i18n/advisory';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate } from '../../../lib/format';
import { getCountryAnalysisPath } from './country-analysis-paths';

export type CountryAnalysisListPageProps = {
  filters: RequestFilterValues;
  isFiltered: boolean;
  items: CountryAnalysisListItem[];
  meta: PaginationMeta;
  isDeleted: boolean;
};

/** The form sits behind the subscription gate (spec §6): a company without one lands on the offer. */
const CREATE_PATH = '/profile/pro-services/analysis/create';

/**
 * /profile/analysis-applications (spec §2): the company's country-analysis requests, shorter status
 * set (spec §4), whether the finished analysis is there. Reading needs no subscription (decision
 * 028). A draft offers to go on with it or delete it.
 */
export function CountryAnalysisListPage({
  filters,
  isFiltered,
  items,
  meta,
  isDeleted,
}: CountryAnalysisListPageProps) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();
  const location = useLocation();

  const columns: RequestListColumn<CountryAnalysisListItem>[] = [
    {
      key: 'number',
      header: t('list.number'),
      cell: (row) => <span className="tabular-nums">{row.number}</span>,
      className: 'w-16 whitespace-nowrap',
    },
    {
      key: 'product',
      header: t('list.product'),
      cell: (row) =>
        titleOfRequest(
          {
            kind: 'country_analysis',
            number: row.number,
            status: row.status,
            productName: row.product_name,
            contactName: null,
            createdAt: row.created_at,
          },
          locale,
        ),
      isRowLink: true,
    },
    { key: 'country', header: t('list.country'), cell: (row) => row.country.name },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => <StatusBadge status={row.status} list="short" />,
      className: 'whitespace-nowrap',
    },
    {
      key: 'result',
      header: t('list.result'),
      cell: (row) =>
        row.has_result ? (
          <span className="font-semibold text-green-800">{t('list.resultReady')}</span>
        ) : (
          <span className="text-muted">{t('list.resultWaiting')}</span>
        ),
      className: 'whitespace-nowrap',
    },
    {
      key: 'changed',
      header: t('list.changed'),
      cell: (row) => (
        <time dateTime={row.status_changed_at}>{formatDate(row.status_changed_at, locale)}</time>
      ),
      className: 'whitespace-nowrap',
    },
  ];

  const empty = isFiltered ? (
    <EmptyState
      title={t('list.noMatchTitle')}
      text={t('list.noMatchText')}
      testId="country-analysis-no-match"
    >
      <Link to={location.pathname} className={buttonClasses('outline')}>
        {t('list.reset')}
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} testId="country-analysis-empty">
      <ButtonLink to={CREATE_PATH}>{t('list.create')}</ButtonLink>
    </EmptyState>
  );

  return (
    <>
      <PageHeading title={t('list.title')} lead={t('list.lead')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <ButtonLink to={CREATE_PATH} data-testid="country-analysis-create">
          {t('list.create')}
        </ButtonLink>
        <LocalizedLink
          to="/profile/application-statuses"
          className="text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t('list.statusesLink')}
        </LocalizedLink>
      </div>
      {isDeleted && (
        <p
          role="status"
          className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-[15px] font-semibold text-green-900"
          data-testid="country-analysis-deleted"
        >
          {t('list.deleted')}
        </p>
      )}
      <RequestFilters
        statuses={SHORT_APPLICATION_STATUSES}
        list="short"
        values={filters}
        showClassification={false}
        className="mb-6"
      />
      {meta.total > 0 && (
        <p className="mb-3 text-[15px] font-semibold text-muted" data-testid="country-analysis-count">
          {t('list.found', { count: meta.total })}
        </p>
      )}
      <RequestList
        rows={items}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={(row) => getCountryAnalysisPath(row.id)}
        caption={t('list.caption')}
        empty={empty}
        getRowActions={(row) =>
          row.status === 'created' ? (
            <DraftRowActions kind="country_analysis" id={row.id} number={row.number}>
              <DeleteDraftButton kind="country_analysis" id={row.id} number={row.number} isFromList />
            </DraftRowActions>
          ) : null
        }
        testId="country-analysis-list"
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
