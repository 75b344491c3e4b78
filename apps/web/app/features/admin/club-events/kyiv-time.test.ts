import { describe, expect, it } from 'vitest';
import { fromKyivInput, toKyivInput } from './kyiv-time';

describe('event times are entered in Kyiv time (decision 030: instants, shown in Europe/Kyiv)', () => {
  it('winter is UTC+2, summer UTC+3', () => {
    expect(fromKyivInput('2027-01-16T10:00')).toBe('2027-01-16T08:00:00.000Z');
    expect(fromKyivInput('2027-07-01T10:00')).toBe('2027-07-01T07:00:00.000Z');
    expect(toKyivInput('2027-01-16T08:00:00.000Z')).toBe('2027-01-16T10:00');
    expect(toKyivInput('2027-07-01T07:00:00Z')).toBe('2027-07-01T10:00');
  });

  it('around the spring change (28 March 2027, 03:00 → 04:00) and the autumn one (31 October 2027)', () => {
    expect(fromKyivInput('2027-03-28T02:30')).toBe('2027-03-28T00:30:00.000Z');
    expect(fromKyivInput('2027-03-28T04:30')).toBe('2027-03-28T01:30:00.000Z');
    expect(fromKyivInput('2027-10-31T05:00')).toBe('2027-10-31T03:00:00.000Z');
    expect(fromKyivInput('2027-10-30T23:00')).toBe('2027-10-30T20:00:00.000Z');
    expect(toKyivInput('2027-03-27T23:30:00.000Z')).toBe('2027-03-28T01:30');
  });

  it('a day crossing in UTC keeps Kyiv’s day; a round trip is the same text', () => {
    expect(fromKyivInput('2027-03-01T00:30')).toBe('2027-02-28T22:30:00.000Z');
    for (const value of ['2027-03-01T00:30', '2027-06-15T23:59', '2027-12-31T12:00']) {
      expect(toKyivInput(fromKyivInput(value))).toBe(value);
    }
  });

  it('anything else is no time: undefined (the form then says the field is required)', () => {
    for (const value of ['', '2027-02-30T10:00', '16.03.2027 10:00', '2027-03-16', '2027-03-16T25:00']) {
      expect(fromKyivInput(value), value).toBeUndefined();
    }
    expect(toKyivInput(null)).toBe('');
  });
});
