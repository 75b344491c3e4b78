import { useLocation } from 'react-router';
import type { AdminCountryAction, GeoCountryGroup, PaginationMeta } from '@portal/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useCountryActionsTranslation } from '../../../i18n/countryActions';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, formatDateRange, formatNumber } from '../../../lib/format';
import { pickNameWithLang } from '../../../lib/localized-name';
import { buildListHref } from '../../../components/back-office/list-query';
import { FilterField, ListFilters } from '../../../components/back-office/list-filters';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import {
  COUNTRY_ACTIONS_PATH,
  COUNTRY_ACTION_WHENS,
  toCountryOptions,
  whenOf,
  type CountryActionsQuery,
} from './country-action-form';
import { WhenTag } from './when-tag';

/**
 * /admin/country-actions: every event in the importing countries, the latest start first, with
 * its country, format, title in the page's language, dates, last day to apply and number of
 * participants; filtered by upcoming or past and by country. Each row opens its editor.
 */
export function CountryActionsPage({
  query,
  countries,
  today,
  items,
  meta,
}: {
  query: CountryActionsQuery;
  countries: readonly GeoCountryGroup[];
  today: string;
  items: readonly AdminCountryAction[];
  meta: PaginationMeta;
}) {
  const { t } = useCountryActionsTranslation();
  const { t: tAdmin } = useAdminTranslation();
  const locale = useLocale();
  const location = useLocation();
  const title = tAdmin('nav.countryActions');
  const country = query.geo_country_id === undefined ? undefined : String(query.geo_country_id);
  const countryOptions = toCountryOptions(countries, new Intl.Collator(locale === 'ua' ? 'uk' : 'en'));
  const tabs = [
    {
      key: 'all',
      label: t('list.all'),
      to: buildListHref(COUNTRY_ACTIONS_PATH, { country }),
      isCurrent: query.when === undefined,
    },
    ...COUNTRY_ACTION_WHENS.map((when) => ({
      key: when,
      label: t(`list.tabs.${when}`),
      to: buildListHref(COUNTRY_ACTIONS_PATH, { when, country }),
      isCurrent: query.when === when,
    })),
  ];
  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('list.lead')}
        breadcrumbs={[{ label: tAdmin('nav.dashboard'), to: '/admin' }, { label: title }]}
        aside={
          <ButtonLink
            to={`${COUNTRY_ACTIONS_PATH}/new`}
            className="self-start"
            data-testid="country-action-new"
          >
            {t('list.new')}
          </ButtonLink>
        }
      />
      <FilterTabs label={t('list.tabsLabel')} tabs={tabs} testId="country-actions-tabs" />
      <ListFilters
        label={t('list.filtersLabel')}
        keep={{ when: query.when }}
        resetTo={buildListHref(COUNTRY_ACTIONS_PATH, { when: query.when })}
        isFiltered={country !== undefined}
        testId="country-actions-filters"
      >
        <FilterField
          name="country"
          type="select"
          label={t('list.country')}
          value={country}
          options={[{ value: '', label: t('list.anyCountry') }, ...countryOptions]}
        />
      </ListFilters>
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="country-actions-total">
        {t('list.found', { count: meta.total })}
      </p>
      <DataTable
        caption={title}
        isCaptionHidden
        rows={items}
        getRowKey={(action) => String(action.id)}
        getRowHref={(action) => `${COUNTRY_ACTIONS_PATH}/${action.id}`}
        testId="country-actions-table"
        empty={t('list.empty')}
        columns={[
          {
            key: 'title',
            header: t('list.columns.title'),
            isRowLink: true,
            cell: (action) => {
              const name = pickNameWithLang(action.title, locale);
              return (
                <span className="flex flex-col">
                  <span lang={name.lang} className="break-words">
                    {name.text}
                  </span>
                  <span className="text-sm font-normal text-muted">
                    {t(`kinds.${action.kind}`)}
                    <span className="sm:hidden">
                      {' · '}
                      {action.country.name}
                      {' · '}
                      {t('list.participantsCount', { count: action.participants })}
                    </span>
                  </span>
                </span>
              );
            },
          },
          {
            key: 'country',
            header: t('list.columns.country'),
            cell: (action) => action.country.name,
            className: 'hidden sm:table-cell',
          },
          {
            key: 'dates',
            header: t('list.columns.dates'),
            cell: (action) => (
              <span className="flex flex-col gap-1">
                <span className="sm:whitespace-nowrap">
                  {formatDateRange(action.starts_on, action.ends_on, locale)}
                </span>
                <WhenTag when={whenOf(action, today)} />
              </span>
            ),
          },
          {
            key: 'apply-by',
            header: t('list.columns.applyBy'),
            cell: (action) =>
              action.apply_by === null ? (
                <span className="text-muted">{t('list.untilStart')}</span>
              ) : (
                formatDate(action.apply_by, locale)
              ),
            className: 'hidden md:table-cell whitespace-nowrap',
          },
          {
            key: 'participants',
            header: t('list.columns.participants'),
            cell: (action) => formatNumber(action.participants, locale),
            className: 'hidden sm:table-cell text-right tabular-nums',
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
