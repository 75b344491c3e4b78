import type { AdminReportOrder } from '@portal/contract';
import { DetailsList, type DetailItem } from '../../../components/back-office/details-list';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { InvoiceStatusBadge } from '../../../components/money/invoice-status-badge';
import { listReportMoments } from '../../../components/report-orders/report-order-rules';
import { ReportStatusBadge } from '../../../components/report-orders/report-status-badge';
import { ReportSteps } from '../../../components/report-orders/report-steps';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useReportsTranslation } from '../../../i18n/reports';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatKopiykas } from '../../../lib/money';
import { REPORT_ORDERS_PATH } from './report-orders-query';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The order's invoice in the back office, where an admin refunds a failed order. */
function OrderInvoice({ order }: { order: AdminReportOrder }) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const { invoice } = order;
  if (!invoice) return <p className="text-[15px] text-muted">{t('admin.noInvoice')}</p>;
  return (
    <div className="flex flex-col items-start gap-3">
      {order.invoice_path && (
        <LocalizedLink to={order.invoice_path} className={LINK} data-testid="report-order-invoice">
          {t('admin.invoiceLink', { number: invoice.number })}
        </LocalizedLink>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <InvoiceStatusBadge status={invoice.status} />
        <span className="text-[15px] font-semibold tabular-nums">
          {formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true })}
        </span>
      </div>
      {invoice.status === 'refund_due' && (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-[15px] text-amber-950"
          data-testid="report-order-refund-note"
        >
          {t('admin.refundNote')}
        </p>
      )}
    </div>
  );
}

/**
 * /admin/infoproff-orders/{id} (issue 28 §4): a report order for staff — the foreign company, the
 * exporter, the provider's price, the margin and the price charged, the provider's order and its
 * failure text, the steps with their moments, and the invoice's back-office page (where an admin
 * refunds a failed order).
 */
export function ReportOrderPage({ order, countryName }: { order: AdminReportOrder; countryName: string }) {
  const { t } = useReportsTranslation();
  const admin = useAdminTranslation().t;
  const locale = useLocale();
  const money = (minor: number) => formatKopiykas(minor, order.currency, locale, { exact: true });
  const title = t('admin.orderTitle', { number: order.number });
  const facts: DetailItem[] = [
    { label: t('order.company'), value: order.company.name },
    { label: t('order.code'), value: order.company.code },
    { label: t('order.country'), value: countryName },
    { label: t('order.address'), value: order.company.address },
    {
      label: t('admin.buyer'),
      value: order.buyer?.user_id ? (
        <LocalizedLink to={`/admin/companies/${order.buyer.user_id}`} className={LINK}>
          {order.buyer.name}
        </LocalizedLink>
      ) : (
        order.buyer?.name
      ),
    },
    {
      label: t('admin.providerPrice'),
      value: money(order.provider_price),
      testId: 'report-order-provider-price',
    },
    {
      label: t('admin.margin'),
      value: t('admin.marginValue', { percent: formatNumber(order.margin_percent, locale) }),
      testId: 'report-order-margin',
    },
    {
      label: t('admin.price'),
      value: <strong className="text-lg">{money(order.price)}</strong>,
      testId: 'report-order-price',
    },
    {
      label: t('admin.providerOrderId'),
      value: order.provider_order_id && (
        <span className="font-mono text-sm break-all">{order.provider_order_id}</span>
      ),
    },
    ...(order.failure
      ? [{ label: t('admin.failure'), value: order.failure, isWide: true, testId: 'report-order-failure' }]
      : []),
    ...(order.cancel_reason
      ? [{ label: t('admin.cancelReason'), value: t(`admin.cancelReasons.${order.cancel_reason}`) }]
      : []),
  ];
  return (
    <>
      <AdminPageHeading
        title={title}
        aside={<ReportStatusBadge status={order.status} size="md" className="self-start sm:self-auto" />}
        breadcrumbs={[
          { label: admin('nav.dashboard'), to: '/admin' },
          { label: t('admin.listTitle'), to: REPORT_ORDERS_PATH },
          { label: t('admin.number', { number: order.number }) },
        ]}
      />
      <ReportSteps order={order} className="mb-6" />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection
            id="report-order-details"
            title={t('admin.detailsTitle')}
            testId="report-order-details"
          >
            <DetailsList items={facts} />
          </AdminSection>
          <AdminSection id="report-order-dates" title={t('admin.datesTitle')} testId="report-order-dates">
            <DetailsList
              items={listReportMoments(order).map(({ moment, at }) => ({
                label: t(`order.${moment}`),
                value: <time dateTime={at}>{formatDateTime(at, locale)}</time>,
              }))}
            />
          </AdminSection>
        </div>
        <AdminSection id="report-order-invoice-section" title={t('admin.invoiceTitle')}>
          <OrderInvoice order={order} />
        </AdminSection>
      </div>
    </>
  );
}
