import { useEffect } from 'react';
import { ChangePasswordBodySchema } from '@portal/contract';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { ProfileSection } from '../../../components/ui/page-heading';
import { CHANGE_PASSWORD_FIELDS, type Saved } from '../profile-fields';
import { FormErrors, SaveRow } from '../saved-status';
import { NewPasswordFields } from '../../../components/accounts/new-password-fields';

/** The current password and the new one twice; the API ends the other sessions (ARCHITECTURE §4). */
export function ChangePasswordForm() {
  const { t } = useAccountsTranslation();
  const form = useApiForm<Saved>({
    intent: 'change-password',
    fields: CHANGE_PASSWORD_FIELDS,
    schema: ChangePasswordBodySchema,
  });
  const { success, formProps } = form;
  // After a change the three password fields are emptied; the status says it worked.
  useEffect(() => {
    if (success) formProps.ref.current?.reset();
  }, [success, formProps.ref]);
  return (
    <ProfileSection
      id="password-section"
      title={t('security.passwordTitle')}
      lead={t('security.passwordLead')}
      testId="password-section"
    >
      <form.Form {...form.formProps} className="flex flex-col gap-5 sm:max-w-md">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormErrors form={form} />
        <TextField
          form={form}
          name="current_password"
          type="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
        <SaveRow form={form} label={t('security.changePassword')} savedText={t('security.passwordChanged')} />
      </form.Form>
    </ProfileSection>
  );
}
