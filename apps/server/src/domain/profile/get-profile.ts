import { eq } from 'drizzle-orm';
import { companies, users, type Database } from '@portal/db';
import type { Profile } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { toProfile } from './map-profile';

/** The profile of spec §3 (GET /profile and every step and change answer). */
export async function getProfile(options: { db: Database; userId: string }): Promise<Profile> {
  const [row] = await options.db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, options.userId))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toProfile(row.user, row.company);
}
