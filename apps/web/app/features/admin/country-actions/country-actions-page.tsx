import type { AdminCountryAction, GeoCountryGroup, PaginationMeta } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useCountryActionsTranslation } from '../../../i18n/countryActions';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, formatDateRange, formatNumber } from '../../../lib/format';
import { pickNameWithLang } from '../../../lib/localized-name';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import {
  COUNTRY_ACTIONS_PATH,
  COUNTRY_ACTION_WHENS,
  toCountryOptions,
  whenOf,
  type CountryActionsQuery,
  type CountryActionWhen,
} from './country-action-form';
import { WhenTag } from './when-tag';

/** The country actions' list (decision 045): all, upcoming and past; filtered by country. */
export const COUNTRY_ACTIONS_LIST = defineList({
  path: COUNTRY_ACTIONS_PATH,
  testId: 'country-actions',
  tabs: { param: 'when', values: COUNTRY_ACTION_WHENS, hasAll: true },
  filters: ['country'],
});

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
  const countryOptions = toCountryOptions(countries, new Intl.Collator(locale === 'ua' ? 'uk' : 'en'));
  return (
    <BackOfficeListPage
      list={COUNTRY_ACTIONS_LIST}
      query={{ when: query.when, country: query.geo_country_id }}
      texts={{
        title: tAdmin('nav.countryActions'),
        lead: t('list.lead'),
        newLabel: t('list.new'),
        newTestId: 'country-action-new',
        tabsLabel: t('list.tabsLabel'),
        tabLabel: (when) => (when === 'all' ? t('list.all') : t(`list.tabs.${when as CountryActionWhen}`)),
        filtersLabel: t('list.filtersLabel'),
        found: t('list.found', { count: meta.total }),
        empty: t('list.empty'),
      }}
      filters={[
        {
          name: 'country',
          type: 'select',
          label: t('list.country'),
          options: [{ value: '', label: t('list.anyCountry') }, ...countryOptions],
        },
      ]}
      rows={items}
      meta={meta}
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
  );
}
