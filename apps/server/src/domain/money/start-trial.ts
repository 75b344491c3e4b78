import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
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

/**
 * The company's subscription running at `at` with its tariff, and when its paid time ends (the
 * last of the periods stacked after it), or null: the header's 'Базові послуги'. One statement
 * (every GET /profile reads it): the company's live periods, the one begun latest by `at` first,
 * each row carrying the latest end of them all (a window over the same rows).
 */
export async function findActiveSubscription(
  db: Pick<Database, 'select'>,
  companyId: string,
  at: Date = new Date(),
) {
  const [row] = await db
    .select({
      subscription: subscriptions,
      tariff: tariffs,
      paidUntil: sql<Date>`max(${subscriptions.endsAt}) over ()`.mapWith(subscriptions.endsAt),
    })
    .from(subscriptions)
    .innerJoin(tariffs, eq(tariffs.id, subscriptions.tariffId))
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        isNull(subscriptions.endedAt),
        gt(subscriptions.endsAt, at),
      ),
    )
    // Begun by `at` first (true sorts after false), then the latest begun.
    .orderBy(desc(lte(subscriptions.startsAt, at)), desc(subscriptions.startsAt))
    .limit(1);
  // Only periods stacked for later are live: none runs now.
  if (!row || row.subscription.startsAt > at) return null;
  return { subscription: row.subscription, tariff: row.tariff, paidUntil: row.paidUntil };
}
