import { and, count, eq, gt } from 'drizzle-orm';
import { AUTH } from '@portal/contract';
import { authSecrets, type Database } from '@portal/db';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderPasswordResetEmail } from '../../integrations/mail/templates/password-reset-email';
import type { JobQueue } from '../../jobs/queue';
import { createOpaqueToken, hashToken } from '../../lib/secrets';
import { findUserByEmail } from '../users/find-user-by-email';

const MINUTE = 60_000;
const SEND_WINDOW_MS = 15 * MINUTE;
const MAX_SENDS_PER_WINDOW = 3;
export const CREATE_NEW_PASSWORD_PATH = '/auth/create-new-password';

/**
 * The job behind POST /auth/reset-password-notification: when the e-mail has an account (not
 * banned), a one-time link valid 60 minutes to /auth/create-new-password in the account's
 * language; at most 3 links per 15 minutes, further requests are dropped silently.
 */
export async function sendPasswordResetLink(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  email: string;
  now?: Date;
}): Promise<'sent' | 'no_account' | 'limited'> {
  const { db } = options;
  const now = options.now ?? new Date();
  const user = await findUserByEmail({ db, email: options.email });
  if (!user || user.isBanned) return 'no_account';
  const [recent] = await db
    .select({ n: count() })
    .from(authSecrets)
    .where(
      and(
        eq(authSecrets.userId, user.id),
        eq(authSecrets.purpose, 'password_reset'),
        gt(authSecrets.createdAt, new Date(now.getTime() - SEND_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_SENDS_PER_WINDOW) return 'limited';

  const token = createOpaqueToken();
  await db.insert(authSecrets).values({
    userId: user.id,
    purpose: 'password_reset',
    target: user.email,
    secretHash: hashToken(token),
    expiresAt: new Date(now.getTime() + AUTH.resetLinkTtlMinutes * MINUTE),
    createdAt: now,
  });
  // Spec §2: Ukrainian pages have no prefix, English ones live under /en.
  const path = user.locale === 'en' ? `/en${CREATE_NEW_PASSWORD_PATH}` : CREATE_NEW_PASSWORD_PATH;
  const url = `${options.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  await options.jobs.enqueue(
    MAIL_JOB,
    renderPasswordResetEmail({ to: user.email, locale: user.locale, url, minutes: AUTH.resetLinkTtlMinutes }),
  );
  return 'sent';
}
