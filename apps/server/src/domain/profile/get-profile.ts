import { and, eq, sql } from 'drizzle-orm';
import { companies, subscriptions, tariffs, users, type Database } from '@portal/db';
import type { ApiLocale, Profile } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { preparedOnce } from '../../lib/prepared-queries';
import { livePeriodsAt, paidUntilOfLivePeriods, runningOf, runningPeriodFirst } from '../money/start-trial';
import { toProfile } from './map-profile';

/**
 * The user, the company, and the company's live periods at `at` with their tariffs, the running
 * one first (findActiveSubscription's parts): one statement, prepared, as every signed-in page
 * reads it.
 */
function profileOfUser(db: Database) {
  const at = sql.placeholder('at');
  return preparedOnce(db, 'profile-of-user', (name) =>
    db
      .select({
        user: users,
        company: companies,
        subscription: subscriptions,
        tariff: tariffs,
        paidUntil: paidUntilOfLivePeriods(),
      })
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .leftJoin(subscriptions, and(eq(subscriptions.companyId, companies.id), livePeriodsAt(at)))
      .leftJoin(tariffs, eq(tariffs.id, subscriptions.tariffId))
      .where(eq(users.id, sql.placeholder('userId')))
      .orderBy(...runningPeriodFirst(at))
      .limit(1)
      .prepare(name),
  );
}

/**
 * The profile of spec §3 (GET /profile and every step and change answer), with the company's
 * running subscription as `active_tariff` (its plan named in `locale`, and the end of the paid
 * time, renewals included).
 */
export async function getProfile(options: {
  db: Database;
  userId: string;
  locale?: ApiLocale;
  at?: Date;
}): Promise<Profile> {
  const at = options.at ?? new Date();
  // A Date goes as ISO text, which both drivers pass alike (BoundValues).
  const [row] = await profileOfUser(options.db).execute({ userId: options.userId, at: at.toISOString() });
  if (!row) throw new AppError('not_found', 'error.not_found');
  // No company, no periods: the left joins give no subscription, and runningOf null.
  const active = runningOf(row, at);
  const locale = options.locale ?? 'uk';
  return toProfile(
    row.user,
    row.company,
    active && {
      name: locale === 'en' ? active.tariff.nameEn : active.tariff.nameUk,
      is_active: true,
      expiry_date: active.paidUntil.toISOString(),
      is_trial: active.subscription.isTrial,
      started_at: active.subscription.startsAt.toISOString(),
    },
  );
}
