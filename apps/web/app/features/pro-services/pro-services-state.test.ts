import { describe, expect, it } from 'vitest';
import type { AcademyCourseListItem, ClubEventListItem } from '@portal/contract';
import { summarizeAcademy, summarizeClub } from './pro-services-state';

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
