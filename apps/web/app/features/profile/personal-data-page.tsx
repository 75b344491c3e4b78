import { useTranslation } from '../../i18n/use-translation';
import { MainInfoBodySchema, type Profile } from '@portal/contract';
import { MAIN_INFO_FIELDS } from '../../components/accounts/account-fields';
import { MainInfoFields } from '../../components/accounts/main-info-fields';
import { useApiForm } from '../../components/form/use-api-form';
import { useAccountsTranslation } from '../../i18n/accounts';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { CompletenessNotice } from './completeness-notice';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import type { Saved } from './profile-fields';
import { FormErrors, SaveRow } from './saved-status';

/** /profile/main and /profile/cabinet: the person's own data; e-mail and phone read-only. */
export function PersonalDataPage({ profile }: { profile: Profile }) {
  const { t: tMain } = useTranslation();
  const { t } = useAccountsTranslation();
  const form = useApiForm<Saved>({
    intent: 'main-data',
    fields: MAIN_INFO_FIELDS,
    schema: MainInfoBodySchema,
  });
  return (
    <>
      <PageHeading title={tMain('profile.personalDataTitle')} lead={t('profile.personalDataLead')} />
      <CompletenessNotice company={profile.companyInfo} linkToCompanyPage />
      <div className="flex flex-col gap-8">
        <ProfileSection id="contacts" title={t('profile.contactsTitle')} testId="personal-contacts">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold text-muted">{t('fields.email')}</dt>
              <dd className="mt-1 text-base font-semibold break-all" data-testid="profile-email">
                {profile.email}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted">{t('profile.verifiedPhone')}</dt>
              <dd className="mt-1 text-base font-semibold" data-testid="profile-phone">
                {profile.main_info.phone ?? t('profile.noPhone')}
              </dd>
            </div>
          </dl>
        </ProfileSection>
        <ProfileSection id="main-data" title={t('profile.mainDataTitle')} testId="main-data-section">
          <form.Form {...form.formProps} className="flex flex-col gap-6">
            <input type="hidden" name={INTENT_FIELD} value={form.intent} />
            <FormErrors form={form} />
            <MainInfoFields form={form} mainInfo={profile.main_info} />
            <SaveRow form={form} />
          </form.Form>
        </ProfileSection>
      </div>
    </>
  );
}
