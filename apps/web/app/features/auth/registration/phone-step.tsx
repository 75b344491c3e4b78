import { SubmitCodeBodySchema, VerificationPhoneBodySchema, type Profile } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { CodeField, TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { CODE_FIELDS, PHONE_FIELDS } from '../auth-fields';
import { SendCodeForm } from './resend-control';
import { useCodeSending } from './use-code-sending';

/** Step 3 of spec §4: the number (kept as registrationPhoneNumber), the SMS and its code. */
export function PhoneStep({ profile }: { profile: Pick<Profile, 'id' | 'registrationPhoneNumber'> }) {
  const { t } = useAccountsTranslation();
  const sending = useCodeSending({
    intent: 'send-phone-code',
    fields: PHONE_FIELDS,
    schema: VerificationPhoneBodySchema,
    storageKey: `phone-code:${profile.id}`,
  });
  const form = useApiForm({ intent: 'phone-code', fields: CODE_FIELDS, schema: SubmitCodeBodySchema });
  const hasCode = sending.sent !== null || profile.registrationPhoneNumber !== null;
  return (
    <div className="flex flex-col gap-8">
      <SendCodeForm
        sending={sending}
        label={hasCode ? t('registration.sendSmsAgain') : t('registration.sendSms')}
        variant={hasCode ? 'outline' : 'solid'}
        testId="send-phone-code"
      >
        <TextField
          form={sending.form}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          required
          initialValue={profile.registrationPhoneNumber ?? '+380'}
        />
      </SendCodeForm>
      {hasCode && (
        <form.Form {...form.formProps} className="flex flex-col gap-5">
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId="phone-code-error" />
          <CodeField form={form} name="code" label={t('fields.smsCode')} hint={t('fields.codeHint')} />
          <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="phone-code-submit">
            {t('registration.confirm')}
          </SubmitButton>
        </form.Form>
      )}
    </div>
  );
}
