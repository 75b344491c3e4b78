import { SubmitCodeBodySchema } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { CodeField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { CODE_FIELDS, NO_FIELDS } from '../auth-fields';
import { SendCodeForm } from './resend-control';
import { useCodeSending } from './use-code-sending';

/** Step 2 of spec §4: the code e-mailed on arrival (once), and 'send again' after the wait. */
export function EmailStep({ email }: { email: string }) {
  const { t } = useAccountsTranslation();
  const sending = useCodeSending({
    intent: 'send-email-code',
    fields: NO_FIELDS,
    storageKey: `email-code:${email}`,
    sendOnArrival: true,
  });
  const form = useApiForm({ intent: 'email-code', fields: CODE_FIELDS, schema: SubmitCodeBodySchema });
  return (
    <div className="flex flex-col gap-8">
      <p className="text-base text-ink">{t('registration.emailText', { email })}</p>
      <form.Form {...form.formProps} className="flex flex-col gap-5">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="email-code-error" />
        <CodeField form={form} name="code" label={t('fields.emailCode')} hint={t('fields.codeHint')} />
        <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="email-code-submit">
          {t('registration.confirm')}
        </SubmitButton>
      </form.Form>
      <SendCodeForm sending={sending} label={t('registration.sendAgain')} testId="resend-email-code" />
    </div>
  );
}
