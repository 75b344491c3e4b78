import { useTranslation } from 'react-i18next';
import type { Profile } from '@portal/contract';
import { VerificationBadge } from '../../components/accounts/verification-badge';
import { ButtonLink, buttonClasses } from '../../components/ui/button-link';
import { cx } from '../../lib/cx';
import { getDisplayName, getTariffLabel } from '../../lib/session/profile-labels';
import { useLogout } from '../../lib/session/use-logout';
import { AUTH_LINKS } from './nav-items';

/** The slide-out menu's account part: the guest's buttons, or the user, status, tariff and links. */
export function MobileAccount({ profile, onNavigate }: { profile: Profile | null; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { logout } = useLogout();
  if (!profile) {
    return (
      <div className="flex flex-col gap-3 px-4 pb-6 xs:flex-row sm:px-6">
        <ButtonLink to={AUTH_LINKS.registration} variant="outline" onClick={onNavigate}>
          {t('nav.registration')}
        </ButtonLink>
        <ButtonLink to={AUTH_LINKS.login} variant="solid" onClick={onNavigate}>
          {t('nav.login')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <section
      aria-label={t('account.menuLabel')}
      className="mx-4 mb-6 rounded-xl border border-slate-200 p-4 sm:mx-6"
      data-testid="mobile-account"
    >
      <p className="text-base font-bold text-ink">{getDisplayName(profile, t)}</p>
      <VerificationBadge profile={profile} className="mt-1" />
      <p className="mt-1 text-sm text-muted">
        {t('account.tariff')}: <span className="font-semibold text-ink">{getTariffLabel(profile, t)}</span>
      </p>
      <div className="mt-4 flex flex-col gap-3 xs:flex-row">
        <ButtonLink to="/profile/my-company" variant="solid" onClick={onNavigate}>
          {t('account.cabinet')}
        </ButtonLink>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            void logout();
          }}
          className={cx(buttonClasses('outline'), 'border-red-700 text-red-700 hover:bg-red-50')}
        >
          {t('account.logout')}
        </button>
      </div>
    </section>
  );
}
