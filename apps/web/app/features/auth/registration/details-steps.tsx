import { CompanyInfoBodySchema, MainInfoBodySchema, type Profile } from '@portal/contract';
import { CompanyDataFields } from '../../../components/accounts/company-data-fields';
import { COMPANY_FIELDS, MAIN_INFO_FIELDS } from '../../../components/accounts/account-fields';
import { MainInfoFields } from '../../../components/accounts/main-info-fields';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { INTENT_FIELD } from '../../../lib/forms/form-values';

/** Step 4 of spec §4: the person's main info. */
export function MainInfoStep({ profile }: { profile: Pick<Profile, 'main_info'> }) {
  const { t } = useAccountsTranslation();
  const form = useApiForm({ intent: 'main-info', fields: MAIN_INFO_FIELDS, schema: MainInfoBodySchema });
  return (
    <form.Form {...form.formProps} className="flex flex-col gap-6">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} testId="main-info-error" />
      <MainInfoFields form={form} mainInfo={profile.main_info} />
      <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="main-info-submit">
        {t('registration.next')}
      </SubmitButton>
    </form.Form>
  );
}

/** Step 5 of spec §4: every companyInfo field; success opens the cabinet. */
export function CompanyStep({ profile }: { profile: Pick<Profile, 'companyInfo'> }) {
  const { t } = useAccountsTranslation();
  const form = useApiForm({ intent: 'company-info', fields: COMPANY_FIELDS, schema: CompanyInfoBodySchema });
  return (
    <form.Form {...form.formProps} className="flex flex-col gap-6">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} testId="company-info-error" />
      <CompanyDataFields form={form} company={profile.companyInfo} />
      <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="company-info-submit">
        {t('registration.finish')}
      </SubmitButton>
    </form.Form>
  );
}
