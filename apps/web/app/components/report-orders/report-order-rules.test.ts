import { describe, expect, it } from 'vitest';
import {
  countMinutesLeft,
  countMsLeft,
  estimateServerNow,
  findReportSteps,
  listReportMoments,
  REPORT_STEPS,
} from './report-order-rules';

const states = (status: Parameters<typeof findReportSteps>[0]['status'], confirmed = false) =>
  findReportSteps({ status, confirmed_at: confirmed ? '2026-11-30T10:05:00.000Z' : null }).map(
    (step) => step.state,
  );

describe('issue 28 §3: the steps of a report order (confirmation → payment → production → ready)', () => {
  it('names the four steps in order', () => {
    expect(REPORT_STEPS).toEqual(['confirmation', 'payment', 'production', 'ready']);
    expect(findReportSteps({ status: 'ready', confirmed_at: null }).map((step) => step.step)).toEqual([
      ...REPORT_STEPS,
    ]);
  });

  it('marks the steps done before the order’s, its own current, the rest to come', () => {
    expect(states('awaiting_confirmation')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('awaiting_payment', true)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states('in_production', true)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(states('ready', true)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('stops a cancelled order where it was cancelled, a failed one at production', () => {
    expect(states('cancelled')).toEqual(['stopped', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('cancelled', true)).toEqual(['done', 'stopped', 'upcoming', 'upcoming']);
    expect(states('failed', true)).toEqual(['done', 'done', 'stopped', 'upcoming']);
  });
});

describe('issue 28 §3: the time left to confirm a quote', () => {
  const until = '2026-11-30T11:00:00.000Z';

  it('counts from the server’s moment, not the browser’s', () => {
    expect(countMsLeft(until, '2026-11-30T10:00:00.000Z')).toBe(60 * 60_000);
    expect(countMsLeft(until, Date.parse('2026-11-30T10:59:30.000Z'))).toBe(30_000);
    expect(countMsLeft(until, '2026-11-30T11:00:01.000Z')).toBe(-1_000);
  });

  it('rounds minutes up while time remains, and says 0 once past', () => {
    expect(countMinutesLeft(60 * 60_000)).toBe(60);
    expect(countMinutesLeft(59 * 60_000 + 10_000)).toBe(60);
    expect(countMinutesLeft(59 * 60_000)).toBe(59);
    expect(countMinutesLeft(1)).toBe(1);
    expect(countMinutesLeft(0)).toBe(0);
    expect(countMinutesLeft(-5_000)).toBe(0);
  });

  it('estimates the server’s moment from the time gone in the browser, whatever the browser’s clock says', () => {
    const seenAt = Date.parse('2020-01-01T00:00:00.000Z');
    expect(estimateServerNow('2026-11-30T10:00:00.000Z', seenAt, seenAt + 90_000)).toBe(
      Date.parse('2026-11-30T10:01:30.000Z'),
    );
  });
});

describe('issue 28 §3–§4: the moments an order’s pages list', () => {
  const order = {
    status: 'awaiting_confirmation' as const,
    created_at: '2026-11-30T10:00:00.000Z',
    confirm_until: '2026-11-30T11:00:00.000Z',
    confirmed_at: null,
    paid_at: null,
    ready_at: null,
    failed_at: null,
    cancelled_at: null,
  };

  it('a quote: when it was made and until when it may be confirmed', () => {
    expect(listReportMoments(order).map((item) => item.moment)).toEqual(['created', 'confirmUntil']);
  });

  it('later, the moments passed in order, the deadline no more', () => {
    const ready = {
      ...order,
      status: 'ready' as const,
      confirmed_at: '2026-11-30T10:05:00.000Z',
      paid_at: '2026-11-30T10:06:00.000Z',
      ready_at: '2026-11-30T10:30:00.000Z',
    };
    expect(listReportMoments(ready)).toEqual([
      { moment: 'created', at: order.created_at },
      { moment: 'confirmed', at: ready.confirmed_at },
      { moment: 'paid', at: ready.paid_at },
      { moment: 'readyAt', at: ready.ready_at },
    ]);
  });
});
