import type { InvoiceSummary } from '@portal/contract';
import { InvoiceStatusBadge } from '../../components/money/invoice-status-badge';
import { PayByCard } from '../../components/money/pay-by-card';
import { ProfileSection } from '../../components/ui/page-heading';
import { toInvoicePagePath } from '../../components/money/invoice-path';
import { useCatalogTranslation } from '../../i18n/catalog';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { formatKopiykas } from '../../lib/money';

const TEXT_KEYS = {
  paid: 'detail.paid',
  cancelled: 'detail.cancelled',
  refund_due: 'detail.refundDue',
  refunded: 'detail.refunded',
} as const;

/**
 * A priced order's payment on its page (issue 27 §1): the invoice's status and amount, what
 * happens next (a card payment or a bank transfer sends the order to the managers), 'Pay by card'
 * while its card invoice awaits payment, and the invoice's page (requisites, PDF).
 */
export function OrderPayment({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useCatalogTranslation();
  const locale = useLocale();
  const amount = formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true });
  const text =
    invoice.status === 'awaiting_payment'
      ? t(invoice.payment_method === 'card' ? 'detail.awaitingCard' : 'detail.awaitingTransfer', { amount })
      : t(TEXT_KEYS[invoice.status], { amount });
  return (
    <ProfileSection id="order-payment" title={t('detail.paymentTitle')} testId="order-payment">
      <div className="flex flex-wrap items-center gap-3">
        <InvoiceStatusBadge status={invoice.status} />
        <LocalizedLink
          to={toInvoicePagePath(invoice.id)}
          className="inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-testid="order-invoice"
        >
          {t('detail.invoiceLink', { number: invoice.number })}
        </LocalizedLink>
      </div>
      <p className="mt-2 max-w-3xl text-[15px] leading-relaxed text-ink">{text}</p>
      {invoice.can_pay && <PayByCard label={t('detail.payByCard', { amount })} />}
    </ProfileSection>
  );
}
