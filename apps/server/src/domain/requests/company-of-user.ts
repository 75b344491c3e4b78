import { eq } from 'drizzle-orm';
import { canFileRequests } from '@portal/contract';
import { companies, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../users/get-user';

/**
 * The company the signed-in exporter represents. Every request call is scoped by it: another
 * company's request is simply not found (404), never shown.
 */
export async function getCompanyIdOfUser(db: Database, userId: string): Promise<string> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, userId))
    .limit(1);
  if (!company) throw new AppError('not_found', 'error.not_found');
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
