import { TwoFactorAuthBodySchema } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { CodeField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { TWO_FACTOR_FIELDS } from '../auth-fields';

/** The second sign-in step (spec §4): the 6-digit code of the authenticator with the challenge. */
export function TwoFactorStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const { t } = useAccountsTranslation();
  const form = useApiForm({
    intent: 'two-factor',
    fields: TWO_FACTOR_FIELDS,
    schema: TwoFactorAuthBodySchema,
  });
  return (
    <section aria-labelledby="two-factor-heading" data-testid="two-factor-step">
      <h2 id="two-factor-heading" className="text-xl font-bold text-brand-900">
        {t('login.twoFactorHeading')}
      </h2>
      <p className="mt-2 text-base text-muted">{t('login.twoFactorText')}</p>
      <form.Form {...form.formProps} className="mt-6 flex flex-col gap-5">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <input type="hidden" name="challenge" value={challenge} />
        <FormAlert errors={form.generalErrors} testId="two-factor-error" />
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of a step the user just asked for */}
        <CodeField form={form} name="code" label={t('fields.authenticatorCode')} autoFocus />
        <div className="flex flex-wrap gap-3">
          <SubmitButton isSubmitting={form.isSubmitting} testId="two-factor-submit">
            {t('login.twoFactorSubmit')}
          </SubmitButton>
          <button type="button" onClick={onBack} className={buttonClasses('outline')}>
            {t('login.back')}
          </button>
        </div>
      </form.Form>
    </section>
  );
}
