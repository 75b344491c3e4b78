import type { ReportOrderStatus } from '@portal/contract';
import { useReportsTranslation } from '../../i18n/reports';
import { cx } from '../../lib/cx';

/**
 * A report order's colour: amber while it waits for the exporter's confirmation, blue for the payment, sky
 * while the provider prepares it, green when ready, grey when cancelled, red when failed. Dark
 * text on a pale tint (at least 7:1); the label carries the meaning (WCAG 1.4.1).
 */
const TONES: Record<ReportOrderStatus, { pill: string; dot: string }> = {
  awaiting_confirmation: { pill: 'border-amber-300 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  awaiting_payment: { pill: 'border-brand-100 bg-brand-50 text-brand-800', dot: 'bg-brand-600' },
  in_production: { pill: 'border-sky-300 bg-sky-50 text-sky-900', dot: 'bg-sky-600' },
  ready: { pill: 'border-green-300 bg-green-50 text-green-900', dot: 'bg-green-600' },
  cancelled: { pill: 'border-slate-300 bg-slate-100 text-slate-800', dot: 'bg-slate-600' },
  failed: { pill: 'border-red-300 bg-red-50 text-red-800', dot: 'bg-red-600' },
};

/** A report order's status as a pill in the page's language (the exporter's pages, the back office). */
export function ReportStatusBadge({
  status,
  size = 'sm',
  className,
}: {
  status: ReportOrderStatus;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useReportsTranslation();
  return (
    <span
      data-testid="report-status"
      data-status={status}
      className={cx(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border font-semibold',
        size === 'sm' ? 'px-2.5 py-0.5 text-xs leading-5' : 'px-3 py-1 text-sm',
        TONES[status].pill,
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-2 shrink-0 rounded-full', TONES[status].dot)} />
      <span>{t(`status.${status}`)}</span>
    </span>
  );
}
