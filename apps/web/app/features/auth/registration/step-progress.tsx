import { useAccountsTranslation } from '../../../i18n/accounts';
import { cx } from '../../../lib/cx';
import { REGISTRATION_STEPS } from './registration-steps';

/** 'Крок N з 5' with the five steps below it; the current one is marked for assistive technology. */
export function StepProgress({ step }: { step: number }) {
  const { t } = useAccountsTranslation();
  return (
    <nav aria-label={t('registration.progressLabel')} className="mb-8">
      <p className="text-sm font-bold text-brand-700" data-testid="registration-progress">
        {t('registration.progress', { step, total: REGISTRATION_STEPS.length })}
      </p>
      <ol className="mt-3 grid grid-cols-5 gap-2">
        {REGISTRATION_STEPS.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'next';
          return (
            <li key={name} aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={cx(
                  'block h-1.5 rounded-full',
                  state === 'next' ? 'bg-slate-200' : state === 'current' ? 'bg-brand-600' : 'bg-brand-900',
                )}
                aria-hidden="true"
              />
              <span
                className={cx(
                  'mt-2 hidden text-xs leading-tight sm:block',
                  state === 'current' ? 'font-bold text-brand-900' : 'text-muted',
                )}
              >
                {t(`registration.steps.${name}`)}
              </span>
              <span className="sr-only sm:hidden">{t(`registration.steps.${name}`)}</span>
              {state === 'done' && <span className="sr-only"> — {t('registration.stepDone')}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
