import { and, asc, eq, gte, isNull, ne } from 'drizzle-orm';
import { subscriptions } from '@portal/db';
import type { Transaction } from '../requests/change-request-status';
import { scheduleSubscriptionNotices } from './subscription-notices';

type Period = { id: string; companyId: string; startsAt: Date; endsAt: Date };

/**
 * Ends a period early at `at`, clamped into it (a stacked period not begun ends at its start;
 * one already over keeps its end), and moves the company's later stacked periods up by the time
 * given back, in order, each keeping its length, with their notices queued anew (issue 24 §3:
 * refunding the first of two stacked periods leaves the second running from now, not 'upcoming'
 * from its old date). The caller holds `lockCompanyPeriods` (lock-company-periods.ts). Answers when the period ended.
 */
export async function endPeriodEarly(tx: Transaction, period: Period, at: Date): Promise<Date> {
  const endedAt = at < period.startsAt ? period.startsAt : at > period.endsAt ? period.endsAt : at;
  await tx.update(subscriptions).set({ endedAt }).where(eq(subscriptions.id, period.id));
  const freed = period.endsAt.getTime() - endedAt.getTime();
  if (freed <= 0) return endedAt;
  const later = await tx
    .select({ id: subscriptions.id, startsAt: subscriptions.startsAt, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, period.companyId),
        ne(subscriptions.id, period.id),
        isNull(subscriptions.endedAt),
        gte(subscriptions.startsAt, period.endsAt),
      ),
    )
    .orderBy(asc(subscriptions.startsAt));
  for (const row of later) {
    const moved = {
      startsAt: new Date(row.startsAt.getTime() - freed),
      endsAt: new Date(row.endsAt.getTime() - freed),
    };
    await tx.update(subscriptions).set(moved).where(eq(subscriptions.id, row.id));
    // The notices queued for the old dates find, when they run, the period's new end (they
    // re-read it) and that the new ones already went: each notice is still sent once.
    await scheduleSubscriptionNotices(tx, { id: row.id, endsAt: moved.endsAt }, at);
  }
  return endedAt;
}
