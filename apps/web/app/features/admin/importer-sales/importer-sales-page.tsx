import { useLocation } from 'react-router';
import {
  IMPORTER_SALE_STATUSES,
  type AdminImporterSale,
  type ImporterSaleStatus,
  type PaginationMeta,
} from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useMatchmakingTranslation } from '../../../i18n/matchmaking';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { buildListHref } from '../../../components/back-office/list-query';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { SearchForm } from '../../../components/back-office/search-form';
import { ImporterSaleStatusTag } from './importer-sale-tags';
import {
  countAll,
  IMPORTER_SALES_PATH,
  importerSalePath,
  type ImporterSalesQuery,
} from './importer-sales-query';

type ImporterSalesPageProps = {
  query: ImporterSalesQuery;
  items: AdminImporterSale[];
  meta: PaginationMeta;
  counts: Record<ImporterSaleStatus, number>;
};

/**
 * /admin/importer-sales (issue 15 §4–5): foreign buyers' import applications, newest first, by
 * status (each tab with its count) and searchable by product, HS code or the buyer; each row with
 * how many exporters it was shared with and how they answered.
 */
export function ImporterSalesPage({ query, items, meta, counts }: ImporterSalesPageProps) {
  const { t: ta } = useAdminTranslation();
  const { t } = useMatchmakingTranslation();
  const locale = useLocale();
  const location = useLocation();
  const title = t('admin.queue.title');
  const tabs = [
    {
      key: 'all',
      label: t('admin.queue.all'),
      to: buildListHref(IMPORTER_SALES_PATH, { search: query.search }),
      count: countAll(counts),
      isCurrent: query.status === undefined,
    },
    ...IMPORTER_SALE_STATUSES.map((status) => ({
      key: status,
      label: t(`statuses.${status}`),
      to: buildListHref(IMPORTER_SALES_PATH, { status, search: query.search }),
      count: counts[status],
      isCurrent: query.status === status,
    })),
  ];
  const filterName = query.status ? t(`statuses.${query.status}`) : t('admin.queue.all');
  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('admin.queue.lead')}
        breadcrumbs={[{ label: ta('nav.dashboard'), to: '/admin' }, { label: title }]}
      />
      <FilterTabs label={t('admin.queue.tabsLabel')} tabs={tabs} testId="importer-sales-tabs" />
      <SearchForm
        label={t('admin.queue.searchLabel')}
        hint={t('admin.queue.searchHint')}
        value={query.search}
        keep={{ status: query.status }}
        clearTo={buildListHref(IMPORTER_SALES_PATH, { status: query.status })}
      />
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="importer-sales-total">
        {t('admin.queue.found', { count: meta.total })}
      </p>
      <DataTable
        caption={t('admin.queue.caption', { title, filter: filterName })}
        isCaptionHidden
        rows={items}
        getRowKey={(item) => item.id}
        getRowHref={(item) => importerSalePath(item.id)}
        testId="importer-sales-table"
        empty={ta('common.nothingFound')}
        columns={[
          {
            key: 'product',
            header: t('admin.queue.columns.product'),
            isRowLink: true,
            cell: (item) => (
              <span className="flex flex-col">
                <span className="font-semibold">{item.product_name}</span>
                <span className="text-sm font-normal text-muted">{t('sale.hs', { code: item.hs.code })}</span>
                <span className="text-sm font-normal text-ink sm:hidden">
                  {item.buyer.company_name}, {item.country.name}
                </span>
              </span>
            ),
          },
          {
            key: 'buyer',
            header: t('admin.queue.columns.buyer'),
            cell: (item) => (
              <span className="flex flex-col">
                <span>{item.buyer.company_name}</span>
                <span className="text-sm text-muted">{item.country.name}</span>
              </span>
            ),
            className: 'hidden sm:table-cell',
          },
          {
            key: 'status',
            header: t('admin.queue.columns.status'),
            cell: (item) => <ImporterSaleStatusTag status={item.status} />,
          },
          {
            key: 'shares',
            header: t('admin.queue.columns.shares'),
            cell: (item) =>
              item.shares.total === 0 ? (
                <span className="text-muted">{t('admin.queue.notShared')}</span>
              ) : (
                <span className="flex flex-col text-sm">
                  <span>{t('admin.queue.sharedWith', { count: item.shares.total })}</span>
                  <span className="text-muted">
                    {t('admin.queue.answers', {
                      accepted: item.shares.accepted,
                      declined: item.shares.declined,
                    })}
                  </span>
                </span>
              ),
            className: 'hidden md:table-cell',
          },
          {
            key: 'received',
            header: t('admin.queue.columns.received'),
            cell: (item) => formatDateTime(item.created_at, locale),
            className: 'hidden lg:table-cell whitespace-nowrap',
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
