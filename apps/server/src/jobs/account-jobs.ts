import { z } from 'zod';
import type { Database } from '@portal/db';
import type { Config } from '../config';
import { PASSWORD_RESET_JOB } from '../domain/auth/request-password-reset';
import { sendPasswordResetLink } from '../domain/auth/send-password-reset-link';
import type { JobHandlers, JobQueue } from './queue';

const PasswordResetPayloadSchema = z.object({ email: z.string() });

/** Background work of the accounts feature (decision 006: a handler per kind). */
export function createAccountJobHandlers(options: {
  db: Database;
  config: Config;
  /** The queue these handlers run in, which they enqueue mail on. */
  getJobs: () => Pick<JobQueue, 'enqueue'>;
}): JobHandlers {
  return {
    [PASSWORD_RESET_JOB]: async (payload) => {
      const { email } = PasswordResetPayloadSchema.parse(payload);
      await sendPasswordResetLink({
        db: options.db,
        jobs: options.getJobs(),
        publicUrl: options.config.publicUrl,
        email,
      });
    },
  };
}
