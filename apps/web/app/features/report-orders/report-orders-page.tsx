import type { PaginationMeta, ReportOrderListItem } from '@portal/contract';
import { ReportStatusBadge } from '../../components/report-orders/report-status-badge';
import { OrdersSection } from '../../components/requests/orders-section';
import { type RequestListColumn } from '../../components/requests/request-list';
import { PageHeading } from '../../components/ui/page-heading';
import { useReportsTranslation } from '../../i18n/reports';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format';
import { formatKopiykas } from '../../lib/money';
import type { SearchOutcome } from './report-orders-data.server';
import { reportOrderPath } from './report-paths';
import { ORDERS_PAGE_PARAM, type ReportCountry, type ReportSearch } from './report-search';
import { RefreshStatuses } from './report-refresh';
import { ReportSearchSection } from './report-search-section';

export type ReportOrdersPageProps = {
  search: ReportSearch;
  countries: ReportCountry[];
  unavailable: string | null;
  found: SearchOutcome | null;
  orders: { items: ReportOrderListItem[]; meta: PaginationMeta };
  countryNames: Record<string, string>;
};

/** The company's report orders with their statuses, each leading to its page, and 'Refresh statuses'. */
function MyOrders({ orders, countryNames }: Pick<ReportOrdersPageProps, 'orders' | 'countryNames'>) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const columns: RequestListColumn<ReportOrderListItem>[] = [
    {
      key: 'number',
      header: t('orders.number'),
      cell: (row) => <span className="tabular-nums">{row.number}</span>,
      className: 'w-16 whitespace-nowrap',
    },
    {
      key: 'company',
      header: t('orders.company'),
      isRowLink: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span className="break-words">{row.company.name}</span>
          <span className="text-sm font-normal text-muted">
            {countryNames[row.company.country] ?? row.company.country}
          </span>
        </span>
      ),
    },
    {
      key: 'price',
      header: t('orders.price'),
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatKopiykas(row.price, row.currency, locale, { exact: true })}
        </span>
      ),
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (row) => <ReportStatusBadge status={row.status} />,
      className: 'min-w-32',
    },
    {
      key: 'changed',
      header: t('orders.changed'),
      cell: (row) => <time dateTime={row.updated_at}>{formatDate(row.updated_at, locale)}</time>,
      className: 'whitespace-nowrap',
    },
  ];
  return (
    <OrdersSection
      id="report-orders"
      testId="report-orders"
      title={t('orders.title')}
      found={t('orders.found', { count: orders.meta.total })}
      tools={<RefreshStatuses className="mb-4" />}
      rows={orders.items}
      columns={columns}
      getRowKey={(row) => row.id}
      getRowHref={(row) => reportOrderPath(row.id)}
      caption={t('orders.caption')}
      empty={{ title: t('orders.emptyTitle'), text: t('orders.emptyText') }}
      meta={orders.meta}
      pageParam={ORDERS_PAGE_PARAM}
    />
  );
}

/**
 * /profile/infoproff-orders (issue 28 §3): find a foreign company by country and name or
 * registration code, order a report on one (its page then shows the price and the time left to
 * confirm), and the company's orders with their statuses.
 */
export function ReportOrdersPage({ orders, countryNames, ...search }: ReportOrdersPageProps) {
  const { t } = useReportsTranslation();
  return (
    <>
      <PageHeading title={t('list.title')} lead={t('list.lead')} />
      <ReportSearchSection {...search} />
      <MyOrders orders={orders} countryNames={countryNames} />
    </>
  );
}
