import { cx } from '../../lib/cx';

export type ProgressBarProps = {
  /** Whole per cent, 0–100. */
  value: number;
  /** The bar's accessible name, e.g. 'Заявку заповнено'. */
  label: string;
  /** Shows the label above the bar (default) or only to assistive technology. */
  isLabelVisible?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  testId?: string;
};

/** A filled share as a bar (role=progressbar) with the number beside it. */
export function ProgressBar({
  value,
  label,
  isLabelVisible = true,
  size = 'md',
  className,
  testId = 'progress-bar',
}: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cx('min-w-24', className)}>
      {isLabelVisible && (
        <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
          <span className="font-semibold text-ink">{label}</span>
          <span className="font-bold text-brand-800 tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        </div>
      )}
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          data-testid={testId}
          className={cx(
            'flex-1 overflow-hidden rounded-full bg-slate-200',
            size === 'sm' ? 'h-1.5' : 'h-2.5',
          )}
        >
          <div
            className={cx(
              'h-full rounded-full transition-[width] duration-300',
              percent === 100 ? 'bg-green-600' : 'bg-brand-600',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
        {!isLabelVisible && (
          <span className="text-sm font-semibold text-ink tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        )}
      </div>
    </div>
  );
}
