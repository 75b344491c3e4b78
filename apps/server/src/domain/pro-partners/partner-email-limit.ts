import { and, eq, gte, sql } from 'drizzle-orm';
import { PRO_PARTNER_EMAILS_PER_DAY } from '@portal/contract';
import { proPartnerRequests, type Database } from '@portal/db';

/** The start of today in Kyiv, as an instant (the day the limit counts). */
const KYIV_DAY_START = sql`(date_trunc('day', now() at time zone 'Europe/Kyiv') at time zone 'Europe/Kyiv')`;

/**
 * The company's requests to partners since midnight in Kyiv, how many it may still send today
 * (issue 16 §4: at most 5 a day), and the seconds until the next Kyiv midnight.
 */
export async function countPartnerEmailsToday(db: Pick<Database, 'select'>, companyId: string) {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      secondsToMidnight: sql<number>`ceil(extract(epoch from (${KYIV_DAY_START} + interval '1 day' - now())))::int`,
    })
    .from(proPartnerRequests)
    .where(
      and(eq(proPartnerRequests.companyId, companyId), gte(proPartnerRequests.createdAt, KYIV_DAY_START)),
    );
  const sent = row?.sent ?? 0;
  return {
    sent,
    left: Math.max(0, PRO_PARTNER_EMAILS_PER_DAY - sent),
    secondsToMidnight: Math.max(1, row?.secondsToMidnight ?? 1),
  };
}
