import type { CountryAnalysisListItem, PaginationMeta } from '@portal/contract';
import { KindListFilters, KindListHeading, KindRequestList } from '../shared/kind-list';
import {
  changedColumn,
  numberColumn,
  productColumn,
  statusColumn,
} from '../../components/requests/request-columns';
import type { RequestFilterValues } from '../../components/requests/request-filters-query';
import type { RequestListColumn } from '../../components/requests/request-list';
import { useAdvisoryTranslation } from '../../i18n/advisory';
import { useLocale } from '../../i18n/use-locale';

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

  const columns: RequestListColumn<CountryAnalysisListItem>[] = [
    numberColumn(t('list.number')),
    productColumn('country_analysis', t('list.product'), locale),
    { key: 'country', header: t('list.country'), cell: (row) => row.country.name },
    statusColumn('country_analysis', t('list.status')),
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
    changedColumn(t('list.changed'), locale),
  ];

  return (
    <>
      <KindListHeading kind="country_analysis" createHref={CREATE_PATH} isDeleted={isDeleted} t={t} />
      <KindListFilters kind="country_analysis" values={filters} />
      <KindRequestList
        kind="country_analysis"
        rows={items}
        columns={columns}
        meta={meta}
        isFiltered={isFiltered}
        t={t}
        textSection="list"
        resetLabel={t('list.reset')}
        create={{ href: CREATE_PATH, label: t('list.create') }}
        hasDraftActions
      />
    </>
  );
}
