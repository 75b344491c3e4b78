import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PaginationMeta } from '@portal/contract';
import { ButtonLink } from '../ui/button-link';
import { DataTable, type DataTableColumn } from '../ui/data-table';
import { buildPageHref, Pagination } from '../ui/pagination';
import { useAdminTranslation } from '../../i18n/admin';
import { FilterTabs } from './filter-tabs';
import { FilterField, ListFilters } from './list-filters';
import {
  buildListTabs,
  buildResetHref,
  isListFiltered,
  pickKept,
  type ListDeclaration,
  type ListQueryValues,
} from './list-declaration';
import { AdminPageHeading } from './page-heading';
import { SearchForm } from './search-form';

type FilterFieldProps = Parameters<typeof FilterField>[0];

/** The words of a list page, in the page's language. */
export type ListTexts = {
  title: string;
  lead: string;
  /** The table's caption when it differs from the title. */
  caption?: string;
  /** The 'new record' button: none, no button. */
  newLabel?: string;
  newTestId?: string;
  tabsLabel?: string;
  /** A tab's name by its value (`all` for the 'All' tab). */
  tabLabel?: (value: string) => string;
  filtersLabel?: string;
  /** 'Found 12': none, the list shows no total. */
  found?: string;
  empty: ReactNode;
};

type ListPageProps<Row> = {
  list: ListDeclaration;
  query: ListQueryValues;
  texts: ListTexts;
  counts?: Readonly<Partial<Record<string, number>>>;
  /** A text search as its own form (the value is `query.search`). */
  search?: { label: string; hint: string };
  /** The fields of the filter form, each named as one of the declaration's filters. */
  filters?: readonly Omit<FilterFieldProps, 'value'>[];
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  /** A row's editor; `${path}/${id}` unless said. */
  getRowHref?: (row: Row) => string;
  /** The API's page: none, the list is whole and has no paging. */
  meta?: PaginationMeta;
  /** Beside the title instead of the 'new' button: a link to the list's settings. */
  headingAside?: ReactNode;
  /** Under the heading: what narrows the list from elsewhere (one company's records) and the way back. */
  notice?: ReactNode;
};

/**
 * A back-office list page drawn from its declaration (issue 26 §2): heading with the 'new' button,
 * tabs with their counts, the search or the filters (GET forms: every view has an address and
 * works without script), the total, the table whose rows open their editors, and the paging.
 */
export function BackOfficeListPage<Row extends { id: number | string }>({
  list,
  query,
  texts,
  counts,
  search,
  filters,
  rows,
  columns,
  getRowHref = (row) => `${list.path}/${row.id}`,
  meta,
  headingAside,
  notice,
}: ListPageProps<Row>) {
  const { t } = useAdminTranslation();
  const location = useLocation();
  const tabs = buildListTabs(list, query, texts.tabLabel ?? String, counts);
  const kept = pickKept(list, query);
  const resetTo = buildResetHref(list, query);
  return (
    <>
      <AdminPageHeading
        title={texts.title}
        lead={texts.lead}
        breadcrumbs={[{ label: t('nav.dashboard'), to: '/admin' }, { label: texts.title }]}
        aside={
          headingAside ??
          (texts.newLabel && (
            <ButtonLink to={`${list.path}/new`} className="self-start" data-testid={texts.newTestId}>
              {texts.newLabel}
            </ButtonLink>
          ))
        }
      />
      {notice}
      {tabs.length > 0 && (
        <FilterTabs label={texts.tabsLabel ?? texts.title} tabs={tabs} testId={`${list.testId}-tabs`} />
      )}
      {search && (
        <SearchForm
          label={search.label}
          hint={search.hint}
          value={query.search === undefined ? undefined : String(query.search)}
          keep={kept}
          clearTo={resetTo}
        />
      )}
      {filters && filters.length > 0 && (
        <ListFilters
          label={texts.filtersLabel ?? texts.title}
          keep={kept}
          resetTo={resetTo}
          isFiltered={isListFiltered(list, query)}
          testId={`${list.testId}-filters`}
        >
          {filters.map((filter) => {
            const value = query[filter.name];
            return (
              <FilterField
                key={filter.name}
                {...filter}
                value={value === undefined ? undefined : String(value)}
              />
            );
          })}
        </ListFilters>
      )}
      {texts.found !== undefined && (
        <p className="mb-3 text-[15px] text-muted" role="status" data-testid={`${list.testId}-total`}>
          {texts.found}
        </p>
      )}
      <DataTable
        caption={texts.caption ?? texts.title}
        isCaptionHidden
        rows={rows}
        getRowKey={(row) => String(row.id)}
        getRowHref={getRowHref}
        testId={`${list.testId}-table`}
        empty={texts.empty}
        columns={columns}
      />
      {meta && (
        <Pagination
          page={meta.current_page}
          pageCount={meta.last_page}
          getHref={(page) => buildPageHref(location, page)}
          className="mt-6"
        />
      )}
    </>
  );
}
