import { getStatusLabel, type ApplicationStatus, type StatusList } from '@portal/contract';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';

/**
 * The colour of each status: grey while being created and once closed, blue when waiting for the
 * managers, amber while checked, orange when sent back, red when rejected, green when accepted or
 * ending in a contract. Every pair is dark text on a pale tint (at least 7:1), so the label, not
 * the colour, carries the meaning (WCAG 1.4.1).
 */
export const STATUS_TONES: Record<ApplicationStatus, string> = {
  created: 'border-slate-300 bg-slate-50 text-slate-800',
  accepted: 'border-brand-100 bg-brand-50 text-brand-800',
  in_process: 'border-amber-300 bg-amber-50 text-amber-900',
  approved: 'border-green-300 bg-green-50 text-green-900',
  in_work: 'border-sky-300 bg-sky-50 text-sky-900',
  in_finalization: 'border-orange-300 bg-orange-50 text-orange-900',
  denied: 'border-red-300 bg-red-50 text-red-800',
  closed: 'border-slate-300 bg-slate-100 text-slate-800',
  contract: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  future: 'border-violet-300 bg-violet-50 text-violet-900',
};

const DOTS: Record<ApplicationStatus, string> = {
  created: 'bg-slate-500',
  accepted: 'bg-brand-600',
  in_process: 'bg-amber-500',
  approved: 'bg-green-600',
  in_work: 'bg-sky-600',
  in_finalization: 'bg-orange-500',
  denied: 'bg-red-600',
  closed: 'bg-slate-600',
  contract: 'bg-emerald-600',
  future: 'bg-violet-600',
};

export type StatusBadgeProps = {
  status: ApplicationStatus;
  /**
   * Which label set (spec §4): 'full' for export applications ('in_process' reads 'На
   * перевірці'), 'short' for market-analysis requests and the other lists ('В роботі').
   */
  list: StatusList;
  size?: 'sm' | 'md';
  className?: string;
};

/** A request's status as a coloured pill with its label in the page's language. */
export function StatusBadge({ status, list, size = 'sm', className }: StatusBadgeProps) {
  const locale = useLocale();
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={cx(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border font-semibold',
        size === 'sm' ? 'px-2.5 py-0.5 text-xs leading-5' : 'px-3 py-1 text-sm',
        STATUS_TONES[status],
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-2 shrink-0 rounded-full', DOTS[status])} />
      <span>{getStatusLabel(status, locale, list)}</span>
    </span>
  );
}
