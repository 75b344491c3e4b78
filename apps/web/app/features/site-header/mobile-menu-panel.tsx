import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { UI } from '@portal/contract';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SocialLinks } from '../../components/social-links';
import { FreeBadge } from '../../components/ui/badge';
import { CloseIcon } from '../../components/ui/icons';
import { LocalizedLink } from '../../i18n/localized-link';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { MobileAccount } from './mobile-account';
import { useHeaderState } from './use-header-state';

const LINK =
  'flex min-h-12 items-center gap-2 rounded-lg px-3 text-base font-semibold text-ink transition-colors duration-200 hover:bg-brand-50 hover:text-brand-700';
const DESKTOP_QUERY = '(min-width: 1024px)';

type MobileMenuPanelProps = {
  /** The base of the panel's ids (the menu button names the panel by `${id}-menu`). */
  id: string;
  close: () => void;
  /** The menu button, where focus goes back when the panel closes. */
  button: RefObject<HTMLButtonElement | null>;
};

/**
 * The slide-out panel of the phone's menu (spec §2): the same links, the languages and the social
 * links. A modal dialog: focus stays inside, Escape, a press outside or the close button closes
 * it, and focus goes back to the button. Loaded when the menu first opens (mobile-menu.tsx), so
 * none of it is in a page's first load.
 */
export default function MobileMenuPanel({ id, close, button }: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const panelId = `${id}-menu`;
  const titleId = `${id}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const { profile, mainLinks, aboutLinks } = useHeaderState();

  useDialogFocus(panel, true, close, button);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) close();
    };
    desktop.addEventListener('change', onResize);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      desktop.removeEventListener('change', onResize);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [close]);

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 animate-fade-in bg-brand-950/60" aria-hidden="true" />
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="mobile-menu"
        className="absolute inset-y-0 right-0 flex w-full animate-slide-in-right flex-col overflow-y-auto bg-white shadow-2xl"
        style={{ maxWidth: UI.sideMenuWidthPx }}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 sm:px-6">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {t('common.menuTitle')}
          </h2>
          <button
            type="button"
            aria-label={t('common.closeMenu')}
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 transition-colors duration-200 hover:bg-brand-50"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.mainNavigation')} className="px-2 py-4 sm:px-4">
          <ul className="flex flex-col gap-1">
            <li>
              <p className="px-3 pt-1 pb-2 text-sm font-semibold text-muted">{t('nav.aboutPlatform')}</p>
              <ul className="mb-2 ml-3 flex flex-col gap-1 border-l-2 border-brand-100 pl-2">
                {aboutLinks.map((link) => (
                  <li key={link.to}>
                    <LocalizedLink to={link.to} onClick={close} className={LINK}>
                      {t(link.labelKey)}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </li>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} onClick={close} className={LINK}>
                  {t(link.labelKey)}
                  {link.isFree && <FreeBadge />}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileAccount profile={profile} onNavigate={close} />
        <div className="mt-auto flex flex-col gap-5 border-t border-slate-200 px-4 py-6 sm:px-6">
          <section aria-labelledby={`${id}-lang`}>
            <h3 id={`${id}-lang`} className="mb-2 text-sm font-semibold text-muted">
              {t('common.language')}
            </h3>
            <LanguageSwitcher layout="row" onSwitch={close} />
          </section>
          <section aria-labelledby={`${id}-social`}>
            <h3 id={`${id}-social`} className="mb-2 text-sm font-semibold text-muted">
              {t('common.socialLinks')}
            </h3>
            <SocialLinks />
          </section>
        </div>
      </div>
    </div>
  );
}
