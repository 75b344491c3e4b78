import {
  ADMIN_CATALOG_SERVICE_STATES,
  type AdminCatalogServiceListItem,
  type AdminServiceCategory,
  type PaginationMeta,
} from '@portal/contract';
import { useAdminCatalogTranslation } from '../../../i18n/adminCatalog';
import { useLocale } from '../../../i18n/use-locale';
import { formatMoney, formatNumber } from '../../../lib/format';
import { pickName, pickNameWithLang } from '../../../lib/localized-name';
import { SEARCH_MAX_LENGTH } from '../../../components/back-office/list-query';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import { SERVICES_PATH, type ServicesQuery } from './catalog-form';

/** The services' list (decision 045): all, published and drafts; filtered by category and title. */
export const SERVICES_LIST = defineList({
  path: SERVICES_PATH,
  testId: 'services',
  tabs: { param: 'state', values: ADMIN_CATALOG_SERVICE_STATES, hasAll: true },
  filters: ['category_id', 'search'],
});

/**
 * /admin/catalog/services: every service of the catalogue on tabs of all, published and drafts
 * (each with its count), filtered by category and a part of the title; each row with its
 * category, provider, price, form version, state and orders, and opening its editor.
 */
export function ServicesPage({
  query,
  items,
  meta,
  counts,
  categories,
}: {
  query: ServicesQuery;
  items: readonly AdminCatalogServiceListItem[];
  meta: PaginationMeta;
  counts: { published: number; draft: number };
  categories: readonly AdminServiceCategory[];
}) {
  const { t } = useAdminCatalogTranslation();
  const locale = useLocale();
  return (
    <BackOfficeListPage
      list={SERVICES_LIST}
      query={query}
      counts={counts}
      texts={{
        title: t('services.title'),
        lead: t('services.lead'),
        newLabel: t('services.new'),
        newTestId: 'service-new',
        tabsLabel: t('services.tabsLabel'),
        tabLabel: (state) => t(`services.tabs.${state as 'all' | 'published' | 'draft'}`),
        filtersLabel: t('services.filtersLabel'),
        found: t('services.found', { count: meta.total }),
        empty: t('services.empty'),
      }}
      filters={[
        {
          name: 'search',
          type: 'search',
          label: t('services.search'),
          hint: t('services.searchHint'),
          maxLength: SEARCH_MAX_LENGTH,
        },
        {
          name: 'category_id',
          type: 'select',
          label: t('services.category'),
          options: [
            { value: '', label: t('services.anyCategory') },
            ...categories.map((category) => ({
              value: String(category.id),
              label: pickName(category.name, locale),
            })),
          ],
        },
      ]}
      rows={items}
      meta={meta}
      columns={[
        {
          key: 'title',
          header: t('services.columns.title'),
          isRowLink: true,
          cell: (service) => {
            const title = pickNameWithLang(service.title, locale);
            return (
              <span className="flex min-w-0 flex-col">
                <span lang={title.lang} className="break-words">
                  {title.text}
                </span>
                <span className="text-sm font-normal text-muted">
                  {pickName(service.category.name, locale)}
                  {' · '}
                  {service.partner ? pickName(service.partner.name, locale) : t('services.office')}
                  {service.subscription_required && ` · ${t('services.forSubscribers')}`}
                </span>
              </span>
            );
          },
        },
        {
          key: 'price',
          header: t('services.columns.price'),
          cell: (service) =>
            service.price_minor === null
              ? t('services.free')
              : formatMoney(service.price_minor / 100, 'UAH', locale),
          className: 'hidden sm:table-cell whitespace-nowrap text-right tabular-nums',
        },
        {
          key: 'form',
          header: t('services.columns.form'),
          cell: (service) =>
            service.form_version === null ? (
              <span className="text-muted">{t('services.noForm')}</span>
            ) : (
              t('services.formVersion', { version: service.form_version })
            ),
          className: 'hidden md:table-cell whitespace-nowrap',
        },
        {
          key: 'state',
          header: t('services.columns.state'),
          cell: (service) => <PublicationTag publishedAt={service.published_at} />,
        },
        {
          key: 'orders',
          header: t('services.columns.orders'),
          cell: (service) => formatNumber(service.orders_count, locale),
          className: 'hidden sm:table-cell text-right tabular-nums',
        },
      ]}
    />
  );
}
