import { TextField } from '../form/text-field';
import type { ApiFormFields } from '../form/use-api-form';
import { useAccountsTranslation } from '../../i18n/accounts';

/**
 * A new password and its confirmation (`password`, `password_confirmation`), as registration,
 * the reset page and the password change all ask them.
 */
export function NewPasswordFields({ form, label }: { form: ApiFormFields; label: string }) {
  const { t } = useAccountsTranslation();
  return (
    <>
      <TextField
        form={form}
        name="password"
        type="password"
        label={label}
        // The rule is said once (issue 25 §6): by the hint, or by the error that repeats it.
        hint={form.errorsFor('password').length > 0 ? undefined : t('fields.passwordHint')}
        autoComplete="new-password"
        required
      />
      <TextField
        form={form}
        name="password_confirmation"
        type="password"
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
