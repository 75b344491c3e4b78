import { and, count, eq } from 'drizzle-orm';
import { REQUEST_KINDS, type AdminSummary } from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { IS_COMPANY_USER, verificationCondition } from './company-verification';
import { countRequestsByStatus } from './count-requests-by-status';

/**
 * `GET /admin/summary`: what waits for the managers: companies to verify, and the requests of
 * every registered kind (REQUEST_KINDS) by status, as the kept counts give them (decision 017).
 */
export async function getAdminSummary(options: {
  db: Database;
  scope: BackOfficeScope;
}): Promise<AdminSummary> {
  const { db } = options;
  assertBackOfficeScope(options.scope);
  const [[pending], counts] = await Promise.all([
    db
      .select({ value: count() })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .where(and(IS_COMPANY_USER, verificationCondition('pending'))),
    Promise.all(REQUEST_KINDS.map(async (kind) => [kind, await countRequestsByStatus(db, kind)] as const)),
  ]);
  return {
    companies_pending: pending?.value ?? 0,
    requests: Object.fromEntries(counts) as AdminSummary['requests'],
  };
}
