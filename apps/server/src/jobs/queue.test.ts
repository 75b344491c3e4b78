import { describe, expect, it } from 'vitest';
import { getRetryDelayMs } from './queue';

describe('getRetryDelayMs: 5 s doubling to at most an hour, ±20 % jitter', () => {
  const middle = () => 0.5;

  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [8, 640_000],
    [10, 2_560_000],
  ])('after attempt %i it waits %i ms (no jitter)', (attempts, expected) => {
    expect(getRetryDelayMs(attempts, middle)).toBe(expected);
  });

  it('never waits more than an hour, however many attempts', () => {
    expect(getRetryDelayMs(11, middle)).toBe(3_600_000);
    expect(getRetryDelayMs(50, middle)).toBe(3_600_000);
    expect(getRetryDelayMs(10_000, () => 0.999_999)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });

  it('jitter spreads the delay between 80 % and 120 %', () => {
    expect(getRetryDelayMs(1, () => 0)).toBe(4_000);
    expect(getRetryDelayMs(1, () => 0.999_999)).toBe(6_000);
    expect(getRetryDelayMs(3, () => 0)).toBe(16_000);
    expect(getRetryDelayMs(3, () => 0.25)).toBe(18_000);
  });

  it('attempt 0 (or a negative count) waits like the first', () => {
    expect(getRetryDelayMs(0, middle)).toBe(5_000);
    expect(getRetryDelayMs(-3, middle)).toBe(5_000);
  });

  it('with the real random source it stays within the bounds', () => {
    for (let i = 0; i < 200; i++) {
      const delay = getRetryDelayMs(2);
      expect(delay).toBeGreaterThanOrEqual(8_000);
      expect(delay).toBeLessThanOrEqual(12_000);
      expect(Number.isInteger(delay)).toBe(true);
    }
  });
});
