import type { ReportOrder } from '@portal/contract';
import { useReportsTranslation } from '../../i18n/reports';
import { cx } from '../../lib/cx';
import { findReportSteps, type ReportStepState } from './report-order-rules';

const CIRCLES: Record<ReportStepState, string> = {
  done: 'border-green-600 bg-green-600 text-white',
  current: 'border-brand-600 bg-white text-brand-700 ring-4 ring-brand-100',
  upcoming: 'border-slate-300 bg-white text-slate-600',
  stopped: 'border-red-600 bg-red-50 text-red-700',
};

const LABELS: Record<ReportStepState, string> = {
  done: 'text-ink',
  current: 'font-bold text-brand-900',
  upcoming: 'text-muted',
  stopped: 'font-bold text-red-800',
};

/** What the circle shows: a tick when done, a cross where it stopped, else the step's number. */
function CircleMark({ state, number }: { state: ReportStepState; number: number }) {
  if (state === 'done' || state === 'stopped') {
    return (
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor">
        {state === 'done' ? (
          <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M5.5 5.5l9 9m0-9l-9 9" strokeWidth="2.5" strokeLinecap="round" />
        )}
      </svg>
    );
  }
  return <span aria-hidden="true">{number}</span>;
}

/**
 * A report order's progress (issue 28 §3): confirmation → payment → production → ready, each
 * step done, current (`aria-current="step"`), to come, or stopped where a cancelled or failed
 * order ended. An ordered list, its state said in words too, never by colour alone; side by side
 * on wider screens, one under another on a phone.
 */
export function ReportSteps({
  order,
  className,
}: {
  order: Pick<ReportOrder, 'status' | 'confirmed_at'>;
  className?: string;
}) {
  const { t } = useReportsTranslation();
  const steps = findReportSteps(order);
  return (
    <ol
      aria-label={t('steps.label')}
      className={cx('grid gap-3 sm:grid-cols-4 sm:gap-2', className)}
      data-testid="report-steps"
    >
      {steps.map(({ step, state }, index) => (
        <li
          key={step}
          aria-current={state === 'current' ? 'step' : undefined}
          data-state={state}
          data-testid={`report-step-${step}`}
          className="relative flex items-center gap-3 sm:flex-col sm:items-center sm:text-center"
        >
          {index > 0 && (
            <span
              aria-hidden="true"
              className={cx(
                'absolute top-4 right-1/2 left-[-50%] hidden h-0.5 sm:block',
                state === 'upcoming' ? 'bg-slate-200' : 'bg-green-600',
              )}
            />
          )}
          <span
            className={cx(
              'relative inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
              CIRCLES[state],
            )}
          >
            <CircleMark state={state} number={index + 1} />
          </span>
          <span className={cx('text-[15px] leading-snug', LABELS[state])}>
            {t(`steps.${step}`)}
            <span className="sr-only">: {t(`steps.state.${state}`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
