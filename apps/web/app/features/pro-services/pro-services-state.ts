import {
  PRO_PARTNER_EMAILS_PER_DAY,
  type AcademyCourseListItem,
  type ClubEventListItem,
  type ProPartnerRequest,
} from '@portal/contract';
import { TIME_ZONE } from '../../lib/format';
import type { ProServiceKey } from './pro-services';

/**
 * What a subscriber's card on /profile/pro-services says of the service (issue 16 §1): the next
 * event the company has a seat at (or how many are coming), the courses under way and the
 * certificates, the partner requests sent and those left today, whether the Vkursi account is
 * open. A service whose call failed has no state: its card says what it offers, as for anyone.
 */
export type ProServiceState =
  | { kind: 'clubNext'; title: string; startsAt: string }
  | { kind: 'clubUpcoming'; upcoming: number }
  | { kind: 'academy'; inProgress: number; certificates: number }
  | { kind: 'partners'; sent: number; leftToday: number }
  | { kind: 'vkursi'; isOpen: boolean };

export type ProServiceStates = Partial<Record<ProServiceKey, ProServiceState>>;

/**
 * The club's card from the upcoming events, soonest first: the first one the company holds a seat
 * at (a waiting place is no seat), else how many are coming (`total`, all pages).
 */
export function summarizeClub(items: readonly ClubEventListItem[], total: number): ProServiceState {
  const next = items.find((event) => event.registration?.status === 'registered');
  return next
    ? { kind: 'clubNext', title: next.title, startsAt: next.starts_at }
    : { kind: 'clubUpcoming', upcoming: total };
}

/** The academy's card: courses begun and not finished, and the certificates earned. */
export function summarizeAcademy(courses: readonly AcademyCourseListItem[]): ProServiceState {
  return {
    kind: 'academy',
    inProgress: courses.filter(
      ({ progress, certificate }) =>
        certificate === null && progress.done > 0 && progress.done < progress.total,
    ).length,
    certificates: courses.filter(({ certificate }) => certificate !== null).length,
  };
}

const kyivDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Kyiv of an instant, `2026-11-25`: the day the partner limit counts. */
export function toKyivDay(instant: Date): string {
  return kyivDayFormat.format(instant);
}

/**
 * The partners' card from the newest requests (at least PRO_PARTNER_EMAILS_PER_DAY of them, newest
 * first) and the total: the requests sent since midnight in Kyiv are taken from the day's limit,
 * as the API counts them (issue 16 §4: at most 5 a day per company, a Kyiv day).
 */
export function summarizePartnerRequests(
  newest: readonly Pick<ProPartnerRequest, 'created_at'>[],
  total: number,
  now: Date,
): ProServiceState {
  const today = toKyivDay(now);
  const sentToday = newest.filter((request) => toKyivDay(new Date(request.created_at)) === today).length;
  return { kind: 'partners', sent: total, leftToday: Math.max(0, PRO_PARTNER_EMAILS_PER_DAY - sentToday) };
}
