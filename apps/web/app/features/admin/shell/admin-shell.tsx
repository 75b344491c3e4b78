import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Profile } from '@portal/contract';
import { ChatUnreadBadge, useChatUnreadName } from '../../../components/chat/chat-unread-badge';
import { useChatUnread } from '../../../components/chat/use-chat-unread';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { buttonClasses } from '../../../components/ui/button-link';
import { CloseIcon, LogoutIcon, MenuIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { SkipLink } from '../../../components/ui/skip-link';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedNavLink } from '../../../i18n/localized-link';
import { cx } from '../../../lib/cx';
import { getDisplayName } from '../../../lib/session/profile-labels';
import { useLogout } from '../../../lib/session/use-logout';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

const MENU_ID = 'admin-menu';

/** Who is signed in: the manager's name and role. */
function StaffIdentity({ profile, className }: { profile: Profile | null; className?: string }) {
  const { t: tMain } = useTranslation();
  const { t } = useAdminTranslation();
  if (!profile) return null;
  return (
    <p className={cx('flex flex-col leading-tight', className)} data-testid="admin-user">
      <span className="sr-only">{t('shell.signedInAs')} </span>
      <span className="font-bold text-ink">
        {[profile.main_info.name, profile.main_info.surname].join(' ').trim() ||
          getDisplayName(profile, tMain)}
      </span>
      <span className="text-xs font-semibold text-muted">
        {profile.role === 'admin' ? t('shell.roleAdmin') : t('shell.roleManager')}
      </span>
    </p>
  );
}

function SignOutButton({ className }: { className?: string }) {
  const { t } = useAdminTranslation();
  const { logout, isLoggingOut } = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      aria-disabled={isLoggingOut || undefined}
      data-testid="admin-logout"
      className={cx(buttonClasses('outline', 'sm'), 'border-red-700 text-red-700 hover:bg-red-50', className)}
    >
      <LogoutIcon width={18} height={18} />
      {t('shell.logout')}
    </button>
  );
}

/**
 * The back-office's own frame (issue 5): a compact header (logo, 'Back-office', the manager,
 * languages, sign-out) and the side navigation, which on phones folds into a disclosure
 * menu under the header. A skip link, landmarks and the page's own <main>.
 */
export function AdminShell({ profile, children }: { profile: Profile | null; children: ReactNode }) {
  const { t } = useAdminTranslation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const chatUnread = useChatUnread() ?? 0;
  const chatName = useChatUnreadName();
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);

  // Escape folds the phone menu and puts focus back on its button (disclosure pattern).
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white" data-testid="admin-header">
        <div className="flex min-h-16 items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
          {/* On phones the mark alone: its link keeps the site's name for assistive technology. */}
          <Logo className="[&>span]:sr-only sm:[&>span]:not-sr-only" />
          <span className="rounded-md bg-brand-900 px-2 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase">
            {t('shell.backOffice')}
          </span>
          <div className="ml-auto hidden items-center gap-4 lg:flex">
            <StaffIdentity profile={profile} className="text-right text-sm" />
            <span className="h-8 w-px bg-slate-200" aria-hidden="true" />
            <LanguageSwitcher />
            <SignOutButton />
          </div>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="admin-menu-button"
            className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-[15px] font-semibold text-brand-900 transition-colors duration-200 hover:bg-brand-50 lg:hidden"
          >
            {isMenuOpen ? <CloseIcon width={22} height={22} /> : <MenuIcon width={22} height={22} />}
            {t('shell.menu')}
          </button>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <div
          id={MENU_ID}
          data-testid="admin-menu"
          className={cx(
            'border-b border-slate-200 bg-white lg:block lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0',
            !isMenuOpen && 'hidden',
          )}
        >
          <nav aria-label={t('shell.navLabel')} className="px-3 py-3 lg:sticky lg:top-16 lg:px-4 lg:py-6">
            <ul className="flex flex-col gap-1">
              {ADMIN_NAV_ITEMS.map((item) => (
                <li key={item.key}>
                  <LocalizedNavLink
                    to={item.to}
                    end={item.end}
                    aria-label={item.key === 'chat' ? chatName(t('nav.chat'), chatUnread) : undefined}
                    onClick={closeMenu}
                    data-testid={`admin-nav-${item.key}`}
                    className={({ isActive }) =>
                      cx(
                        'flex min-h-11 items-center rounded-lg px-3 text-[15px] font-semibold transition-colors duration-200',
                        isActive
                          ? 'bg-brand-900 text-white'
                          : 'text-ink hover:bg-brand-50 hover:text-brand-700',
                      )
                    }
                  >
                    {t(`nav.${item.key}`)}
                    {item.key === 'chat' && <ChatUnreadBadge count={chatUnread} className="ml-auto" />}
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
            {/* Inside the navigation landmark, so that nothing of the open menu lies outside one (axe 'region'). */}
            <div className="-mx-3 mt-3 flex flex-col gap-3 border-t border-slate-200 px-4 pt-4 pb-1 lg:hidden">
              <StaffIdentity profile={profile} />
              <LanguageSwitcher onSwitch={closeMenu} />
              <SignOutButton className="self-start" />
            </div>
          </nav>
        </div>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-8">{children}</div>
        </main>
      </div>
    </div>
  );
}
