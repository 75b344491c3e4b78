import { describe, expect, it } from 'vitest';
import { REQUIRED_REGISTRATION_STEP } from '@portal/contract';
import {
  decideProPartnerAccess,
  describeDailyLimit,
  findNextKyivDay,
  readProPartnerFilters,
  readProPartnerRef,
  toExcerpt,
  toProPartnersQuery,
} from './pro-partners-query';

const APPROVED = {
  registration_step: REQUIRED_REGISTRATION_STEP,
  role: 'exporter' as const,
  is_approved: true,
  is_denied: false,
  is_banned: false,
};

describe('the directory’s filters in the address (issue 16 §4)', () => {
  it('reads kind, country (any case), the page and the requests’ page', () => {
    const filters = readProPartnerFilters(new URLSearchParams('kind=law&country=pl&page=2&requests_page=3'));
    expect(filters).toEqual({ kind: 'law', country: 'PL', page: 2, requestsPage: 3 });
    expect(toProPartnersQuery(filters)).toEqual({ kind: 'law', country: 'PL', page: 2 });
  });

  it('drops what the API would refuse, so a hand-edited address still shows the directory', () => {
    const filters = readProPartnerFilters(
      new URLSearchParams('kind=magic&country=RU&page=-1&requests_page=x'),
    );
    expect(filters).toEqual({ kind: '', country: '', page: 1, requestsPage: 1 });
    expect(toProPartnersQuery(filters)).toEqual({ page: 1 });
    expect(readProPartnerFilters(new URLSearchParams('country=XX')).country).toBe('');
  });

  it('names a partner by id or slug; anything else is no partner (404 without asking)', () => {
    expect(readProPartnerRef('12')).toBe('12');
    expect(readProPartnerRef('zakhid-cargo')).toBe('zakhid-cargo');
    for (const raw of [undefined, '0', '012', 'Not_An_Id', '-x', '99999999999', 'a'.repeat(201)]) {
      expect(readProPartnerRef(raw), String(raw)).toBeNull();
    }
  });
});

describe('decision 031 §2: who may use the partners', () => {
  it('an approved company, with no subscription', () => {
    expect(decideProPartnerAccess(APPROVED)).toBe('open');
  });

  it('says why not: pending approval, refused, blocked', () => {
    expect(decideProPartnerAccess({ ...APPROVED, is_approved: false })).toBe('pending');
    expect(decideProPartnerAccess({ ...APPROVED, is_denied: true })).toBe('denied');
    expect(decideProPartnerAccess({ ...APPROVED, is_banned: true, is_denied: true })).toBe('banned');
  });
});

describe('decision 031 §3: writing opens again at midnight in Kyiv', () => {
  it('is the day after today in Kyiv, not in UTC', () => {
    // 22:30 UTC on 26 Nov is 00:30 on 27 Nov in Kyiv (UTC+2): it opens on the 28th.
    expect(findNextKyivDay(new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-28');
    expect(findNextKyivDay(new Date('2026-11-26T21:59:00Z'))).toBe('2026-11-27');
    // Across a month, a year, and the autumn's 25-hour day.
    expect(findNextKyivDay(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(findNextKyivDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-26');
  });

  it('says the limit and the day in the page’s language', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(describeDailyLimit('ua', now)).toBe(
      'Компанія може надіслати партнерам не більше 5 звернень на день. Писати знову можна з 00:00 27.11.2026 (за Києвом).',
    );
    expect(describeDailyLimit('en', now)).toBe(
      'A company may send partners at most 5 requests a day. Writing opens again at 00:00 on 27 Nov 2026 (Kyiv time).',
    );
  });
});

describe('the comment’s excerpt in the list of requests', () => {
  it('keeps a short comment whole, on one line', () => {
    expect(toExcerpt('Need a carrier\nfrom Lviv.')).toBe('Need a carrier from Lviv.');
  });

  it('cuts a long one at a word with an ellipsis', () => {
    const excerpt = toExcerpt(`${'word '.repeat(60)}end`, 40);
    expect(excerpt.length).toBeLessThanOrEqual(41);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
