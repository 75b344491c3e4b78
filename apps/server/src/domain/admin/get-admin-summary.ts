import { and, count, eq } from 'drizzle-orm';
import { REQUEST_KINDS } from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { assertBackOfficeScope, type BackOfficeScope } from '../requests/request-scope';
import { IS_COMPANY_USER, verificationCondition } from './company-verification';
import { countRequestsByStatus } from './count-requests-by-status';

/** `GET /admin/summary`: what waits for the managers (companies to verify, requests by status). */
export async function getAdminSummary(options: { db: Database; scope: BackOfficeScope }): Promise<{
  companies_pending: number;
  sales_market: Record<string, number>;
  check_list: Record<string, number>;
}> {
  const { db } = options;
  assertBackOfficeScope(options.scope);
  const [pending] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(and(IS_COMPANY_USER, verificationCondition('pending')));
  const [salesMarket, checkList] = await Promise.all(
    REQUEST_KINDS.map((kind) => countRequestsByStatus(db, kind)),
  );
  return {
    companies_pending: pending?.value ?? 0,
    sales_market: salesMarket ?? {},
    check_list: checkList ?? {},
  };
}
