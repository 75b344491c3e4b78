import type { InvoiceStatus } from '@portal/contract';
import { useMoneyTranslation } from '../../i18n/money';
import { cx } from '../../lib/cx';

/**
 * An invoice's colour: amber while it awaits payment or a refund of a payment that came after it
 * was cancelled, green once paid, grey when cancelled, violet when refunded; dark text on a pale tint (at least 7:1), the label carrying the meaning.
 */
const TONES: Record<InvoiceStatus, { pill: string; dot: string }> = {
  awaiting_payment: { pill: 'border-amber-300 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  paid: { pill: 'border-green-300 bg-green-50 text-green-900', dot: 'bg-green-600' },
  cancelled: { pill: 'border-slate-300 bg-slate-100 text-slate-800', dot: 'bg-slate-600' },
  refund_due: { pill: 'border-amber-300 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  refunded: { pill: 'border-violet-300 bg-violet-50 text-violet-900', dot: 'bg-violet-600' },
};

/** An invoice's status as a pill in the page's language (the invoices, the subscription block). */
export function InvoiceStatusBadge({ status, className }: { status: InvoiceStatus; className?: string }) {
  const { t } = useMoneyTranslation();
  return (
    <span
      data-testid="invoice-status"
      data-status={status}
      className={cx(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs leading-5 font-semibold',
        TONES[status].pill,
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-2 shrink-0 rounded-full', TONES[status].dot)} />
      <span>{t(`status.${status}`)}</span>
    </span>
  );
}
