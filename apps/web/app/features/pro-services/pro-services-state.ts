import type { AcademyCourseListItem, ClubEventListItem } from '@portal/contract';
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
