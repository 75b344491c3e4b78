import { and, desc, eq, gt, isNull, lte, sql, type Placeholder } from 'drizzle-orm';
import { TRIAL_TARIFF_SLUG, type ApiLocale, type Subscription } from '@portal/contract';
import { subscriptions, tariffs, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { ExporterScope } from '../access/scope';
import { lockCompanyPeriods } from './lock-company-periods';
import { scheduleSubscriptionNotices } from './subscription-notices';
import { addDays } from './subscription-rules';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * `POST /subscriptions/trial` (DOMAIN.md): the trial plan for its days, once per company ever
 * (409 `money.trial_used`, guarded by a unique index, so two requests at once start one trial),
 * and not while a subscription runs (409 `money.subscription_active`). Read under the company's
 * lock (lockCompanyPeriods): a payment applied at the same moment is seen, not overlapped.
 */
export async function startTrial(options: {
  db: Database;
  scope: ExporterScope;
  at?: Date;
}): Promise<{ subscription: SubscriptionRow; tariff: typeof tariffs.$inferSelect }> {
  const { db, scope } = options;
  const at = options.at ?? new Date();
  const [trial] = await db.select().from(tariffs).where(eq(tariffs.slug, TRIAL_TARIFF_SLUG)).limit(1);
  if (!trial?.isTrial || !trial.trialDays) throw new AppError('not_found', 'error.not_found');
  const subscription = await db.transaction(async (tx) => {
    await lockCompanyPeriods(tx, scope.companyId);
    const existing = await tx
      .select({
        isTrial: subscriptions.isTrial,
        endsAt: subscriptions.endsAt,
        endedAt: subscriptions.endedAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, scope.companyId));
    if (existing.some((row) => row.isTrial)) throw new AppError('conflict', 'money.trial_used');
    if (existing.some((row) => row.endedAt === null && row.endsAt > at)) {
      throw new AppError('conflict', 'money.subscription_active');
    }
    try {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          companyId: scope.companyId,
          tariffId: trial.id,
          isTrial: true,
          startsAt: at,
          endsAt: addDays(at, trial.trialDays!),
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('The trial was not stored.');
      await scheduleSubscriptionNotices(tx, row, at);
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', 'money.trial_used');
      throw error;
    }
  });
  return { subscription, tariff: trial };
}

/** A subscription as the API answers it, its plan named in the request's language. */
export function toSubscription(
  row: SubscriptionRow,
  tariff: typeof tariffs.$inferSelect,
  locale: ApiLocale,
): Subscription {
  return {
    id: row.id,
    tariff: { id: tariff.id, slug: tariff.slug, name: locale === 'en' ? tariff.nameEn : tariff.nameUk },
    is_trial: row.isTrial,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    invoice_id: row.invoiceId,
  };
}

/*
 * The running subscription (DOMAIN.md), in parts that a query joins to its own: a company's live
 * periods at `at` (not ended, ending after it), the one begun latest by `at` first, each row
 * carrying the latest end of them all (a window over the same rows), and the rule that reads the
 * first row. findActiveSubscription asks it alone; getProfile with the user and the company.
 */

/** The condition on a company's periods that are live at `at`. */
export function livePeriodsAt(at: Date | Placeholder) {
  return and(isNull(subscriptions.endedAt), gt(subscriptions.endsAt, at));
}

/** Live periods, the one begun latest by `at` first (true sorts after false), then the latest begun. */
export function runningPeriodFirst(at: Date | Placeholder) {
  return [desc(lte(subscriptions.startsAt, at)), desc(subscriptions.startsAt)] as const;
}

/** The end of the paid time: the latest end among the rows the query keeps. */
export const paidUntilOfLivePeriods = () =>
  sql<Date | null>`max(${subscriptions.endsAt}) over ()`.mapWith(subscriptions.endsAt);

export type ActiveSubscription = {
  subscription: SubscriptionRow;
  tariff: typeof tariffs.$inferSelect;
  paidUntil: Date;
};

/** The running subscription from the first row of such a query, or null. */
export function runningOf(
  row:
    | {
        subscription: SubscriptionRow | null;
        tariff: typeof tariffs.$inferSelect | null;
        paidUntil: Date | null;
      }
    | undefined,
  at: Date,
): ActiveSubscription | null {
  // Only periods stacked for later are live: none runs now.
  if (!row?.subscription || !row.tariff || !row.paidUntil || row.subscription.startsAt > at) return null;
  return { subscription: row.subscription, tariff: row.tariff, paidUntil: row.paidUntil };
}

/**
 * The company's subscription running at `at` with its tariff, and when its paid time ends (the
 * last of the periods stacked after it), or null: the header's 'Базові послуги'. One statement.
 */
export async function findActiveSubscription(
  db: Pick<Database, 'select'>,
  companyId: string,
  at: Date = new Date(),
): Promise<ActiveSubscription | null> {
  const [row] = await db
    .select({ subscription: subscriptions, tariff: tariffs, paidUntil: paidUntilOfLivePeriods() })
    .from(subscriptions)
    .innerJoin(tariffs, eq(tariffs.id, subscriptions.tariffId))
    .where(and(eq(subscriptions.companyId, companyId), livePeriodsAt(at)))
    .orderBy(...runningPeriodFirst(at))
    .limit(1);
  return runningOf(row, at);
}
