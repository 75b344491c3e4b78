import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/ui/logo';
import { LocalizedNavLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';

const AUTH_NAV = [
  { labelKey: 'nav.login', to: '/auth/login' },
  { labelKey: 'nav.registration', to: '/auth/registration' },
] as const;

/** The auth layout's sidebar (spec §2): greeting, logo, sign in / sign up and the languages. */
export function AuthSidebar() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('auth.greeting')}
      className="theme-dark relative flex flex-col gap-8 overflow-hidden bg-brand-900 px-6 py-6 text-white sm:px-10 lg:min-h-dvh lg:py-10"
    >
      <div className="flex items-center justify-between gap-4">
        <Logo tone="light" />
      </div>
      <div className="lg:my-auto">
        <p className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('auth.greeting')}</p>
        <p className="mt-3 max-w-sm text-base leading-relaxed text-slate-200 sm:text-lg">
          {t('auth.sidebarText')}
        </p>
        <nav aria-label={t('auth.authNavigation')} className="mt-8">
          <ul className="flex flex-wrap gap-3">
            {AUTH_NAV.map((link) => (
              <li key={link.to}>
                <LocalizedNavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cx(
                      // No colour transition: the active link changes with the page, and a fading
                      // colour would fail the contrast check mid-way.
                      'inline-flex min-h-11 items-center rounded-lg px-5 font-semibold',
                      isActive
                        ? 'bg-accent-400 text-brand-900 hover:bg-accent-300'
                        : 'border border-white/80 text-white hover:bg-white/10',
                    )
                  }
                >
                  {t(link.labelKey)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <LanguageSwitcher tone="light" />
    </aside>
  );
}
