import { describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_VERSION, CookieConsentSchema, type CookieConsent } from '@portal/contract';
import { CONSENT_STORAGE_KEY, createConsentStore, isCurrentConsent } from './consent-store';

const NOW = new Date('2026-11-25T10:30:00.000Z');

function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const events = new EventTarget();
  const seen: { type: string; detail: CookieConsent }[] = [];
  for (const type of ['accept_all', 'reject_all', 'custom']) {
    events.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
  }
  const warn = vi.fn();
  const store = createConsentStore({ getStorage: () => storage, events, now: () => NOW, warn });
  return { storage, store, seen, warn };
}

const stored = (storage: ReturnType<typeof createMemoryStorage>) =>
  JSON.parse(storage.items.get(CONSENT_STORAGE_KEY) ?? 'null') as unknown;

const VALID: CookieConsent = {
  necessary: true,
  analytics: true,
  marketing: false,
  preferences: true,
  timestamp: NOW.toISOString(),
  version: COOKIE_CONSENT_VERSION,
};

describe('cookie consent: undecided and decided (spec §4)', () => {
  it('a new visitor is undecided: the banner is shown', () => {
    const { store } = setup();
    expect(store.getSnapshot().view).toBe('unknown');
    expect(store.load()).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ consent: null, view: 'banner', hasShown: true });
  });

  it('a stored decision of version 1.0 hides the banner', () => {
    const { store, warn } = setup({ [CONSENT_STORAGE_KEY]: JSON.stringify(VALID) });
    expect(store.load()).toEqual(VALID);
    expect(store.getSnapshot()).toMatchObject({ view: 'hidden', hasShown: false });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('cookie consent decisions and their window events (spec §3, §4, §9)', () => {
  it("accept all turns every category on, stores timestamp and version '1.0', dispatches 'accept_all'", () => {
    const { store, storage, seen } = setup();
    store.load();
    const consent = store.acceptAll();
    const expected = { ...VALID, marketing: true };
    expect(consent).toEqual(expected);
    expect(stored(storage)).toEqual(expected);
    expect(seen).toEqual([{ type: 'accept_all', detail: expected }]);
    expect(store.getSnapshot().view).toBe('hidden');
  });

  it("reject all keeps only 'necessary' and dispatches 'reject_all'", () => {
    const { store, storage, seen } = setup();
    store.load();
    const expected = { ...VALID, analytics: false, preferences: false };
    expect(store.rejectAll()).toEqual(expected);
    expect(stored(storage)).toEqual(expected);
    expect(seen).toEqual([{ type: 'reject_all', detail: expected }]);
  });

  it("close acts as reject (spec §2): the same settings and the 'reject_all' event", () => {
    const { store, storage, seen } = setup();
    store.load();
    store.close();
    expect(stored(storage)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(seen.map((e) => e.type)).toEqual(['reject_all']);
    expect(store.getSnapshot().view).toBe('hidden');
  });

  it("a custom choice saves exactly what was chosen, 'necessary' forced on (spec §5), and dispatches 'custom'", () => {
    const { store, storage, seen } = setup();
    store.load();
    const forged = { analytics: true, marketing: false, preferences: false, necessary: false };
    const consent = store.saveCustom(forged);
    expect(consent).toEqual({ ...VALID, preferences: false });
    expect(stored(storage)).toEqual(consent);
    expect(seen).toEqual([{ type: 'custom', detail: consent }]);
    expect(CookieConsentSchema.parse(consent)).toEqual(consent);
  });

  it('reset clears the stored decision and shows the banner again', () => {
    const { store, storage } = setup({ [CONSENT_STORAGE_KEY]: JSON.stringify(VALID) });
    store.load();
    store.reset();
    expect(storage.items.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ consent: null, view: 'banner' });
    expect(store.hasConsent('analytics')).toBe(false);
  });

  it('reopening the settings resets and presets the switches with the previous choice', () => {
    const { store, storage } = setup({ [CONSENT_STORAGE_KEY]: JSON.stringify(VALID) });
    store.load();
    store.openSettings();
    expect(storage.items.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(store.getSnapshot()).toMatchObject({
      consent: null,
      view: 'settings',
      draft: { analytics: true, marketing: false, preferences: true },
    });
  });
});

describe('cookie consent failures (spec §8)', () => {
  it.each([
    ['unparsable JSON', '{not json'],
    ['another version', JSON.stringify({ ...VALID, version: '0.9' })],
    ["'necessary' switched off", JSON.stringify({ ...VALID, necessary: false })],
    ['a category that is not a boolean', JSON.stringify({ ...VALID, analytics: 'yes' })],
    ['no timestamp', JSON.stringify({ ...VALID, timestamp: undefined })],
    ['a timestamp that is not an ISO date', JSON.stringify({ ...VALID, timestamp: '25.11.2026' })],
    ['an unknown field', JSON.stringify({ ...VALID, extra: 1 })],
    ['an array', '[]'],
    ['null', 'null'],
  ])('a stored value with %s logs a warning, is removed and counts as undecided', (_, raw) => {
    const { store, storage, warn } = setup({ [CONSENT_STORAGE_KEY]: raw });
    expect(store.load()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be loaded/);
    expect(storage.items.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(store.getSnapshot().view).toBe('banner');
  });

  it('storage that cannot be read logs a warning and counts as undecided', () => {
    const warn = vi.fn();
    const store = createConsentStore({
      getStorage: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      events: null,
      warn,
    });
    expect(store.load()).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(store.getSnapshot().view).toBe('banner');
  });

  it('a failure to save logs a warning; the decision still applies and is announced', () => {
    const events = new EventTarget();
    const listener = vi.fn();
    events.addEventListener('accept_all', listener);
    const warn = vi.fn();
    const store = createConsentStore({
      getStorage: () => ({
        getItem: () => null,
        removeItem: () => {},
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
      events,
      warn,
    });
    store.load();
    store.acceptAll();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be saved/);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot().view).toBe('hidden');
    expect(store.hasConsent('analytics')).toBe(true);
  });
});

describe('nothing non-necessary runs before consent (issue 4 item 3)', () => {
  it('onConsent waits for a decision that grants the category, and runs once', () => {
    const { store } = setup();
    store.load();
    const analytics = vi.fn();
    const marketing = vi.fn();
    store.onConsent('analytics', analytics);
    store.onConsent('marketing', marketing);
    expect(analytics).not.toHaveBeenCalled();
    store.saveCustom({ analytics: true, marketing: false, preferences: false });
    expect(analytics).toHaveBeenCalledOnce();
    expect(marketing).not.toHaveBeenCalled();
    store.acceptAll();
    expect(analytics).toHaveBeenCalledOnce();
    expect(marketing).toHaveBeenCalledOnce();
  });

  it('onConsent runs at once when the stored decision already grants it; necessary always', () => {
    const { store } = setup({ [CONSENT_STORAGE_KEY]: JSON.stringify(VALID) });
    store.load();
    const callback = vi.fn();
    store.onConsent('analytics', callback);
    store.onConsent('necessary', callback);
    expect(callback).toHaveBeenCalledTimes(2);
    expect(store.hasConsent('marketing')).toBe(false);
    expect(store.hasConsent('necessary')).toBe(true);
  });

  it('a waiting callback can be cancelled', () => {
    const { store } = setup();
    store.load();
    const callback = vi.fn();
    const cancel = store.onConsent('preferences', callback);
    cancel();
    store.acceptAll();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('the stored-value guard agrees with the contract schema', () => {
  const samples: unknown[] = [
    VALID,
    { ...VALID, timestamp: '2026-11-25T12:30:00+02:00' },
    { ...VALID, timestamp: '2026-11-25T10:30:00Z' },
    { ...VALID, version: '1.1' },
    { ...VALID, necessary: false },
    { ...VALID, marketing: 1 },
    { ...VALID, timestamp: 'yesterday' },
    { ...VALID, timestamp: '2026-11-25' },
    { ...VALID, extra: true },
    (({ preferences: _, ...rest }) => rest)(VALID),
    null,
    'consent',
    [],
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('%s', (_, sample) => {
    expect(isCurrentConsent(sample)).toBe(CookieConsentSchema.safeParse(sample).success);
  });
});
