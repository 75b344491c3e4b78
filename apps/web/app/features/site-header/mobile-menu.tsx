import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { UI } from '@portal/contract';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SocialLinks } from '../../components/social-links';
import { FreeBadge } from '../../components/ui/badge';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { LocalizedLink } from '../../i18n/localized-link';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { MobileAccount } from './mobile-account';
import { useHeaderState } from './use-header-state';

const LINK =
  'flex min-h-12 items-center gap-2 rounded-lg px-3 text-base font-semibold text-ink transition-colors duration-200 hover:bg-brand-50 hover:text-brand-700';
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Below 1024 px the menu hides behind a button that opens a slide-out panel (spec §2): the same
 * links, the languages and the social links. A modal dialog: focus stays inside, Escape or the
 * close button closes it, and focus goes back to the button.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-menu`;
  const titleId = `${id}-title`;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const { profile, mainLinks, aboutLinks } = useHeaderState();

  useDialogFocus(panel, open, close, button);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches) setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) setOpen(false);
    };
    desktop.addEventListener('change', onResize);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      desktop.removeEventListener('change', onResize);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="mobile-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('common.openMenu')}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 transition-colors duration-200 hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon />
      </button>
      {open && (
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
      )}
    </>
  );
}
