import { useTranslation } from 'react-i18next';
import type { Profile } from '@portal/contract';
import { VerificationBadge } from '../../components/accounts/verification-badge';
import { useAccountsTranslation } from '../../i18n/accounts';
import { useLocale } from '../../i18n/use-locale';
import { pickNameWithLang } from '../../lib/localized-name';
import { CompletenessNotice } from './completeness-notice';
import { CompanyForm, DirectorForm, ExpertForm, VchasnoForm } from './my-company-forms';
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
          aria-labelledby="verification-heading"
          data-testid="company-verification"
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="verification-heading" className="text-lg font-bold text-brand-900">
            {t('profile.verificationTitle')}
          </h2>
          <VerificationBadge profile={profile} className="mt-3 text-base" />
          {profile.is_denied && profile.deny_reason && (
            <p className="mt-2 text-[15px] text-ink">
              {t('profile.denyReason')}: {profile.deny_reason}
            </p>
          )}
        </section>
      </div>
      <div className="flex flex-col gap-8">
        <CompanyForm company={company} />
        <ExpertForm company={company} />
        <DirectorForm company={company} />
        <VchasnoForm company={company} />
      </div>
    </>
  );
}
