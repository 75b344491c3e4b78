import { useTranslation } from '../../i18n/use-translation';
import { getCompanyState, type Profile } from '@portal/contract';
import { CompanyStateNotice } from '../../components/accounts/company-state-notice';
import { VerificationBadge } from '../../components/accounts/verification-badge';
import { FormStatus } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { useAccountsTranslation } from '../../i18n/accounts';
import { useLocale } from '../../i18n/use-locale';
import { pickNameWithLang } from '../../lib/localized-name';
import { CompletenessNotice } from './completeness-notice';
import { CompanyForm, DirectorForm, ExpertForm, ResubmitForm, VchasnoForm } from './my-company-forms';
import { NO_FIELDS, type Saved } from './profile-fields';
import { PageHeading } from '../../components/ui/page-heading';
import { SubscriptionInfo } from './subscription-info';
import type { SubscriptionInfoData } from './subscription-info-data.server';

/**
 * /profile/my-company (spec §2): the subscription (#subscription-info), the verification status
 * and four forms, each with its own call: company, expert, director, e-document e-mail.
 */
export function MyCompanyPage({
  profile,
  subscription,
}: {
  profile: Profile;
  subscription: SubscriptionInfoData;
}) {
  const { t: tMain } = useTranslation();
  const { t } = useAccountsTranslation();
  const locale = useLocale();
  const company = profile.companyInfo;
  const state = getCompanyState(profile);
  const resubmit = useApiForm<Saved>({ intent: 'resubmit', fields: NO_FIELDS });
  // Issue 13 §6: the company's name in the page's language, else the other one (marked).
  const name = pickNameWithLang({ uk: company.name_ru, en: company.name_en }, locale);
  return (
    <>
      <PageHeading
        title={tMain('profile.myCompanyTitle')}
        lead={name.text ? <span lang={name.lang}>{name.text}</span> : undefined}
      />
      <CompletenessNotice company={company} />
      <div className="mb-8 grid gap-6 md:grid-cols-2">
        <SubscriptionInfo profile={profile} info={subscription} />
        <section
          id="company-verification"
          aria-labelledby="verification-heading"
          data-testid="company-verification"
          className="scroll-mt-36 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="verification-heading" className="text-lg font-bold text-brand-900">
            {t('profile.verificationTitle')}
          </h2>
          <VerificationBadge profile={profile} className="mt-3 text-base" />
          {state !== 'approved' && (
            <CompanyStateNotice
              profile={profile}
              headingLevel={3}
              className="mt-4"
              // This page holds the company data: the way forward is here, not a link.
              action={state === 'denied' ? <ResubmitForm form={resubmit} /> : null}
            />
          )}
          <FormStatus testId="resubmit-status">
            {resubmit.success !== null && !resubmit.isSubmitting ? t('approval.resubmitted') : null}
          </FormStatus>
        </section>
      </div>
      <div className="flex flex-col gap-8">
        <CompanyForm company={company} isDenied={state === 'denied'} />
        <ExpertForm company={company} />
        <DirectorForm company={company} />
        <VchasnoForm company={company} />
      </div>
    </>
  );
}
