import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MenuIcon } from '../../components/ui/icons';

/** The panel's code comes when the menu is about to open: a page's first load does not carry it. */
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * Below 1024 px the menu hides behind a button that opens a slide-out panel (spec §2,
 * mobile-menu-panel.tsx). The panel's code is fetched when a pointer or the keyboard reaches the
 * button, so it is usually there by the time the button is pressed.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadPanel().catch(() => {});

  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="mobile-menu-button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('common.openMenu')}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 transition-colors duration-200 hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={id} close={close} button={button} />
        </Suspense>
      )}
    </>
  );
}
