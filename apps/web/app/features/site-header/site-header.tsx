import { useTranslation } from '../../i18n/use-translation';
import { ChatHeaderLink } from '../../components/chat/chat-unread-badge';
import { LanguageSwitcher } from '../../components/language-switcher';
import { BetaBadge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { Logo } from '../../components/ui/logo';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { AUTH_LINKS } from './nav-items';
import { useHeaderState } from './use-header-state';
import { useIsScrolled } from './use-is-scrolled';
import { UserMenu } from './user-menu';

/**
 * The site header (spec §2): logo, 'beta', the public menu, languages and the guest's sign-up and
 * log-in buttons, or the signed-in user's avatar with the quick menu. It stays on top once the page is scrolled at all, with a shadow to show it.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const isScrolled = useIsScrolled();
  const { profile } = useHeaderState();
  return (
    <header
      data-testid="site-header"
      data-sticky={isScrolled ? 'true' : 'false'}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow print:hidden duration-300 data-[sticky=true]:shadow-[0_8px_24px_-12px_rgba(10,37,64,0.35)]"
    >
      <Container width="landing" className="flex min-h-16 items-center gap-2 py-2 sm:gap-3 lg:min-h-18">
        {/* Signed in, the chat's link joins the phone's header: the site's name takes two lines there. */}
        <Logo className={profile ? '[&>span]:max-w-28 sm:[&>span]:max-w-none' : undefined} />
        <BetaBadge />
        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <LanguageSwitcher />
          <span className="h-6 w-px bg-slate-200" aria-hidden="true" />
          {profile ? (
            <>
              <ChatHeaderLink />
              <UserMenu profile={profile} />
            </>
          ) : (
            <>
              <ButtonLink to={AUTH_LINKS.registration} variant="outline" size="sm">
                {t('nav.registration')}
              </ButtonLink>
              <ButtonLink to={AUTH_LINKS.login} variant="solid" size="sm">
                {t('nav.login')}
              </ButtonLink>
            </>
          )}
        </div>
        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <ChatHeaderLink />
          <MobileMenu />
        </div>
      </Container>
      <div className="hidden border-t border-slate-100 lg:block">
        <Container width="landing">
          <DesktopNav />
        </Container>
      </div>
    </header>
  );
}
