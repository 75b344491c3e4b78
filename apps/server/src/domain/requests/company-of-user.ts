import { eq } from 'drizzle-orm';
import { canFileRequests } from '@portal/contract';
import { companies, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../users/get-user';

/** user id → company id. A company is made with its exporter and never changes hands, so it can be remembered. */
const companyIds = new Map<string, string>();
const COMPANY_IDS_MAX = 10_000;

/**
 * The company the signed-in exporter represents. Every request call is scoped by it: another
 * company's request is simply not found (404), never shown. Found companies are remembered
 * (bounded), sparing a query on every request; a missing one is looked up each time.
 */
export async function getCompanyIdOfUser(db: Database, userId: string): Promise<string> {
  const known = companyIds.get(userId);
  if (known) return known;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, userId))
    .limit(1);
  if (!company) throw new AppError('not_found', 'error.not_found');
  if (companyIds.size >= COMPANY_IDS_MAX) companyIds.delete(companyIds.keys().next().value!);
  companyIds.set(userId, company.id);
  return company.id;
}

/**
 * Filing or changing a request needs an approved company (spec §2 guard, decision 014): 403
 * `request.not_approved` otherwise. Reading one's own requests stays open, so a company denied
 * later still sees its history.
 */
export function assertCanFileRequests(user: UserRow): void {
  const allowed = canFileRequests({
    role: user.role,
    registration_step: user.registrationStep,
    is_approved: user.isApproved,
    is_denied: user.isDenied,
    is_banned: user.isBanned,
  });
  if (!allowed) throw new AppError('forbidden', 'request.not_approved');
}
