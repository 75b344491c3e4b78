import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CookieSettings } from '@portal/contract';
import { ChevronDownIcon, CloseIcon } from '../../components/ui/icons';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { BANNER_BUTTON, OUTLINE_BUTTON, SOLID_BUTTON } from './banner-classes';
import { consentStore, type ConsentView } from './consent-store';
import { CookieSettingsPanel } from './cookie-settings-panel';

type CookieBannerProps = {
  view: ConsentView;
  draft: CookieSettings;
  /** The control that reopened the settings, once: focus returns to it after the decision. */
  takeOpener: () => HTMLElement | null;
};

/**
 * The cookie banner (spec §2, §4): accept all, reject all, close (acts as reject) and a custom
 * choice. Not modal — the page stays usable — so it is a labelled region at the bottom of the
 * screen; it slides in and out in 0.3 s (spec §9), instantly for visitors who prefer less motion.
 * Once shown it stays mounted, hidden, so that it can animate out and come back on reset.
 */
export function CookieBanner({ view, draft, takeOpener }: CookieBannerProps) {
  const { t } = useTranslation('consent');
  const root = useRef<HTMLElement>(null);
  const customise = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const panelId = useId();
  const isOpen = view === 'banner' || view === 'settings';

  /** Takes the decision; focus leaves the vanishing banner for the opener or the page. */
  function decide(action: () => void) {
    const hadFocus = root.current?.contains(document.activeElement) ?? false;
    const opener = takeOpener();
    action();
    if (!hadFocus) return;
    const target = opener?.isConnected ? opener : document.getElementById('main');
    target?.focus({ preventScroll: true });
  }

  useEffect(() => {
    const element = root.current;
    if (view !== 'settings' || !element) return;
    // Escape inside the banner folds the settings away (the decision stays open).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      consentStore.showBanner();
      customise.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [view]);

  return (
    <section
      ref={root}
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      data-view={view}
      className={cx(
        'fixed inset-x-0 bottom-0 z-[45] duration-300 ease-out sm:inset-x-4 sm:bottom-4',
        // Visible at once when opening (focus may move in), hidden only once it has slid out.
        isOpen
          ? 'visible translate-y-0 opacity-100 transition-[translate,opacity] starting:translate-y-full starting:opacity-0'
          : 'invisible translate-y-full opacity-0 transition-[translate,opacity,visibility]',
      )}
    >
      <div className="mx-auto max-h-[calc(100dvh-1rem)] max-w-4xl overflow-y-auto overscroll-contain rounded-t-2xl border border-slate-200 bg-white p-4 text-ink shadow-[0_-8px_32px_-12px_rgba(10,37,64,0.35)] sm:rounded-2xl sm:p-6">
        <div className="flex items-start gap-3">
          <h2 id={titleId} className="flex-1 pt-1.5 text-base leading-snug font-bold sm:text-lg">
            {t('banner.title')}
          </h2>
          <button
            type="button"
            aria-label={t('banner.close')}
            title={t('banner.close')}
            data-testid="cookie-close"
            onClick={() => decide(consentStore.close)}
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors duration-200 hover:bg-slate-100 hover:text-ink"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <p className="mt-1 text-sm leading-relaxed text-muted">
          {t('banner.text')}{' '}
          <LocalizedLink
            to="/cookie-policy"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t('banner.policyLink')}
          </LocalizedLink>
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
          <button
            type="button"
            onClick={() => decide(consentStore.acceptAll)}
            className={cx(BANNER_BUTTON, SOLID_BUTTON)}
          >
            {t('banner.acceptAll')}
          </button>
          <button
            type="button"
            onClick={() => decide(consentStore.rejectAll)}
            className={cx(BANNER_BUTTON, OUTLINE_BUTTON)}
          >
            {t('banner.rejectAll')}
          </button>
          <button
            ref={customise}
            type="button"
            aria-expanded={view === 'settings'}
            aria-controls={view === 'settings' ? panelId : undefined}
            onClick={() => (view === 'settings' ? consentStore.showBanner() : consentStore.showSettings())}
            className={cx(
              BANNER_BUTTON,
              'col-span-2 text-brand-700 hover:bg-brand-50 sm:ml-auto',
              view === 'settings' && 'bg-brand-50',
            )}
          >
            {t('banner.customise')}
            <ChevronDownIcon
              width={18}
              height={18}
              className={cx('transition-transform duration-200', view === 'settings' && 'rotate-180')}
            />
          </button>
        </div>
        {view === 'settings' && (
          <CookieSettingsPanel
            id={panelId}
            draft={draft}
            onSave={(settings) => decide(() => consentStore.saveCustom(settings))}
          />
        )}
      </div>
    </section>
  );
}
