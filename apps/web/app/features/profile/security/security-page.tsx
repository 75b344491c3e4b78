import { useTranslation } from '../../../i18n/use-translation';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { PageHeading } from '../../../components/ui/page-heading';
import type { SecurityData } from '../profile-fields';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { TwoFactorSection } from './two-factor-section';

/** /profile/security: password, two-factor authentication and the signed-in devices. */
export function SecurityPage({ security }: { security: SecurityData }) {
  const { t: tMain } = useTranslation();
  const { t } = useAccountsTranslation();
  return (
    <>
      <PageHeading title={tMain('profile.securityTitle')} lead={t('security.lead')} />
      <div className="flex flex-col gap-8">
        <ChangePasswordForm />
        {/* A new mount per state: after turning it off, an old enrolment must not show again. */}
        <TwoFactorSection
          key={String(security.google2fa_is_active)}
          isEnabled={security.google2fa_is_active}
        />
        <SessionsList sessions={security.sessions} />
      </div>
    </>
  );
}
