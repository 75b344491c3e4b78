import type { CheckListListItem, EndpointData, endpoints, PaginationMeta } from '@portal/contract';
import { useChecklistTranslation } from '../../i18n/checklist';
import { useLocale } from '../../i18n/use-locale';
import { KindListFilters, KindListHeading, KindRequestList } from '../shared/kind-list';
import {
  changedColumn,
  numberColumn,
  productColumn,
  statusColumn,
} from '../../components/requests/request-columns';
import { ExtraFilterSelect } from '../../components/requests/request-filters';
import type { RequestListColumn } from '../../components/requests/request-list';
import { hasActiveCheckListFilters, type CheckListFilterValues } from './check-list-filters';
import { summarizeCountries } from './country-names';

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

  const columns: RequestListColumn<CheckListListItem>[] = [
    numberColumn(t('list.number')),
    productColumn('check_list', t('list.product'), locale),
    { key: 'category', header: t('list.category'), cell: (row) => row.category.name },
    {
      key: 'countries',
      header: t('list.countries'),
      cell: (row) => {
        const { names, more } = summarizeCountries(row.target_countries, locale);
        return more > 0 ? `${names} +${more}` : names;
      },
    },
    statusColumn('check_list', t('list.status')),
    changedColumn(t('list.changed'), locale),
  ];

  return (
    <>
      <KindListHeading kind="check_list" createHref={CREATE_PATH} isDeleted={isDeleted} t={t} />
      <KindListFilters kind="check_list" values={filters} hasExtraFilters={filters.category !== ''}>
        <ExtraFilterSelect
          name="category"
          label={t('filters.category')}
          value={filters.category}
          anyLabel={t('filters.anyCategory')}
          options={categories.map((category) => ({ value: category.code, label: category.name }))}
          testId="filter-category"
        />
      </KindListFilters>
      <KindRequestList
        kind="check_list"
        rows={items}
        columns={columns}
        meta={meta}
        isFiltered={hasActiveCheckListFilters(filters)}
        t={t}
        textSection="list"
        resetLabel={t('filters.reset')}
        create={{ href: CREATE_PATH, label: t('list.create') }}
        hasDraftActions
      />
    </>
  );
}
