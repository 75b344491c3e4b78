import { desc, eq } from 'drizzle-orm';
import type { AdminSubscription, ApiLocale, SubscriptionState } from '@portal/contract';
import { invoices, subscriptions, tariffs, type Database } from '@portal/db';
import { toSubscription, type SubscriptionRow } from '../../money/start-trial';
import { assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';
import { getCompanyUser } from '../get-company-user';

/** Where a subscription stands at `now`: ended early (a refund), ended, not begun (stacked), or running. */
export function subscriptionState(
  row: Pick<SubscriptionRow, 'startsAt' | 'endsAt' | 'endedAt'>,
  now: Date,
): SubscriptionState {
  if (row.endedAt && row.endedAt < row.endsAt) return 'ended_early';
  if (row.endsAt <= now) return 'ended';
  if (row.startsAt > now) return 'upcoming';
  return 'running';
}

/** `GET /admin/companies/{userId}/subscriptions`: the company's periods, newest first, each with its state. */
export async function findCompanySubscriptions(options: {
  db: Database;
  scope: BackOfficeScope;
  userId: string;
  locale: ApiLocale;
}): Promise<{ items: AdminSubscription[] }> {
  const { db, locale } = options;
  assertBackOfficeScope(options.scope);
  const { company } = await getCompanyUser(db, options.userId);
  const rows = await db
    .select({ subscription: subscriptions, tariff: tariffs, invoiceNumber: invoices.number })
    .from(subscriptions)
    .innerJoin(tariffs, eq(tariffs.id, subscriptions.tariffId))
    .leftJoin(invoices, eq(invoices.id, subscriptions.invoiceId))
    .where(eq(subscriptions.companyId, company.id))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt));
  const now = new Date();
  return {
    items: rows.map((row) => ({
      ...toSubscription(row.subscription, row.tariff, locale),
      state: subscriptionState(row.subscription, now),
      invoice_number: row.invoiceNumber,
    })),
  };
}
