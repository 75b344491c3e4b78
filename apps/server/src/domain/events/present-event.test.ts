import { describe, expect, it } from 'vitest';
import { isRegistrationOpen, registerByOf, seatsLeftOf } from './present-event';

const start = new Date('2026-12-10T08:00:00Z');

describe('the rules of registering for an event (decision 030)', () => {
  it('without a deadline, registration is open until the start', () => {
    expect(registerByOf({ registerBy: null, startsAt: start })).toEqual(start);
    expect(isRegistrationOpen({ registerBy: null, startsAt: start }, new Date('2026-12-10T07:59:59Z'))).toBe(
      true,
    );
    expect(isRegistrationOpen({ registerBy: null, startsAt: start }, start)).toBe(false);
  });

  it('closes at the deadline, and never after the start even when a deadline is set later', () => {
    const registerBy = new Date('2026-12-08T22:00:00Z');
    expect(isRegistrationOpen({ registerBy, startsAt: start }, registerBy)).toBe(true);
    expect(isRegistrationOpen({ registerBy, startsAt: start }, new Date('2026-12-08T22:00:01Z'))).toBe(false);
    const late = new Date('2026-12-11T00:00:00Z');
    expect(isRegistrationOpen({ registerBy: late, startsAt: start }, new Date('2026-12-10T09:00:00Z'))).toBe(
      false,
    );
  });

  it('counts the seats left, never below 0 after the capacity was lowered; null without a limit', () => {
    expect(seatsLeftOf(10, 3)).toBe(7);
    expect(seatsLeftOf(2, 5)).toBe(0);
    expect(seatsLeftOf(null, 50)).toBeNull();
  });
});
