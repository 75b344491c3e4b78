import type { ImportingProgress } from '@portal/contract';
import { useImportingTranslation } from '../../i18n/importing';
import { cx } from '../../lib/cx';

/**
 * A country's progress as the API gave it (`progress`: done of total, whole per cent): a bar
 * with role=progressbar, its value the per cent and its text "2 з 6 кроків", shown beside it.
 */
export function CountryProgress({
  progress,
  country,
  size = 'sm',
  testId,
}: {
  progress: ImportingProgress;
  country: string;
  size?: 'sm' | 'md';
  testId?: string;
}) {
  const { t } = useImportingTranslation();
  const steps = t('progress.steps', { done: progress.done, count: progress.total });
  return (
    <div className="flex items-center gap-3" data-testid={testId}>
      <div
        role="progressbar"
        aria-label={t('progress.label', { country })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={steps}
        className={cx(
          'min-w-16 flex-1 overflow-hidden rounded-full bg-slate-200',
          size === 'sm' ? 'h-1.5' : 'h-2.5',
        )}
      >
        <div
          className={cx('h-full rounded-full', progress.percent === 100 ? 'bg-green-600' : 'bg-brand-600')}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <span
        aria-hidden="true"
        className={cx(
          'shrink-0 font-semibold text-ink tabular-nums',
          size === 'sm' ? 'text-[13px]' : 'text-[15px]',
        )}
      >
        {steps}
      </span>
    </div>
  );
}
