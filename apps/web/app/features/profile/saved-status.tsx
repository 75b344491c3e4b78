import { FormAlert, FormStatus, SubmitButton } from '../../components/form/form-feedback';
import type { ApiForm } from '../../components/form/use-api-form';
import { useAccountsTranslation } from '../../i18n/accounts';

/** The end of a cabinet form: its errors, 'Зберегти' and 'Зміни збережено' after success. */
export function SaveRow({
  form,
  label,
  savedText,
}: {
  form: ApiForm<unknown>;
  label?: string;
  savedText?: string;
}) {
  const { t } = useAccountsTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
      <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId={`${form.intent}-submit`}>
        {label ?? t('profile.save')}
      </SubmitButton>
      <FormStatus testId={`${form.intent}-status`}>
        {form.success !== null && !form.isSubmitting ? (savedText ?? t('profile.saved')) : null}
      </FormStatus>
    </div>
  );
}

export function FormErrors({ form }: { form: ApiForm<unknown> }) {
  return <FormAlert errors={form.generalErrors} testId={`${form.intent}-error`} />;
}
