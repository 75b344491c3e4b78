import { useRequestsTranslation } from '../../../i18n/requests';
import { cx } from '../../../lib/cx';

const STEPS = ['personal', 'product'] as const;

/** 'Крок 1 з 2' with both steps named; the current one is marked for assistive technology. */
export function SalesMarketSteps({ step }: { step: 1 | 2 }) {
  const { t } = useRequestsTranslation();
  return (
    <nav aria-label={t('market.steps.label')} className="mb-8" data-testid="sales-market-steps">
      <p className="text-sm font-bold text-brand-700">
        {t('market.steps.progress', { step, total: STEPS.length })}
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-3">
        {STEPS.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'next';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-3"
            >
              <span
                aria-hidden="true"
                className={cx(
                  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-[15px] font-bold',
                  state === 'next' ? 'border-2 border-slate-300 text-muted' : 'bg-brand-600 text-white',
                )}
              >
                {state === 'done' ? '✓' : number}
              </span>
              <span
                className={cx(
                  'text-[15px] leading-tight',
                  state === 'current' ? 'font-bold text-brand-900' : 'text-muted',
                )}
              >
                {t(`market.steps.${name}`)}
                {state === 'done' && <span className="sr-only"> — {t('market.steps.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
