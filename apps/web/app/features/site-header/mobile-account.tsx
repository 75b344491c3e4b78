import { useTranslation } from '../../i18n/use-translation';
import type { Profile } from '@portal/contract';
import { VerificationBadge } from '../../components/accounts/verification-badge';
import { ButtonLink, buttonClasses } from '../../components/ui/button-link';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { getDisplayName, getTariffLabel } from '../../lib/session/profile-labels';
import { useLogout } from '../../lib/session/use-logout';
import { AUTH_LINKS, findAccountLinks } from './nav-items';

/**
 * The slide-out menu's account part: the guest's buttons, or the user, status, tariff and links
 * (for staff: the back-office and their own account pages, issue 13 §6).
 */
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
  // The first account link is the button beside 'Вийти'; staff's own account pages follow it.
  const [primary, ...others] = findAccountLinks(profile);
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
      {others.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1">
          {others.map((link) => (
            <li key={link.key}>
              <LocalizedLink
                to={link.to}
                onClick={onNavigate}
                data-testid={`mobile-account-${link.key}`}
                className="flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-ink transition-colors duration-200 hover:bg-brand-50 hover:text-brand-700"
              >
                {t(link.labelKey)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-col gap-3 xs:flex-row">
        <ButtonLink
          to={primary.to}
          variant="solid"
          onClick={onNavigate}
          data-testid={`mobile-account-${primary.key}`}
        >
          {t(primary.labelKey)}
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
