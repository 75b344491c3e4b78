import { describe, expect, it } from 'vitest';
import {
  countMinutesLeft,
  countMsLeft,
  estimateServerNow,
  findReportSteps,
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
