import type { ReportOrder, ReportOrderStatus } from '@portal/contract';

/**
 * The pure rules of a report order's pages (issue 28 §3–§4), shared by the exporter's pages and
 * the back office: the steps it goes through and the time left to confirm it.
 */

/** The steps an order goes through (DOMAIN.md 'Company-data reports'), in order. */
export const REPORT_STEPS = ['confirmation', 'payment', 'production', 'ready'] as const;
export type ReportStep = (typeof REPORT_STEPS)[number];

/** A step done, the one the order is at, one still to come, or the one where it ended unfinished. */
export type ReportStepState = 'done' | 'current' | 'upcoming' | 'stopped';

/** The step an order is at: a ready one has done them all (4). */
function reachedStep(order: Pick<ReportOrder, 'status' | 'confirmed_at'>): number {
  switch (order.status) {
    case 'awaiting_confirmation':
      return 0;
    case 'awaiting_payment':
      return 1;
    case 'in_production':
    case 'failed':
      return 2;
    case 'ready':
      return REPORT_STEPS.length;
    case 'cancelled':
      // Cancelled before its confirmation, or confirmed and never paid.
      return order.confirmed_at === null ? 0 : 1;
  }
}

const ENDED_UNFINISHED: ReadonlySet<ReportOrderStatus> = new Set(['cancelled', 'failed']);

/**
 * Where each step stands: the steps before the order's are done, its own is current (or stopped,
 * for an order cancelled or failed there), the rest are to come.
 */
export function findReportSteps(
  order: Pick<ReportOrder, 'status' | 'confirmed_at'>,
): { step: ReportStep; state: ReportStepState }[] {
  const reached = reachedStep(order);
  const stopped = ENDED_UNFINISHED.has(order.status);
  return REPORT_STEPS.map((step, index) => ({
    step,
    state: index < reached ? 'done' : index > reached ? 'upcoming' : stopped ? 'stopped' : 'current',
  }));
}

/** The moments of an order its pages list, each named by `order.<moment>` in the reports catalogue. */
export type ReportMoment =
  'created' | 'confirmUntil' | 'confirmed' | 'paid' | 'readyAt' | 'failedAt' | 'cancelledAt';

/**
 * The moments an order has passed, in order, and the confirmation's deadline while it may still
 * be confirmed (afterwards it says nothing any more).
 */
export function listReportMoments(
  order: Pick<
    ReportOrder,
    | 'status'
    | 'created_at'
    | 'confirm_until'
    | 'confirmed_at'
    | 'paid_at'
    | 'ready_at'
    | 'failed_at'
    | 'cancelled_at'
  >,
): { moment: ReportMoment; at: string }[] {
  const moments: [ReportMoment, string | null][] = [
    ['created', order.created_at],
    ['confirmUntil', order.status === 'awaiting_confirmation' ? order.confirm_until : null],
    ['confirmed', order.confirmed_at],
    ['paid', order.paid_at],
    ['readyAt', order.ready_at],
    ['failedAt', order.failed_at],
    ['cancelledAt', order.cancelled_at],
  ];
  return moments.flatMap(([moment, at]) => (at ? [{ moment, at }] : []));
}

/**
 * Milliseconds left to confirm a quote at the server's moment `now` (the answer's own `now`, so a
 * wrong clock in the browser does not shorten or stretch the hour); negative once past.
 */
export function countMsLeft(confirmUntil: string, now: string | number): number {
  return Date.parse(confirmUntil) - (typeof now === 'number' ? now : Date.parse(now));
}

/** Whole minutes left, rounded up (59 min 10 s is 60: never 'no minutes left' while time remains); 0 once past. */
export function countMinutesLeft(msLeft: number): number {
  return msLeft <= 0 ? 0 : Math.ceil(msLeft / 60_000);
}

/**
 * The server's moment now, from its moment `serverNow` seen by the browser at `seenAt` (both in
 * ms): the browser's clock only measures the time gone since, so its offset does not count.
 */
export function estimateServerNow(serverNow: string, seenAt: number, browserNow: number): number {
  return Date.parse(serverNow) + (browserNow - seenAt);
}
