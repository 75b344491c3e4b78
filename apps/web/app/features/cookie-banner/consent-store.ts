import {
  COOKIE_CONSENT_VERSION,
  type CookieCategory,
  type CookieConsent,
  type CookieConsentEvent,
  type CookieSettings,
  type OptionalCookieCategory,
} from '@portal/contract';

/**
 * The localStorage key of the decision (spec §9 leaves the names unshown). One key holds the whole
 * record — the choice, its timestamp and version — so the decision and its settings are written
 * in one step and can never disagree.
 */
export const CONSENT_STORAGE_KEY = 'portal.cookie_consent';

export const OPTIONAL_CATEGORIES = [
  'analytics',
  'marketing',
  'preferences',
] as const satisfies readonly OptionalCookieCategory[];

/** What the banner shows: nothing yet (before hydration), nothing (decided), the banner, or its settings. */
export type ConsentView = 'unknown' | 'hidden' | 'banner' | 'settings';

export type ConsentSnapshot = {
  consent: CookieConsent | null;
  view: ConsentView;
  /** The switches' starting positions in the settings panel: the last decision, else all off. */
  draft: CookieSettings;
  /** The banner was shown on this page: it stays mounted (hidden) so it can animate out. */
  hasShown: boolean;
};

export type ConsentStoreOptions = {
  /** localStorage, or null where there is none (the server, a browser that blocks storage). */
  getStorage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Where the decision events are dispatched: the window. */
  events: Pick<EventTarget, 'dispatchEvent'> | null;
  now?: () => Date;
  warn?: (message: string, error?: unknown) => void;
};

const ALL_OFF: CookieSettings = { analytics: false, marketing: false, preferences: false };

/**
 * True when `value` is a CookieConsent of the current version. The contract's CookieConsentSchema
 * says the same; this guard avoids shipping zod in every page (decision 012), and a unit test
 * keeps both in agreement.
 */
export function isCurrentConsent(value: unknown): value is CookieConsent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const expected = ['necessary', ...OPTIONAL_CATEGORIES, 'timestamp', 'version'];
  if (keys.length !== expected.length || !expected.every((key) => keys.includes(key))) return false;
  return (
    record.necessary === true &&
    OPTIONAL_CATEGORIES.every((category) => typeof record[category] === 'boolean') &&
    typeof record.timestamp === 'string' &&
    ISO_DATE_TIME.test(record.timestamp) &&
    !Number.isNaN(Date.parse(record.timestamp)) &&
    record.version === COOKIE_CONSENT_VERSION
  );
}
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The cookie consent of spec §2–§5, §8, §9 without React: reading and saving the decision, the
 * window event of each decision, the banner's visibility, and a small API for code that may only
 * run with consent (`hasConsent`, `onConsent`). Nothing non-necessary may run before it says so.
 *
 * Decisions and their events (spec §4): acceptAll → 'accept_all'; rejectAll → 'reject_all';
 * close acts as reject, so it also dispatches 'reject_all'; saveCustom → 'custom'. Each event's
 * `detail` is the saved CookieConsent. reset clears the decision and shows the banner again.
 */
export function createConsentStore(options: ConsentStoreOptions) {
  const now = options.now ?? (() => new Date());
  const warn = options.warn ?? ((message: string, error?: unknown) => console.warn(message, error));
  let snapshot: ConsentSnapshot = { consent: null, view: 'unknown', draft: ALL_OFF, hasShown: false };
  const listeners = new Set<() => void>();
  const grantListeners = new Set<{ category: CookieCategory; callback: () => void }>();

  function set(next: Omit<Partial<ConsentSnapshot>, 'hasShown'>) {
    const view = next.view ?? snapshot.view;
    snapshot = {
      ...snapshot,
      ...next,
      hasShown: snapshot.hasShown || view === 'banner' || view === 'settings',
    };
    for (const listener of listeners) listener();
  }

  function runGranted(consent: CookieConsent) {
    for (const entry of [...grantListeners]) {
      if (consent[entry.category]) {
        grantListeners.delete(entry);
        entry.callback();
      }
    }
  }

  function removeStored() {
    try {
      options.getStorage()?.removeItem(CONSENT_STORAGE_KEY);
    } catch (error) {
      warn('Cookie consent: the stored settings could not be removed.', error);
    }
  }

  /**
   * Reads the stored decision (spec §8): a value that cannot be read or parsed, or is not a
   * consent of the current version, logs a warning and is reset, so the banner asks again.
   */
  function load(): CookieConsent | null {
    let consent: CookieConsent | null = null;
    try {
      const raw = options.getStorage()?.getItem(CONSENT_STORAGE_KEY) ?? null;
      if (raw !== null) {
        const parsed: unknown = JSON.parse(raw);
        if (!isCurrentConsent(parsed))
          throw new Error('not a cookie consent of version ' + COOKIE_CONSENT_VERSION);
        consent = parsed;
      }
    } catch (error) {
      warn('Cookie consent: the stored settings could not be loaded and were reset.', error);
      removeStored();
    }
    set({ consent, view: consent ? 'hidden' : 'banner', draft: consent ? pickSettings(consent) : ALL_OFF });
    if (consent) runGranted(consent);
    return consent;
  }

  /** Saves and announces a decision; a failure to save logs a warning and the page carries on (spec §8). */
  function decide(settings: CookieSettings, event: CookieConsentEvent): CookieConsent {
    const consent: CookieConsent = {
      necessary: true,
      analytics: settings.analytics === true,
      marketing: settings.marketing === true,
      preferences: settings.preferences === true,
      timestamp: now().toISOString(),
      version: COOKIE_CONSENT_VERSION,
    };
    try {
      const storage = options.getStorage();
      if (!storage) throw new Error('localStorage is not available');
      storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    } catch (error) {
      warn('Cookie consent: the settings could not be saved.', error);
    }
    set({ consent, view: 'hidden', draft: pickSettings(consent) });
    options.events?.dispatchEvent(new CustomEvent<CookieConsent>(event, { detail: consent }));
    runGranted(consent);
    return consent;
  }

  return {
    load,
    getSnapshot: (): ConsentSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptAll: () => decide({ analytics: true, marketing: true, preferences: true }, 'accept_all'),
    rejectAll: () => decide(ALL_OFF, 'reject_all'),
    /** The close button acts as reject (spec §2), with the same event. */
    close: () => decide(ALL_OFF, 'reject_all'),
    /** The custom choice; 'necessary' is on whatever the caller passes (spec §5). */
    saveCustom: (settings: CookieSettings) => decide(settings, 'custom'),
    /** Clears the stored decision and shows the banner again (spec §4). */
    reset(): void {
      removeStored();
      set({ consent: null, view: 'banner', draft: ALL_OFF });
    },
    /**
     * Reset, then the banner opens on its settings with the previous choice preset, so a visitor
     * changing their mind starts from what they chose. For a 'Cookie settings' link in the footer
     * or the cookie policy.
     */
    openSettings(): void {
      const previous = snapshot.consent ? pickSettings(snapshot.consent) : snapshot.draft;
      removeStored();
      set({ consent: null, view: 'settings', draft: previous });
    },
    showBanner: () => set({ view: 'banner' }),
    showSettings: () => set({ view: 'settings' }),
    hasConsent(category: CookieCategory): boolean {
      if (category === 'necessary') return true;
      return snapshot.consent?.[category] === true;
    },
    /**
     * Runs `callback` once the category is granted: now if it already is, otherwise after the
     * decision that grants it. Returns a function that cancels a callback still waiting.
     */
    onConsent(category: CookieCategory, callback: () => void): () => void {
      if (category === 'necessary' || snapshot.consent?.[category] === true) {
        callback();
        return () => {};
      }
      const entry = { category, callback };
      grantListeners.add(entry);
      return () => grantListeners.delete(entry);
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

function pickSettings(consent: CookieConsent): CookieSettings {
  return { analytics: consent.analytics, marketing: consent.marketing, preferences: consent.preferences };
}

function getBrowserStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  // Reading localStorage itself throws where the browser blocks storage for the site.
  return window.localStorage;
}

/** The page's one store (browser); on the server it never leaves the 'unknown' view. */
export const consentStore = createConsentStore({
  getStorage: getBrowserStorage,
  events: typeof window === 'undefined' ? null : window,
});

/** True when the visitor allowed the category; 'necessary' always is. */
export function hasConsent(category: CookieCategory): boolean {
  return consentStore.hasConsent(category);
}

/** Runs `callback` when (or as soon as) the category is allowed, e.g. to start analytics. */
export function onConsent(category: CookieCategory, callback: () => void): () => void {
  return consentStore.onConsent(category, callback);
}
