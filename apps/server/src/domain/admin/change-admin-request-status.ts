import type { AdminStatusBodySchema, RequestKind } from '@portal/contract';
import type { Database } from '@portal/db';
import type { z } from 'zod';
import type { JobQueue } from '../../jobs/queue';
import { changeRequestStatus } from '../requests/change-request-status';
import type { BackOfficeScope } from '../access/scope';

type StatusBody = z.output<typeof AdminStatusBodySchema>;

/**
 * `POST /admin/{kind}/{id}/status`: a manager's move along the graph of DOMAIN.md, through the
 * one door of decision 014 (history, the exporter's notification and e-mail, the audit entry).
 * A move the kind's graph has not, or one that is the exporter's to make, answers 409
 * `request.status_move_forbidden`; so does a status outside the kind's set (in_work for a
 * market-analysis request), which the graph has no edge to either. Two managers moving the
 * same request at once are serialised by the row lock: the second move is checked against the
 * status the first one left, and with `from` (the status the manager saw) a request that has
 * moved on since answers 409 `request.status_changed`.
 */
export async function changeAdminRequestStatus(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  scope: BackOfficeScope;
  ip: string;
  kind: RequestKind;
  id: string;
  body: StatusBody;
}): Promise<void> {
  await changeRequestStatus({
    db: options.db,
    jobs: options.jobs,
    publicUrl: options.publicUrl,
    kind: options.kind,
    requestId: options.id,
    to: options.body.status,
    comment: options.body.comment,
    expectedFrom: options.body.from,
    scope: options.scope,
    ip: options.ip,
  });
}
