import { and, eq, sql } from 'drizzle-orm';
import { users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';

type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'registrationStep'>>;

/** 409 `auth.wrong_step`: a registration step out of order (spec §4: steps in order). */
export function createWrongStepError(): AppError {
  return new AppError('conflict', 'auth.wrong_step');
}

/**
 * Moves registration from step `from` to the next one with the step's data, in one statement
 * that only matches while the user is still at `from`: a step cannot be taken twice or out of
 * order, even by two requests at once (spec §4).
 */
export async function advanceRegistrationStep(options: {
  db: Database;
  userId: string;
  from: number;
  changes?: UserChanges;
}): Promise<void> {
  const updated = await options.db
    .update(users)
    .set({ ...options.changes, registrationStep: options.from + 1, updatedAt: sql`now()` })
    .where(and(eq(users.id, options.userId), eq(users.registrationStep, options.from)))
    .returning({ id: users.id });
  if (updated.length === 0) throw createWrongStepError();
}
