import { eq, sql } from 'drizzle-orm';
import { users, type Database } from '@portal/db';
import type { UserRow } from './get-user';

/** The account of an e-mail address, compared case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(options: {
  db: Database;
  email: string;
}): Promise<UserRow | undefined> {
  const [user] = await options.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, options.email.trim().toLowerCase()))
    .limit(1);
  return user;
}
