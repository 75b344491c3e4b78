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
        hint={t('fields.passwordHint')}
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
