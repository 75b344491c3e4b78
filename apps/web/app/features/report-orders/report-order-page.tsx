import type { ReportOrder } from '@portal/contract';
import { toInvoicePagePath } from '../../components/money/invoice-path';
import { InvoiceStatusBadge } from '../../components/money/invoice-status-badge';
import { listReportMoments } from '../../components/report-orders/report-order-rules';
import { ReportStatusBadge } from '../../components/report-orders/report-status-badge';
import { ReportSteps } from '../../components/report-orders/report-steps';
import { DetailList } from '../../components/requests/detail-list';
import { buttonClasses } from '../../components/ui/button-link';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { LocalizedLink } from '../../i18n/localized-link';
import { useReportsTranslation } from '../../i18n/reports';
import { useLocale } from '../../i18n/use-locale';
import { formatDateTime } from '../../lib/format';
import { formatKopiykas } from '../../lib/money';
import { ReportOrderNow } from './report-order-actions';
import { REPORT_ORDERS_PATH, reportInvoicePdfPath } from './report-paths';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The order's invoice: its page, status, amount and PDF; before one, when it comes (or that none will). */
function OrderInvoice({ order }: { order: ReportOrder }) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const { invoice } = order;
  return (
    <ProfileSection id="report-invoice" title={t('invoice.title')} testId="report-invoice">
      {invoice ? (
        <div className="flex flex-col items-start gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <LocalizedLink
              to={toInvoicePagePath(invoice.id)}
              className={LINK}
              data-testid="report-invoice-link"
            >
              {t('invoice.link', { number: invoice.number })}
            </LocalizedLink>
            <InvoiceStatusBadge status={invoice.status} />
            <span className="text-[15px] font-semibold tabular-nums">
              {formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true })}
            </span>
          </div>
          <a
            href={reportInvoicePdfPath(order.id, locale)}
            download
            className={buttonClasses('outline')}
            data-testid="report-invoice-pdf"
          >
            {t('invoice.pdf')}
          </a>
        </div>
      ) : (
        <p className="text-[15px] text-muted">
          {t(
            order.status === 'awaiting_confirmation'
              ? 'invoice.none'
              : order.can_invoice
                ? 'invoice.noneToChoose'
                : 'invoice.noneCancelled',
          )}
        </p>
      )}
    </ProfileSection>
  );
}

/**
 * /profile/infoproff-orders/{id} (issue 28 §3): a report order — its steps (confirmation →
 * payment → production → ready), where it stands and what may be done now (confirm with the time
 * left, cancel, pay; while in production a refresh; when ready the download; failed, the refund),
 * the company and the price with its moments, and its invoice.
 */
export function ReportOrderPage({ order, countryName }: { order: ReportOrder; countryName: string }) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const { company } = order;
  return (
    <>
      <LocalizedLink
        to={REPORT_ORDERS_PATH}
        className="mb-4 inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('order.back')}
      </LocalizedLink>
      <PageHeading title={t('order.title', { number: order.number })} lead={company.name} />
      <div className="-mt-4 mb-6">
        <ReportStatusBadge status={order.status} size="md" />
      </div>
      <ReportSteps order={order} className="mb-8" />
      <div className="flex flex-col gap-6">
        <ReportOrderNow order={order} />
        <ProfileSection id="report-details" title={t('order.detailsTitle')} testId="report-details">
          <DetailList
            items={[
              {
                key: 'company',
                label: t('order.company'),
                value: <span className="break-words">{company.name}</span>,
              },
              {
                key: 'code',
                label: t('order.code'),
                value: <span className="tabular-nums">{company.code}</span>,
              },
              { key: 'country', label: t('order.country'), value: countryName },
              { key: 'address', label: t('order.address'), value: company.address },
              {
                key: 'price',
                label: t('order.price'),
                value: (
                  <strong className="text-lg tabular-nums" data-testid="report-price">
                    {formatKopiykas(order.price, order.currency, locale, { exact: true })}
                  </strong>
                ),
              },
              ...listReportMoments(order).map(({ moment, at }) => ({
                key: moment,
                label: t(`order.${moment}`),
                value: <time dateTime={at}>{formatDateTime(at, locale)}</time>,
              })),
            ]}
          />
        </ProfileSection>
        <OrderInvoice order={order} />
      </div>
    </>
  );
}
