import type { Profile } from '@portal/contract';
import { CompanyStateNotice } from '../../components/accounts/company-state-notice';
import { PageHeading } from '../../components/ui/page-heading';
import { useAccountsTranslation } from '../../i18n/accounts';

/**
 * /profile/approval-required (issue 25 §3, decision 038): where a page closed to a company that
 * may not file requests leads, instead of the home page with no word. It says the company's
 * state and what to do; once approved, it leads on to the page asked for (`requested`).
 */
export function ApprovalRequiredPage({ profile, requested }: { profile: Profile; requested: string | null }) {
  const { t } = useAccountsTranslation();
  return (
    <div data-testid="approval-required">
      <PageHeading title={t('approval.title')} lead={t('approval.lead')} />
      {requested && (
        <p className="mb-4 text-[15px] text-muted" data-testid="approval-required-asked">
          {t('approval.asked')}
        </p>
      )}
      <CompanyStateNotice profile={profile} continueTo={requested} />
    </div>
  );
}
