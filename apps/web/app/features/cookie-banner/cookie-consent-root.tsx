import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { I18n } from '../../i18n/translator';
import consentEn from '../../i18n/locales/consent/en.json';
import consentUa from '../../i18n/locales/consent/ua.json';
import { CONSENT_STORAGE_KEY, consentStore, hasConsent, onConsent } from './consent-store';
import { CookieBanner } from './cookie-banner';
import { openCookieSettings, registerCookieSettingsHandler } from './open-cookie-settings';

/** The consent API for scripts outside the bundle (a tag manager, the tests), as `window.portalConsent`. */
export type PortalConsentApi = {
  hasConsent: typeof hasConsent;
  onConsent: typeof onConsent;
  openSettings: typeof openCookieSettings;
  reset: () => void;
};

declare global {
  interface Window {
    portalConsent?: PortalConsentApi;
  }
}

/**
 * The banner's texts (namespace `consent`) travel with this part of the code: a page whose
 * visitor has decided needs none of them. Adding them is a no-op while the main i18n setup
 * still ships them with every page.
 */
function ensureConsentTexts(i18n: I18n) {
  if (!i18n.hasResourceBundle('uk', 'consent')) i18n.addResourceBundle('uk', 'consent', consentUa);
  if (!i18n.hasResourceBundle('en', 'consent')) i18n.addResourceBundle('en', 'consent', consentEn);
}

/**
 * Everything of the cookie consent that runs in the browser (spec §2–§5, §8): reads the stored
 * decision, shows the banner to a visitor who has not decided, follows decisions taken in other
 * tabs, reopens the settings on request, and offers `window.portalConsent`. Loaded after
 * hydration by CookieBannerSlot, so none of it is in the page's initial JavaScript.
 * `data-consent-view` says what it decided ('hidden', 'banner' or 'settings').
 */
export default function CookieConsentRoot() {
  const { i18n } = useTranslation();
  ensureConsentTexts(i18n);
  const { view, draft, hasShown } = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getSnapshot,
  );
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (consentStore.getSnapshot().view === 'unknown') consentStore.load();
    window.portalConsent = {
      hasConsent,
      onConsent,
      openSettings: openCookieSettings,
      reset: consentStore.reset,
    };
    const unregister = registerCookieSettingsHandler((control) => {
      opener.current = control;
      consentStore.openSettings();
    });
    // A decision taken in another tab hides (or brings back) the banner here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) consentStore.load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unregister();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return (
    <div data-testid="cookie-consent" data-consent-view={view}>
      {hasShown && (
        <CookieBanner
          view={view}
          draft={draft}
          takeOpener={() => {
            const control = opener.current;
            opener.current = null;
            return control;
          }}
        />
      )}
    </div>
  );
}
