import { useRequestsTranslation } from '../../i18n/requests';
import { cx } from '../../lib/cx';

const STEPS = ['personal', 'product'] as const;

/** The place of a page of step 2 (issue 13 §6): 'Сторінка 2 з 6: Обсяги та ціна'. */
export type StepPage = { number: number; total: number; name: string };

/**
 * 'Крок 1 з 2' with both steps named; the current one is marked for assistive technology. On
 * step 2's pages, one line instead: 'Крок 2 з 2 · Сторінка 3 з 8: Обсяги та ціна', with a bar
 * of the step's pages.
 */
export function SalesMarketSteps({ step, page }: { step: 1 | 2; page?: StepPage | null }) {
  const { t } = useRequestsTranslation();
  if (page) {
    // A page of step 2: short, so the question comes first on a phone.
    return (
      <nav aria-label={t('market.steps.label')} className="mb-5" data-testid="sales-market-steps">
        <p className="text-sm font-bold text-brand-700" data-testid="sales-market-page-place">
          {t('market.steps.progress', { step, total: STEPS.length })}
          {' · '}
          {t('market.pages.place', { number: page.number, total: page.total })}:{' '}
          <span className="text-ink">{page.name}</span>
        </p>
        <div aria-hidden="true" className="mt-2 flex gap-1">
          {Array.from({ length: page.total }, (_, index) => (
            <span
              key={index}
              className={cx(
                'h-1.5 flex-1 rounded-full',
                index < page.number ? 'bg-brand-600' : 'bg-slate-200',
              )}
            />
          ))}
        </div>
      </nav>
    );
  }
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
