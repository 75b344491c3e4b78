import type { Database } from '@portal/db';
import type { JobQueue } from '../../jobs/queue';
import type { UserRow } from '../users/get-user';
import type { StatusActorInfo } from './change-request-status';

/** What the exporter's write calls need besides their body: who, from where, and how to mail. */
export type RequestWriteContext = {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  user: UserRow;
  ip: string;
};

/** The exporter as the actor of a status move (decision 014 §2: submit and resubmit are theirs). */
export function toStatusActor(context: Pick<RequestWriteContext, 'user' | 'ip'>): StatusActorInfo {
  return { userId: context.user.id, email: context.user.email, role: context.user.role, ip: context.ip };
}
