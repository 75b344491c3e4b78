import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  exporterRequestPath,
  statusesOf,
  statusListOf,
  type ApplicationStatus,
  type PaginationMeta,
  type RequestKind,
} from '@portal/contract';
import { ButtonLink, buttonClasses } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { LocalizedLink } from '../../i18n/localized-link';
import { DeleteDraftButton } from './delete-draft-button';
import { DraftRowActions } from '../../components/requests/draft-row-actions';
import { EmptyState } from '../../components/requests/empty-state';
import type { KindTexts } from '../../components/requests/kind-texts';
import { RequestFilters } from '../../components/requests/request-filters';
import type { RequestFilterValues } from '../../components/requests/request-filters-query';
import { kindTestId } from '../../components/requests/request-kind-ids';
import { RequestList, type RequestListColumn } from '../../components/requests/request-list';
import { SuccessNotice } from '../../components/requests/success-notice';

/**
 * The head of a kind's own list page (spec §2): its title, 'create' and the way to the statuses'
 * explanation, and the notice after a draft was deleted from it.
 */
export function KindListHeading({
  kind,
  createHref,
  isDeleted,
  t,
}: {
  kind: RequestKind;
  createHref: string;
  isDeleted: boolean;
  t: KindTexts<`list.${'title' | 'lead' | 'create' | 'statusesLink' | 'deleted'}`>;
}) {
  return (
    <>
      <PageHeading title={t('list.title')} lead={t('list.lead')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <ButtonLink to={createHref} data-testid={kindTestId(kind, 'create')}>
          {t('list.create')}
        </ButtonLink>
        <LocalizedLink
          to="/profile/application-statuses"
          className="text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t('list.statusesLink')}
        </LocalizedLink>
      </div>
      {isDeleted && <SuccessNotice testId={kindTestId(kind, 'deleted')}>{t('list.deleted')}</SuccessNotice>}
    </>
  );
}

/** The filters of a kind's list, by its status set (spec §4), without the classification. */
export function KindListFilters({
  kind,
  values,
  hasExtraFilters,
  children,
}: {
  kind: RequestKind;
  values: RequestFilterValues;
  hasExtraFilters?: boolean;
  children?: ReactNode;
}) {
  return (
    <RequestFilters
      statuses={statusesOf(kind)}
      list={statusListOf(kind)}
      values={values}
      showClassification={false}
      {...(hasExtraFilters === undefined ? {} : { hasExtraFilters })}
      className="mb-6"
    >
      {children}
    </RequestFilters>
  );
}

/** What the list reads of the kind's catalogue, under its section (`list.found`, `assistance.found`). */
type ListTextKey = 'found' | 'caption' | 'noMatchTitle' | 'noMatchText' | 'emptyTitle' | 'emptyText';

/**
 * A kind's requests below its filters: how many were found, the rows (each opens the request's
 * page; a draft offers to go on or to delete it, issue 13 §6), what an empty list says — the way
 * back from filters that match nothing, or to the first request — and the pages.
 */
export function KindRequestList<
  Row extends { id: string; number: number; status: ApplicationStatus },
  Section extends string,
>({
  kind,
  rows,
  columns,
  meta,
  isFiltered,
  t,
  textSection,
  resetLabel,
  create,
  hasDraftActions = false,
}: {
  kind: RequestKind;
  rows: readonly Row[];
  columns: readonly RequestListColumn<Row>[];
  meta: PaginationMeta;
  isFiltered: boolean;
  t: KindTexts<`${NoInfer<Section>}.${ListTextKey}`>;
  /** The section of the catalogue that holds the list's texts. */
  textSection: Section;
  /** The way back from filters that match nothing ('Скинути фільтри'). */
  resetLabel: string;
  /** The empty list's way to the first request; none where the form is on the page itself. */
  create?: { href: string; label: string };
  hasDraftActions?: boolean;
}) {
  const location = useLocation();
  const text = (key: ListTextKey, options?: { count: number }) => t(`${textSection}.${key}`, options);
  const empty = isFiltered ? (
    <EmptyState title={text('noMatchTitle')} text={text('noMatchText')} testId={kindTestId(kind, 'no-match')}>
      <Link to={location.pathname} className={buttonClasses('outline')}>
        {resetLabel}
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title={text('emptyTitle')} text={text('emptyText')} testId={kindTestId(kind, 'empty')}>
      {create && <ButtonLink to={create.href}>{create.label}</ButtonLink>}
    </EmptyState>
  );
  const draftActions = (row: Row) =>
    row.status === 'created' ? (
      <DraftRowActions kind={kind} id={row.id} number={row.number}>
        <DeleteDraftButton kind={kind} id={row.id} number={row.number} isFromList />
      </DraftRowActions>
    ) : null;

  return (
    <>
      {meta.total > 0 && (
        <p className="mb-3 text-[15px] font-semibold text-muted" data-testid={kindTestId(kind, 'count')}>
          {text('found', { count: meta.total })}
        </p>
      )}
      <RequestList
        rows={rows}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={(row) => exporterRequestPath(kind, row.id)}
        caption={text('caption')}
        empty={empty}
        {...(hasDraftActions ? { getRowActions: draftActions } : {})}
        testId={kindTestId(kind, 'list')}
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
