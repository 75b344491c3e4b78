import type { ReactNode } from 'react';
import { Trans } from '../../../i18n/trans';
import { RegisterBodySchema } from '@portal/contract';
import { CheckboxField } from '../../../components/form/choice-fields';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { LocalizedLink } from '../../../i18n/localized-link';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { REGISTER_FIELDS } from '../auth-fields';
import { NewPasswordFields } from '../../../components/accounts/new-password-fields';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** A legal page in a new tab, so nothing typed in the form is lost. */
function NewTabLink({ to, note, children }: { to: string; note: string; children?: ReactNode }) {
  return (
    <LocalizedLink to={to} target="_blank" rel="noopener" className={LINK}>
      {children}
      <span className="sr-only"> ({note})</span>
    </LocalizedLink>
  );
}

/** Step 1 of spec §4: e-mail, password and the consent to the terms of use and offer agreement. */
export function RegisterStep() {
  const { t } = useAccountsTranslation();
  const form = useApiForm({ intent: 'register', fields: REGISTER_FIELDS, schema: RegisterBodySchema });
  const note = t('common.opensInNewTab');
  return (
    <form.Form {...form.formProps} className="flex flex-col gap-5">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} testId="register-error" />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
      />
      <NewPasswordFields form={form} label={t('fields.password')} />
      <CheckboxField
        form={form}
        name="accept_terms"
        required
        label={
          <Trans
            t={t}
            i18nKey="registration.consent"
            components={{
              terms: <NewTabLink to="/terms-of-use" note={note} />,
              offer: <NewTabLink to="/offer-agreement" note={note} />,
            }}
          />
        }
      />
      <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="register-submit">
        {t('registration.registerSubmit')}
      </SubmitButton>
    </form.Form>
  );
}
