import { describe, expect, it } from 'vitest';
import type { AcademyCourseListItem, ClubEventListItem } from '@portal/contract';
import { summarizeAcademy, summarizeClub, summarizePartnerRequests, toKyivDay } from './pro-services-state';

const event = (id: number, registration: ClubEventListItem['registration']) =>
  ({
    id,
    title: `Event ${id}`,
    starts_at: `2026-12-0${id}T10:00:00.000Z`,
    registration,
  }) as ClubEventListItem;

const seat = { status: 'registered', waiting_position: null, created_at: '2026-11-01T00:00:00Z' } as const;
const waiting = { status: 'waiting', waiting_position: 2, created_at: '2026-11-01T00:00:00Z' } as const;

const course = (done: number, total: number, isCertified = false) =>
  ({
    progress: { done, total, percent: Math.floor((done / total) * 100) },
    certificate: isCertified ? { code: 'EXP-0123456789' } : null,
  }) as AcademyCourseListItem;

describe('issue 16 §1: the business club’s card', () => {
  it('names the soonest event the company holds a seat at; a waiting place is no seat', () => {
    expect(summarizeClub([event(1, null), event(2, waiting), event(3, seat), event(4, seat)], 9)).toEqual({
      kind: 'clubNext',
      title: 'Event 3',
      startsAt: '2026-12-03T10:00:00.000Z',
    });
  });

  it('without a seat says how many events are coming, across all pages', () => {
    expect(summarizeClub([event(1, null), event(2, waiting)], 12)).toEqual({
      kind: 'clubUpcoming',
      upcoming: 12,
    });
    expect(summarizeClub([], 0)).toEqual({ kind: 'clubUpcoming', upcoming: 0 });
  });
});

describe('issue 16 §1: the academy’s card', () => {
  it('counts the courses begun and not finished, and the certificates', () => {
    expect(
      summarizeAcademy([course(0, 4), course(1, 4), course(3, 4), course(4, 4, true), course(2, 2, true)]),
    ).toEqual({ kind: 'academy', inProgress: 2, certificates: 2 });
    expect(summarizeAcademy([])).toEqual({ kind: 'academy', inProgress: 0, certificates: 0 });
  });
});

describe('issue 16 §1, §4: the partners’ card (at most 5 requests a Kyiv day)', () => {
  const sent = (...instants: string[]) => instants.map((created_at) => ({ created_at }));

  it('takes the requests sent since midnight in Kyiv from the day’s five', () => {
    // 23:30 in Kyiv on 25 Nov (21:30Z, winter time UTC+2).
    const now = new Date('2026-11-25T21:30:00Z');
    const newest = sent(
      '2026-11-25T21:00:00Z',
      '2026-11-25T08:00:00Z',
      '2026-11-24T22:30:00Z',
      '2026-11-24T21:59:00Z',
    );
    // 22:30Z on the 24th is 00:30 on the 25th in Kyiv: today; 21:59Z is 23:59 on the 24th: yesterday.
    expect(summarizePartnerRequests(newest, 17, now)).toEqual({ kind: 'partners', sent: 17, leftToday: 2 });
  });

  it('never says less than none left', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const newest = sent(...Array.from({ length: 6 }, () => '2026-11-25T11:00:00Z'));
    expect(summarizePartnerRequests(newest, 6, now)).toEqual({ kind: 'partners', sent: 6, leftToday: 0 });
    expect(summarizePartnerRequests([], 0, now)).toEqual({ kind: 'partners', sent: 0, leftToday: 5 });
  });

  it('the day is Kyiv’s whatever the machine’s zone, summer time included', () => {
    expect(toKyivDay(new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25');
    expect(toKyivDay(new Date('2026-11-24T21:59:59Z'))).toBe('2026-11-24');
    // UTC+3 in summer.
    expect(toKyivDay(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
    expect(toKyivDay(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01');
  });
});
