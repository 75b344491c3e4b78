import {
  REPORT_ORDER_STATUSES,
  type PaginationMeta,
  type ReportOrderListItem,
  type ReportOrderStatus,
} from '@portal/contract';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { SEARCH_MAX_LENGTH } from '../../../components/back-office/list-query';
import { ReportStatusBadge } from '../../../components/report-orders/report-status-badge';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useReportsTranslation } from '../../../i18n/reports';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatKopiykas } from '../../../lib/money';
import { REPORT_ORDERS_PATH, REPORT_SETTINGS_PATH, type ReportOrdersQuery } from './report-orders-query';

/** The report orders' list (decision 045): a tab per status with its count, a period and words. */
export const REPORT_ORDERS_LIST = defineList({
  path: REPORT_ORDERS_PATH,
  testId: 'report-orders',
  tabs: { param: 'status', values: REPORT_ORDER_STATUSES, hasAll: true },
  filters: ['search', 'from', 'to'],
});

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * /admin/infoproff-orders (issue 28 §4): every company's report orders by status (each tab with
 * its count), created within a period, found by number, exporter or foreign company; each row
 * opens the order. The margin's page is beside the title.
 */
export function ReportOrdersPage({
  query,
  items,
  meta,
  counts,
  marginPercent,
  countryNames,
}: {
  query: ReportOrdersQuery;
  items: readonly ReportOrderListItem[];
  meta: PaginationMeta;
  counts: Partial<Record<ReportOrderStatus, number>>;
  marginPercent: number;
  countryNames: Record<string, string>;
}) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const price = (row: ReportOrderListItem) =>
    formatKopiykas(row.price, row.currency, locale, { exact: true });
  return (
    <BackOfficeListPage
      list={REPORT_ORDERS_LIST}
      query={query}
      counts={counts}
      headingAside={
        <LocalizedLink to={REPORT_SETTINGS_PATH} className={LINK} data-testid="report-margin-link">
          {t('admin.marginLink')}: {t('admin.marginValue', { percent: formatNumber(marginPercent, locale) })}
        </LocalizedLink>
      }
      texts={{
        title: t('admin.listTitle'),
        lead: t('admin.listLead'),
        tabsLabel: t('admin.tabsLabel'),
        tabLabel: (status) =>
          status === 'all' ? t('admin.all') : t(`status.${status as ReportOrderStatus}`),
        filtersLabel: t('admin.filtersLabel'),
        found: t('admin.found', { count: meta.total }),
        empty: t('admin.empty'),
      }}
      filters={[
        {
          name: 'search',
          type: 'search',
          label: t('admin.search'),
          hint: t('admin.searchHint'),
          maxLength: SEARCH_MAX_LENGTH,
          className: 'sm:col-span-2 xl:col-span-2',
        },
        { name: 'from', type: 'date', label: t('admin.from') },
        { name: 'to', type: 'date', label: t('admin.to') },
      ]}
      rows={items}
      meta={meta}
      columns={[
        {
          key: 'number',
          header: t('admin.columns.number'),
          isRowLink: true,
          cell: (row) => (
            <span className="flex flex-col">
              <span className="whitespace-nowrap tabular-nums">
                {t('admin.number', { number: row.number })}
              </span>
              {/* Phones show the row in this one column: the others do not fit 375 px. */}
              <span className="flex flex-col items-start gap-1 text-sm font-normal text-ink sm:hidden">
                <span className="break-words">{row.company.name}</span>
                <span>{row.buyer?.name}</span>
                <span>{price(row)}</span>
                <ReportStatusBadge status={row.status} />
              </span>
            </span>
          ),
        },
        {
          key: 'company',
          header: t('admin.columns.company'),
          cell: (row) => (
            <span className="flex flex-col">
              <span className="break-words">{row.company.name}</span>
              <span className="text-sm text-muted">
                {countryNames[row.company.country] ?? row.company.country} · {row.company.code}
              </span>
            </span>
          ),
          className: 'hidden sm:table-cell',
        },
        {
          key: 'buyer',
          header: t('admin.columns.buyer'),
          cell: (row) => row.buyer?.name,
          className: 'hidden md:table-cell',
        },
        {
          key: 'price',
          header: t('admin.columns.price'),
          cell: price,
          className: 'hidden sm:table-cell text-right whitespace-nowrap tabular-nums',
        },
        {
          key: 'status',
          header: t('admin.columns.status'),
          cell: (row) => <ReportStatusBadge status={row.status} />,
          className: 'hidden sm:table-cell',
        },
        {
          key: 'created',
          header: t('admin.columns.created'),
          cell: (row) => formatDate(row.created_at, locale),
          className: 'hidden lg:table-cell whitespace-nowrap',
        },
      ]}
    />
  );
}
