import { Link, useLocation } from 'react-router';
import {
  SHORT_APPLICATION_STATUSES,
  type CheckListListItem,
  type EndpointData,
  type endpoints,
  type PaginationMeta,
} from '@portal/contract';
import { ButtonLink, buttonClasses } from '../../../components/ui/button-link';
import { buildPageHref, Pagination } from '../../../components/ui/pagination';
import { useChecklistTranslation } from '../../../i18n/checklist';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate } from '../../../lib/format';
import { PageHeading } from '../../../components/ui/page-heading';
import { DraftRowActions } from '../../../components/requests/draft-row-actions';
import { EmptyState } from '../../../components/requests/empty-state';
import { ExtraFilterSelect, RequestFilters } from '../../../components/requests/request-filters';
import { RequestList, type RequestListColumn } from '../../../components/requests/request-list';
import { titleOfRequest } from '../../../components/requests/request-title';
import { StatusBadge } from '../../../components/requests/status-badge';
import { hasActiveCheckListFilters, type CheckListFilterValues } from './check-list-filters';
import { summarizeCountries } from './country-names';
import { DeleteDraftButton } from '../../../components/requests/delete-draft-button';

export type CheckListListPageProps = {
  filters: CheckListFilterValues;
  items: CheckListListItem[];
  meta: PaginationMeta;
  categories: EndpointData<typeof endpoints.listCheckListCategories>;
  isDeleted: boolean;
};

const CREATE_PATH = '/profile/check-list/create';

/**
 * /profile/check-list (spec §2): the company's market-analysis requests, short status set (spec
 * §4). A draft offers to go on with it or delete it (issue 13 §6).
 */
export function CheckListListPage({ filters, items, meta, categories, isDeleted }: CheckListListPageProps) {
  const { t } = useChecklistTranslation();
  const locale = useLocale();
  const location = useLocation();
  const isFiltered = hasActiveCheckListFilters(filters);

  const columns: RequestListColumn<CheckListListItem>[] = [
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
            kind: 'check_list',
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
    { key: 'category', header: t('list.category'), cell: (row) => row.category.name },
    {
      key: 'countries',
      header: t('list.countries'),
      cell: (row) => {
        const { names, more } = summarizeCountries(row.target_countries, locale);
        return more > 0 ? `${names} +${more}` : names;
      },
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => <StatusBadge status={row.status} list="short" />,
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
    <EmptyState title={t('list.noMatchTitle')} text={t('list.noMatchText')} testId="check-list-no-match">
      <Link to={location.pathname} className={buttonClasses('outline')}>
        {t('filters.reset')}
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} testId="check-list-empty">
      <ButtonLink to={CREATE_PATH}>{t('list.create')}</ButtonLink>
    </EmptyState>
  );

  return (
    <>
      <PageHeading title={t('list.title')} lead={t('list.lead')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <ButtonLink to={CREATE_PATH} data-testid="check-list-create">
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
          data-testid="check-list-deleted"
        >
          {t('list.deleted')}
        </p>
      )}
      <RequestFilters
        statuses={SHORT_APPLICATION_STATUSES}
        list="short"
        values={filters}
        showClassification={false}
        hasExtraFilters={filters.category !== ''}
        className="mb-6"
      >
        <ExtraFilterSelect
          name="category"
          label={t('filters.category')}
          value={filters.category}
          anyLabel={t('filters.anyCategory')}
          options={categories.map((category) => ({ value: category.code, label: category.name }))}
          testId="filter-category"
        />
      </RequestFilters>
      {meta.total > 0 && (
        <p className="mb-3 text-[15px] font-semibold text-muted" data-testid="check-list-count">
          {t('list.found', { count: meta.total })}
        </p>
      )}
      <RequestList
        rows={items}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={(row) => `/profile/check-list/${row.id}`}
        caption={t('list.caption')}
        empty={empty}
        getRowActions={(row) =>
          row.status === 'created' ? (
            <DraftRowActions kind="check_list" id={row.id} number={row.number}>
              <DeleteDraftButton kind="check_list" id={row.id} number={row.number} isFromList />
            </DraftRowActions>
          ) : null
        }
        testId="check-list-list"
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
