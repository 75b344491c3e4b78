import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoginBodySchema } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { LocalizedLink } from '../../../i18n/localized-link';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { AuthCard } from '../auth-card';
import { LOGIN_FIELDS, type LoginData } from '../auth-fields';
import { TwoFactorStep } from './two-factor-step';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** /auth/login: e-mail and password; a second step with the authenticator code when 2FA is on. */
export function LoginPage() {
  const { t: tMain } = useTranslation();
  const { t } = useAccountsTranslation();
  const form = useApiForm<LoginData>({ intent: 'login', fields: LOGIN_FIELDS, schema: LoginBodySchema });
  const [abandoned, setAbandoned] = useState<string | null>(null);
  const challenge = form.success && form.success.challenge !== abandoned ? form.success.challenge : null;

  if (challenge) {
    return (
      <AuthCard title={tMain('auth.loginTitle')}>
        <TwoFactorStep challenge={challenge} onBack={() => setAbandoned(challenge)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={tMain('auth.loginTitle')}
      lead={
        <>
          {t('login.noAccount')}{' '}
          <LocalizedLink to="/auth/registration" className={LINK}>
            {t('login.registerLink')}
          </LocalizedLink>
        </>
      }
    >
      <form.Form {...form.formProps} className="flex flex-col gap-5" data-testid="login-form">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="login-error" />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        <div>
          <TextField
            form={form}
            name="password"
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
          />
          <p className="mt-2 text-[15px]">
            <LocalizedLink to="/auth/forgot-password" className={LINK}>
              {t('login.forgotPassword')}
            </LocalizedLink>
          </p>
        </div>
        <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </form.Form>
    </AuthCard>
  );
}
