import { Form, Link, useLocation } from 'react-router';
import {
  type CatalogCategory,
  type CatalogServiceCard,
  type PaginationMeta,
  type ServiceOrderListItem,
} from '@portal/contract';
import { INPUT_CLASSES } from '../../components/form/field-parts';
import { changedColumn, numberColumn, statusColumn } from '../../components/requests/request-columns';
import { EmptyState } from '../../components/requests/empty-state';
import { OrdersSection } from '../../components/requests/orders-section';
import { type RequestListColumn } from '../../components/requests/request-list';
import { buttonClasses, ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { useCatalogTranslation } from '../../i18n/catalog';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import {
  CATALOG_PATH,
  CATEGORIES_PATH,
  chipHref,
  CREATE_PATH,
  ORDERS_PAGE_PARAM,
  orderPath,
  type CatalogFilters,
} from './catalog-query';
import { ServiceCard } from './service-card';

export type CatalogPageProps = {
  filters: CatalogFilters;
  services: { items: CatalogServiceCard[]; meta: PaginationMeta };
  categories: CatalogCategory[];
  orders: { items: ServiceOrderListItem[]; meta: PaginationMeta };
};

/** The categories as chips: real links (they work without JavaScript), the chosen one marked. */
function CategoryChips({ filters, categories }: Pick<CatalogPageProps, 'filters' | 'categories'>) {
  const { t } = useCatalogTranslation();
  const chips = [{ slug: '', name: t('catalog.allCategories') }, ...categories];
  return (
    <nav aria-label={t('catalog.categoriesNav')} className="mb-4" data-testid="catalog-categories">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const isCurrent = filters.category === chip.slug;
          return (
            <li key={chip.slug || 'all'}>
              <LocalizedLink
                to={chipHref(filters, chip.slug)}
                aria-current={isCurrent ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-[15px] font-semibold transition-colors',
                  isCurrent
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-brand-900 hover:border-brand-600 hover:bg-brand-50',
                )}
              >
                {chip.name}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Words of a service's title or summary: a plain GET form, kept with the chosen category, from page 1. */
function SearchForm({ filters }: { filters: CatalogFilters }) {
  const { t } = useCatalogTranslation();
  const { pathname } = useLocation();
  const isFiltered = filters.category !== '' || filters.search !== '';
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('catalog.filterLabel')}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:p-5"
      data-testid="catalog-search"
    >
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      <div className="min-w-0 flex-1">
        <label htmlFor="catalog-search-input" className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('catalog.search')}
        </label>
        <input
          id="catalog-search-input"
          type="search"
          name="search"
          defaultValue={filters.search}
          maxLength={100}
          aria-describedby="catalog-search-hint"
          className={INPUT_CLASSES}
        />
        <p id="catalog-search-hint" className="mt-1 text-sm text-muted">
          {t('catalog.searchHint')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:pb-7">
        <button type="submit" className={buttonClasses('solid')} data-testid="catalog-search-apply">
          {t('catalog.apply')}
        </button>
        {isFiltered && (
          <Link to={pathname} className={buttonClasses('outline')} data-testid="catalog-reset">
            {t('catalog.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The company's orders with their statuses, each leading to its page, paged on their own. */
function MyOrders({ orders }: Pick<CatalogPageProps, 'orders'>) {
  const { t } = useCatalogTranslation();
  const locale = useLocale();
  const columns: RequestListColumn<ServiceOrderListItem>[] = [
    numberColumn(t('orders.number')),
    { key: 'service', header: t('orders.service'), cell: (row) => row.service.title, isRowLink: true },
    statusColumn('service_order', t('orders.status')),
    changedColumn(t('orders.changed'), locale),
  ];
  return (
    <OrdersSection
      id="catalog-orders"
      testId="orders"
      title={t('orders.title')}
      found={t('orders.found', { count: orders.meta.total })}
      rows={orders.items}
      columns={columns}
      getRowKey={(row) => row.id}
      getRowHref={(row) => orderPath(row.id)}
      caption={t('orders.caption')}
      empty={{ title: t('orders.emptyTitle'), text: t('orders.emptyText') }}
      meta={orders.meta}
      pageParam={ORDERS_PAGE_PARAM}
    />
  );
}

/**
 * /profile/services (issue 27 §2): the catalogue — categories as chips, a search, the services'
 * cards (each says whether the company may order it now, or why not and where to go), paged —
 * and the company's orders with their statuses.
 */
export function CatalogPage({ filters, services, categories, orders }: CatalogPageProps) {
  const { t } = useCatalogTranslation();
  const location = useLocation();
  const isFiltered = filters.category !== '' || filters.search !== '';
  return (
    <>
      <PageHeading title={t('catalog.title')} lead={t('catalog.lead')} />
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <ButtonLink to={CREATE_PATH} data-testid="catalog-create">
          {t('catalog.createLink')}
        </ButtonLink>
        <LocalizedLink
          to={CATEGORIES_PATH}
          className="inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t('catalog.categoriesLink')}
        </LocalizedLink>
      </div>
      <CategoryChips filters={filters} categories={categories} />
      <SearchForm filters={filters} />
      <section aria-labelledby="catalog-found" data-testid="catalog-services">
        <h2 id="catalog-found" className="mb-3 text-[15px] font-semibold text-muted">
          {t('catalog.found', { count: services.meta.total })}
        </h2>
        {services.items.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2" aria-label={t('catalog.listLabel')}>
            {services.items.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </ul>
        ) : (
          <EmptyState
            testId="catalog-empty"
            title={isFiltered ? t('catalog.noMatchTitle') : t('catalog.emptyTitle')}
            text={isFiltered ? t('catalog.noMatchText') : t('catalog.emptyText')}
          >
            {isFiltered && (
              <LocalizedLink to={CATALOG_PATH} className={buttonClasses('outline')}>
                {t('catalog.reset')}
              </LocalizedLink>
            )}
          </EmptyState>
        )}
        <Pagination
          className="mt-6"
          page={services.meta.current_page}
          pageCount={services.meta.last_page}
          getHref={(page) => buildPageHref(location, page)}
        />
      </section>
      <MyOrders orders={orders} />
    </>
  );
}
