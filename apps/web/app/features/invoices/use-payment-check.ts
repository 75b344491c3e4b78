import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { CONFIRMATION_POLL } from './invoice-rules';

/**
 * While `isAwaiting` (a card invoice awaiting payment), reloads the page's data every few seconds
 * for about 30 s: LiqPay's callback may reach the portal just after the exporter is back from the
 * checkout. Answers whether the page is still checking; it stops as soon as the status changes.
 */
export function usePaymentCheck(isAwaiting: boolean): boolean {
  const { revalidate } = useRevalidator();
  const [attempts, setAttempts] = useState(0);
  const isChecking = isAwaiting && attempts < CONFIRMATION_POLL.attempts;
  useEffect(() => {
    if (!isChecking) return;
    const timer = window.setTimeout(() => {
      setAttempts((count) => count + 1);
      void revalidate();
    }, CONFIRMATION_POLL.intervalMs);
    return () => window.clearTimeout(timer);
  }, [isChecking, attempts, revalidate]);
  return isChecking;
}
