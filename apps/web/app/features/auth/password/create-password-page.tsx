import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ResetPasswordBodySchema } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { ButtonLink } from '../../../components/ui/button-link';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { LocalizedLink } from '../../../i18n/localized-link';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { AuthCard } from '../auth-card';
import { RESET_PASSWORD_FIELDS, type MessageData } from '../auth-fields';
import { NewPasswordFields } from '../../../components/accounts/new-password-fields';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** /auth/create-new-password?token=: the new password twice, then a link to sign in. */
export function CreatePasswordPage() {
  const { t: tMain } = useTranslation();
  const { t } = useAccountsTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useApiForm<MessageData>({
    intent: 'reset-password',
    fields: RESET_PASSWORD_FIELDS,
    schema: ResetPasswordBodySchema,
  });

  if (form.success) {
    return (
      <AuthCard title={tMain('auth.createNewPasswordTitle')}>
        <div role="status" data-testid="reset-password-done" className="flex flex-col items-start gap-6">
          <p className="text-lg text-ink">{form.success.message}</p>
          <ButtonLink to="/auth/login">{t('password.goToLogin')}</ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (token === '') {
    return (
      <AuthCard title={tMain('auth.createNewPasswordTitle')}>
        <p className="text-lg text-ink" data-testid="reset-password-no-token">
          {t('password.noToken')}{' '}
          <LocalizedLink to="/auth/forgot-password" className={LINK}>
            {t('password.askNewLink')}
          </LocalizedLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={tMain('auth.createNewPasswordTitle')} lead={t('password.createLead')}>
      <form.Form {...form.formProps} className="flex flex-col gap-5">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <input type="hidden" name="token" value={token} />
        <FormAlert errors={form.generalErrors} testId="reset-password-error" />
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
        <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="reset-password-submit">
          {t('password.save')}
        </SubmitButton>
      </form.Form>
      {form.generalErrors.length > 0 && (
        <p className="mt-6 text-[15px]">
          <LocalizedLink to="/auth/forgot-password" className={LINK}>
            {t('password.askNewLink')}
          </LocalizedLink>
        </p>
      )}
    </AuthCard>
  );
}
