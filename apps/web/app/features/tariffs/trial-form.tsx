import { useEffect, useRef } from 'react';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { ButtonLink } from '../../components/ui/button-link';
import { useMoneyTranslation } from '../../i18n/money';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { TRIAL_FIELDS, TRIAL_INTENT, type TrialStarted } from './purchase';

/** The trial's result; focus moves to it so it is announced. */
function TrialResult({ started }: { started: TrialStarted }) {
  const { t } = useMoneyTranslation();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      data-testid="trial-started"
      className="max-w-md rounded-xl bg-white p-4 text-ink sm:p-5"
    >
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-green-900 focus:outline-none">
        {t('purchase.trialStartedTitle')}
      </h3>
      <p className="mt-1 text-[15px]">
        {t('purchase.trialStartedText', { plan: started.plan, date: formatDate(started.endsAt, locale) })}
      </p>
      <ButtonLink to="/profile/pro-services" variant="outline" size="sm" className="mt-3">
        {t('purchase.toProServices')}
      </ButtonLink>
    </div>
  );
}

/**
 * The trial's button (`startTrial`): once per company, not while a subscription runs. Its result
 * stays on the page after the profile (and the header) show the new plan; a refusal is told
 * beside the button.
 */
export function TrialForm({ isSubscribed }: { isSubscribed: boolean }) {
  const { t } = useMoneyTranslation();
  const form = useApiForm<TrialStarted>({ intent: TRIAL_INTENT, fields: TRIAL_FIELDS });
  if (form.success) return <TrialResult started={form.success} />;
  if (isSubscribed) {
    return (
      <p className="max-w-sm text-[15px] font-semibold text-accent-400" data-testid="trial-unavailable">
        {t('purchase.trialUnavailable')}
      </p>
    );
  }
  return (
    <form.Form {...form.formProps} className="flex max-w-sm shrink-0 flex-col gap-3">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <SubmitButton isSubmitting={form.isSubmitting} variant="accent" testId="trial-action">
        {t('purchase.trialAction')}
      </SubmitButton>
      <FormAlert errors={form.generalErrors} testId="trial-error" />
    </form.Form>
  );
}
