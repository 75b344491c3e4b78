import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  exporterRequestPath,
  REQUEST_KIND_INFO,
  REQUEST_KINDS,
  statusListOf,
  type AllApplicationsItem,
  type PaginationMeta,
  type RequestKind,
} from '@portal/contract';
import { ButtonLink, buttonClasses } from '../../components/ui/button-link';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { useChecklistTranslation } from '../../i18n/checklist';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format';
import { capitalizedTextKey, KINDS_OFFERED_FIRST } from '../../request-kinds/registry';
import { DeleteDraftButton } from '../../request-kinds/shared/delete-draft-button';
import { PageHeading } from '../../components/ui/page-heading';
import { DraftRowActions } from '../../components/requests/draft-row-actions';
import { ExtraFilterSelect, RequestFilters } from '../../components/requests/request-filters';
import { RequestList, type RequestListColumn } from '../../components/requests/request-list';
import { titleOfRequest } from '../../components/requests/request-title';
import { StatusBadge } from '../../components/requests/status-badge';
import {
  hasActiveApplicationsFilters,
  statusFilterOf,
  type ApplicationsFilterValues,
} from './applications-filters';
import { EmptyState } from '../../components/requests/empty-state';

/** The kind filter's option of each kind, and the kind's name in a row (the kind's facts, decision 044). */
const kindLabel = (kind: RequestKind) => `applications.kind${capitalizedTextKey(kind)}` as const;

export type ApplicationsPageProps = {
  filters: ApplicationsFilterValues;
  items: AllApplicationsItem[];
  meta: PaginationMeta;
  /** A draft was just deleted from this list (`?deleted=1`). */
  isDeleted: boolean;
  /** A block the route puts above the list (the buyers' requests shared with the company). */
  beforeList?: ReactNode;
};

/**
 * /profile/applications (spec §2): every request of the company, export applications and
 * market-analysis requests together, each with the labels of its own list (spec §4). A draft is
 * named by its product, or by its contact and day until it has one, and offers to go on with it
 * or delete it with its kind's dialog (issue 13 §6).
 */
export function ApplicationsPage({ filters, items, meta, isDeleted, beforeList }: ApplicationsPageProps) {
  const { t } = useChecklistTranslation();
  const locale = useLocale();
  const location = useLocation();
  const isFiltered = hasActiveApplicationsFilters(filters);
  const statusFilter = statusFilterOf(filters.kind);

  const columns: RequestListColumn<AllApplicationsItem>[] = [
    { key: 'kind', header: t('applications.kind'), cell: (row) => t(kindLabel(row.kind)) },
    {
      key: 'number',
      header: t('applications.number'),
      cell: (row) => <span className="tabular-nums">{row.number}</span>,
      className: 'w-16 whitespace-nowrap',
    },
    {
      key: 'title',
      header: t('applications.titleColumn'),
      cell: (row) =>
        titleOfRequest(
          {
            kind: row.kind,
            number: row.number,
            status: row.status,
            productName: row.title,
            contactName: row.contact_name,
            createdAt: row.created_at,
          },
          locale,
        ),
      isRowLink: true,
    },
    {
      key: 'status',
      header: t('applications.status'),
      cell: (row) => <StatusBadge status={row.status} list={statusListOf(row.kind)} />,
      // A long status wraps: the list and its draft actions fit the card (issue 25 §9).
      className: 'min-w-32',
    },
    {
      key: 'changed',
      header: t('applications.changed'),
      cell: (row) => (
        <time dateTime={row.status_changed_at}>{formatDate(row.status_changed_at, locale)}</time>
      ),
      className: 'whitespace-nowrap',
    },
  ];

  const empty = isFiltered ? (
    <EmptyState title={t('list.noMatchTitle')} text={t('list.noMatchText')} testId="applications-no-match">
      <Link to={location.pathname} className={buttonClasses('outline')}>
        {t('filters.reset')}
      </Link>
    </EmptyState>
  ) : (
    <EmptyState
      title={t('applications.emptyTitle')}
      text={t('applications.emptyText')}
      testId="applications-empty"
    >
      {KINDS_OFFERED_FIRST.map(({ kind, label }, index) => (
        <ButtonLink
          key={kind}
          to={`${REQUEST_KIND_INFO[kind].exporterPath}/create`}
          variant={index === 0 ? 'solid' : 'outline'}
        >
          {t(label)}
        </ButtonLink>
      ))}
    </EmptyState>
  );

  return (
    <>
      <PageHeading title={t('applications.title')} lead={t('applications.lead')} />
      <p className="mb-6">
        <LocalizedLink
          to="/profile/application-statuses"
          className="text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t('applications.statusesLink')}
        </LocalizedLink>
      </p>
      {isDeleted && (
        <p
          role="status"
          className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-[15px] font-semibold text-green-900"
          data-testid="applications-deleted"
        >
          {t('list.deleted')}
        </p>
      )}
      {beforeList}
      <RequestFilters
        statuses={statusFilter.statuses}
        list={statusFilter.list}
        values={filters}
        showClassification={false}
        hasExtraFilters={filters.kind !== ''}
        className="mb-6"
      >
        <ExtraFilterSelect
          name="kind"
          label={t('filters.kind')}
          value={filters.kind}
          anyLabel={t('filters.anyKind')}
          options={REQUEST_KINDS.map((kind) => ({ value: kind, label: t(kindLabel(kind)) }))}
          testId="filter-kind"
        />
      </RequestFilters>
      {meta.total > 0 && (
        <p className="mb-3 text-[15px] font-semibold text-muted" data-testid="applications-count">
          {t('applications.found', { count: meta.total })}
        </p>
      )}
      <RequestList
        rows={items}
        columns={columns}
        getRowKey={(row) => `${row.kind}-${row.id}`}
        getRowHref={(row) => exporterRequestPath(row.kind, row.id)}
        caption={t('applications.caption')}
        empty={empty}
        getRowActions={(row) =>
          row.status === 'created' ? (
            <DraftRowActions kind={row.kind} id={row.id} number={row.number}>
              <DeleteDraftButton kind={row.kind} id={row.id} number={row.number} isFromList />
            </DraftRowActions>
          ) : null
        }
        testId="applications-list"
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
