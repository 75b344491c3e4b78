import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_SECONDS } from '@portal/contract';
import { isStalePartMessage, shouldReloadForStalePart } from './stale-part-reload';

const NOW = 1_750_000_000_000;
const GUARD_MS = RELOAD_GUARD_SECONDS * 1000;

describe('isStalePartMessage', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://portal/assets/faq-abc.js',
    'error loading dynamically imported module: https://portal/assets/faq-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/faq-abc.css',
  ])('recognises "%s"', (message) => {
    expect(isStalePartMessage(message)).toBe(true);
  });

  it.each(['Cannot read properties of undefined', 'HTTP 500', ''])('ignores "%s"', (message) => {
    expect(isStalePartMessage(message)).toBe(false);
  });
});

describe('shouldReloadForStalePart (spec §8: once per 60 s)', () => {
  const stale = 'Failed to fetch dynamically imported module: /assets/x.js';

  it('reloads a stale part when it never reloaded before', () => {
    expect(shouldReloadForStalePart(stale, null, NOW)).toBe(true);
  });

  it('does not reload again within the guard', () => {
    expect(shouldReloadForStalePart(stale, NOW - 1000, NOW)).toBe(false);
    expect(shouldReloadForStalePart(stale, NOW - GUARD_MS + 1, NOW)).toBe(false);
  });

  it('reloads again once the guard has passed', () => {
    expect(shouldReloadForStalePart(stale, NOW - GUARD_MS, NOW)).toBe(true);
    expect(shouldReloadForStalePart(stale, NOW - 10 * GUARD_MS, NOW)).toBe(true);
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadForStalePart('Something else broke', null, NOW)).toBe(false);
  });

  it('treats a corrupt or future timestamp as no obstacle', () => {
    expect(shouldReloadForStalePart(stale, Number.NaN, NOW)).toBe(true);
    expect(shouldReloadForStalePart(stale, NOW + 5 * GUARD_MS, NOW)).toBe(true);
  });
});
