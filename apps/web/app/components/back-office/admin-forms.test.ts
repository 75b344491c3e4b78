import { describe, expect, it } from 'vitest';
import {
  BAN_SCHEMA,
  DENY_SCHEMA,
  isCommentRequired,
  parsePercent,
  SHARED_CONTACT_SCHEMA,
  toBody,
} from './admin-forms';

describe('toBody', () => {
  it('leaves out empty optional fields and trims the rest', () => {
    expect(toBody({ status: 'in_process', comment: '   ' })).toEqual({ status: 'in_process' });
    expect(toBody({ reason: '  No EDRPOU  ', flag: true, list: ['a'] })).toEqual({ reason: 'No EDRPOU' });
  });
});

describe('the forms’ client checks (contract schemas on the body sent)', () => {
  it('deny needs a reason of at least 5 characters', () => {
    expect(DENY_SCHEMA.safeParse({ reason: '' }).success).toBe(false);
    expect(DENY_SCHEMA.safeParse({ reason: 'abc' }).success).toBe(false);
    expect(DENY_SCHEMA.safeParse({ reason: 'Wrong EDRPOU code' }).success).toBe(true);
  });

  it('ban takes an empty reason as none', () => {
    expect(BAN_SCHEMA.safeParse({ reason: '' }).success).toBe(true);
  });

  it('a shared contact needs a company and a country; empty optional fields pass', () => {
    const empty = { contact_name: '', position: '', email: '', phone: '', website: '', note: '' };
    expect(SHARED_CONTACT_SCHEMA.safeParse({ ...empty, company_name: '', country_code: '' }).success).toBe(
      false,
    );
    expect(
      SHARED_CONTACT_SCHEMA.safeParse({ ...empty, company_name: 'Honig GmbH', country_code: 'DE' }).success,
    ).toBe(true);
    expect(
      SHARED_CONTACT_SCHEMA.safeParse({
        ...empty,
        company_name: 'Honig GmbH',
        country_code: 'DE',
        email: 'nope',
      }).success,
    ).toBe(false);
  });
});

describe('isCommentRequired', () => {
  it('asks for a comment on rework and denial only (decision 014)', () => {
    expect(isCommentRequired('in_finalization')).toBe(true);
    expect(isCommentRequired('denied')).toBe(true);
    expect(isCommentRequired('in_process')).toBe(false);
    expect(isCommentRequired('')).toBe(false);
  });
});

describe('parsePercent (a VAT rate, a margin)', () => {
  it('takes a comma or a point and at most two decimals', () => {
    expect(parsePercent('20')).toBe(20);
    expect(parsePercent('7,5')).toBe(7.5);
    expect(parsePercent('0.25')).toBe(0.25);
    expect(parsePercent(' 15 ')).toBe(15);
    expect(parsePercent('1,255')).toBeNull();
    expect(parsePercent('20%')).toBeNull();
    expect(parsePercent('-5')).toBeNull();
  });
});
