import { describe, expect, it } from 'vitest';
import { easeInOutCubic } from './page-change-scroll';

describe('page-change scroll easing (spec §9: 1500 ms glide to the top)', () => {
  it('starts at 0, ends at 1, passes the middle at one half', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('only moves forward', () => {
    let previous = 0;
    for (let t = 0.05; t <= 1; t += 0.05) {
      const value = easeInOutCubic(t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});
