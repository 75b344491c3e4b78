import { useTranslation } from '../../../i18n/use-translation';
import { ResetPasswordNotificationBodySchema } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { LocalizedLink } from '../../../i18n/localized-link';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { AuthCard } from '../auth-card';
import { FORGOT_PASSWORD_FIELDS, type MessageData } from '../auth-fields';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** /auth/forgot-password: an e-mail address; the answer never says whether it is registered. */
export function ForgotPasswordPage() {
  const { t: tMain } = useTranslation();
  const { t } = useAccountsTranslation();
  const form = useApiForm<MessageData>({
    intent: 'forgot-password',
    fields: FORGOT_PASSWORD_FIELDS,
    schema: ResetPasswordNotificationBodySchema,
  });
  return (
    <AuthCard title={tMain('auth.forgotPasswordTitle')} lead={t('password.forgotLead')}>
      <form.Form {...form.formProps} className="flex flex-col gap-5">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="forgot-password-error" />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="forgot-password-submit">
          {t('password.sendLink')}
        </SubmitButton>
        <FormStatus testId="forgot-password-status">{form.success?.message}</FormStatus>
      </form.Form>
      <p className="mt-8 text-[15px]">
        <LocalizedLink to="/auth/login" className={LINK}>
          {t('password.backToLogin')}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
