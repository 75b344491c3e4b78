import { eq } from 'drizzle-orm';
import { users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';

export type UserRow = typeof users.$inferSelect;

/** One user by id, or 404. */
export async function getUser(options: { db: Database; userId: string }): Promise<UserRow> {
  const [user] = await options.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!user) throw new AppError('not_found', 'error.not_found');
  return user;
}
