import { RELOAD_GUARD_SECONDS } from '@portal/contract';

/**
 * Messages browsers and Vite give when a page part (a lazily loaded module) no longer exists,
 * typically because a new version was deployed while the page was open (spec §8).
 */
const STALE_PART_PATTERNS: readonly RegExp[] = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
  /failed to load module script/i,
];

const STORAGE_KEY = 'portal:stale-part-reload-at';

export function isStalePartMessage(message: string): boolean {
  return STALE_PART_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * Whether a failure deserves a full reload: only stale-part failures, and at most once per
 * RELOAD_GUARD_SECONDS, so a part that is really broken cannot loop the page (spec §8, §9).
 */
export function shouldReloadForStalePart(message: string, lastReloadAt: number | null, now: number): boolean {
  if (!isStalePartMessage(message)) return false;
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock set back (now < last) must not block reloads for good.
  return now - lastReloadAt >= RELOAD_GUARD_SECONDS * 1000 || now < lastReloadAt;
}

function readLastReloadAt(): number | null {
  try {
    const value = window.sessionStorage.getItem(STORAGE_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null; // storage blocked: the guard still stops a loop within this page view
  }
}

function writeLastReloadAt(now: number): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // storage blocked: nothing to remember
  }
}

/** Reloads the page when the failure is a stale part and the guard allows it. */
export function reloadForStalePart(message: string): boolean {
  if (typeof window === 'undefined') return false;
  const now = Date.now();
  if (!shouldReloadForStalePart(message, readLastReloadAt(), now)) return false;
  writeLastReloadAt(now);
  window.location.reload();
  return true;
}

/** The message of whatever was thrown, or '' when it carries none. */
export function getErrorMessage(value: unknown): string {
  if (value instanceof Error) return value.message;
  return typeof value === 'string' ? value : '';
}

/** Listens for Vite's `vite:preloadError`; returns the function that stops listening. */
export function listenForStalePartErrors(): () => void {
  const onPreloadError = (event: Event) => {
    // Vite fires this only when a part failed to load, whatever wording the browser used.
    if (reloadForStalePart('Failed to fetch dynamically imported module')) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
