import { useEffect, useState } from 'react';
import { countMsLeft, estimateServerNow } from '../../components/report-orders/report-order-rules';

/**
 * The milliseconds left to confirm a quote, counted down live once the page runs its script (a
 * progressive enhancement: the server's page says until when, and the time left at its moment).
 * Counted from the answer's `now`, so the browser's clock only measures the time gone since.
 */
export function useMsLeft(confirmUntil: string, now: string): number {
  const [msLeft, setMsLeft] = useState(() => countMsLeft(confirmUntil, now));
  useEffect(() => {
    const seenAt = Date.now();
    const tick = () => setMsLeft(countMsLeft(confirmUntil, estimateServerNow(now, seenAt, Date.now())));
    const timer = window.setInterval(tick, 1_000);
    return () => window.clearInterval(timer);
  }, [confirmUntil, now]);
  return msLeft;
}
