import type { FormEvent, ReactNode } from 'react';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import type { useCodeSending } from './use-code-sending';

type CodeSending = ReturnType<typeof useCodeSending>;

/** Waits for resend_available_at before another code may be asked for. */
export function ResendHint({ sending }: { sending: CodeSending }) {
  const { t } = useAccountsTranslation();
  if (!sending.sent || sending.secondsLeft === null || sending.secondsLeft === 0) return null;
  // Minutes once the wait is long (the limit of 3 codes in 15 minutes), seconds otherwise.
  const text =
    sending.secondsLeft > 90
      ? t('registration.resendInMinutes', { count: Math.ceil(sending.secondsLeft / 60) })
      : t('registration.resendIn', { count: sending.secondsLeft });
  return (
    <p className="text-sm text-muted" data-testid="resend-wait">
      {text}
    </p>
  );
}

type SendCodeFormProps = {
  sending: CodeSending;
  label: string;
  testId: string;
  /** Fields sent with the request (the phone number); none for the e-mail code. */
  children?: ReactNode;
  variant?: 'solid' | 'outline';
};

/** The form that asks for a code (again), refusing while the API's resend time has not come. */
export function SendCodeForm({ sending, label, testId, children, variant = 'outline' }: SendCodeFormProps) {
  const { t } = useAccountsTranslation();
  const { form } = sending;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!sending.canSend) {
      event.preventDefault();
      return;
    }
    form.formProps.onSubmit(event);
  };
  return (
    <form.Form {...form.formProps} onSubmit={onSubmit} className="flex flex-col gap-3" data-testid={testId}>
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} />
      {children}
      <div className="flex flex-col gap-2">
        <SubmitButton
          isSubmitting={form.isSubmitting}
          isUnavailable={sending.sent !== null && !sending.canSend}
          variant={variant}
          className="self-start"
          testId={`${testId}-submit`}
        >
          {label}
        </SubmitButton>
        <ResendHint sending={sending} />
      </div>
      <FormStatus>
        {form.success ? t('registration.codeSent', { to: form.success.sent_to }) : null}
      </FormStatus>
    </form.Form>
  );
}
