import { eq } from 'drizzle-orm';
import {
  exporterRequestPath,
  findStatusEdge,
  type ApiLocale,
  type ApplicationStatus,
  type RequestKind,
} from '@portal/contract';
import { companies, notifications, requestStatusChanges, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderStatusChangeEmail } from '../../integrations/mail/templates/status-change-email';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit, type Executor } from '../audit/record-audit';
import { actorOfScope, recordInScope, type RequestScope, type ScopeActor } from '../access/scope';
import { requestKindModule, titleOfRow } from './kinds';
import { describeStatusChange } from './status-notification';

/** Who moves a status: the exporter of the company, or a manager or admin (actorOfScope). */
export type StatusActorInfo = ScopeActor;

/** What happened, for the e-mail sent after the transaction commits. */
export type StatusChanged = {
  kind: RequestKind;
  requestId: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  mail: {
    to: string;
    locale: ApiLocale;
    heading: string;
    text: string;
    comment: string;
    path: string;
  } | null;
};

/** A transaction of the app's database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a move names: the request, the target status and, optionally, what the caller saw. */
type MoveTarget = {
  kind: RequestKind;
  requestId: string;
  to: ApplicationStatus;
  comment?: string | undefined;
  /** The status the caller saw; a different one now answers 409 (two managers at once). */
  expectedFrom?: ApplicationStatus | undefined;
  /** When the move was made: now, unless a seed replays a past one. */
  at?: Date | undefined;
};

/** Who moves: the scope they act in (an exporter's company, or the back office) and their address. */
export type MoveBy = { scope: RequestScope; ip: string };

/**
 * One move along the status graph of DOMAIN.md, inside the caller's transaction: the request
 * is locked within the scope (an exporter's: of their company, else 404), the edge must exist
 * for this kind and be the scope's to make (an exporter's scope: submit and resubmit; the back
 * office's: the rest), else 409. The change is kept (who, when, from, to, comment), the exporter
 * gets a portal notification, a manager's move goes to the audit log.
 */
export async function moveRequestStatus(
  tx: Transaction,
  options: MoveTarget & MoveBy,
): Promise<StatusChanged> {
  const { kind, requestId, to } = options;
  const { scope, ip } = options;
  const actor = actorOfScope(scope, ip);
  const table = requestKindModule(kind).table;
  const comment = options.comment?.trim() ?? '';
  const [row] = await tx
    .select()
    .from(table)
    .where(recordInScope(table, requestId, scope))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const from = row.status;
  if (options.expectedFrom && options.expectedFrom !== from) {
    throw new AppError('conflict', 'request.status_changed');
  }
  const actorKind = scope.kind === 'company' ? 'exporter' : 'manager';
  const edge = findStatusEdge(kind, from, to);
  if (!edge || edge.actor !== actorKind) throw new AppError('conflict', 'request.status_move_forbidden');

  const now = options.at ?? new Date();
  await tx
    .update(table)
    .set({
      status: to,
      statusChangedAt: now,
      updatedAt: now,
      ...(to === 'accepted' ? { submittedAt: now } : {}),
    })
    .where(eq(table.id, requestId));
  await tx.insert(requestStatusChanges).values({
    kind,
    requestId,
    fromStatus: from,
    toStatus: to,
    actorUserId: actor.userId,
    actorRole: actor.role,
    comment,
    createdAt: now,
  });

  const [owner] = await tx
    .select({ userId: users.id, email: users.email, locale: users.locale })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, row.companyId))
    .limit(1);
  const described = describeStatusChange({
    kind,
    number: row.number,
    title: titleOfRow(kind, row),
    to,
    comment,
  });
  const path = exporterRequestPath(kind, requestId);
  // The exporter's own moves (submit, resubmit) are not announced to them in the portal: they
  // have just seen the result on screen. The e-mail still confirms them.
  if (owner && actorKind === 'manager') {
    await tx.insert(notifications).values({
      userId: owner.userId,
      type: described.type,
      title: described.title,
      text: comment
        ? {
            uk: `${described.text.uk} Коментар: ${comment}`,
            en: `${described.text.en} Comment: ${comment}`,
          }
        : described.text,
      link: path,
      createdAt: now,
    });
  }
  if (actorKind === 'manager') {
    await recordAudit(tx as Executor, {
      actor,
      action: 'status_change',
      entityType: kind,
      entityId: requestId,
      before: { status: from },
      after: { status: to, comment },
      at: now,
    });
  }
  return {
    kind,
    requestId,
    from,
    to,
    mail: owner
      ? {
          to: owner.email,
          locale: owner.locale,
          heading: described.title[owner.locale],
          text: described.text[owner.locale],
          comment,
          path,
        }
      : null,
  };
}

/** After the transaction commits: the e-mail to the exporter, through the jobs queue. */
export async function sendStatusChangeMail(
  jobs: Pick<JobQueue, 'enqueue'>,
  publicUrl: string,
  change: StatusChanged,
): Promise<void> {
  const { mail } = change;
  if (!mail) return;
  const prefix = mail.locale === 'en' ? '/en' : '';
  await jobs.enqueue(
    MAIL_JOB,
    renderStatusChangeEmail({
      to: mail.to,
      locale: mail.locale,
      heading: mail.heading,
      text: mail.text,
      comment: mail.comment,
      url: `${publicUrl}${prefix}${mail.path}`,
    }),
  );
}

/** A move in its own transaction, then the e-mail: what the back-office calls use. */
export async function changeRequestStatus(
  options: MoveTarget &
    MoveBy & {
      db: Database;
      jobs: Pick<JobQueue, 'enqueue'>;
      publicUrl: string;
    },
): Promise<StatusChanged> {
  const { db, jobs, publicUrl, ...move } = options;
  const change = await db.transaction((tx) => moveRequestStatus(tx, move));
  await sendStatusChangeMail(jobs, publicUrl, change);
  return change;
}

/** The first history row of a request: its creation (from null to created). */
export async function recordRequestCreation(
  tx: Executor,
  options: {
    kind: RequestKind;
    requestId: string;
    actor: Pick<StatusActorInfo, 'userId' | 'role'>;
    /**
     * The request's creation time. Moves are stamped by this process's clock, so a creation
     * followed by a move in the same transaction must be too, or the history could read backwards.
     */
    at?: Date | undefined;
  },
): Promise<void> {
  await tx.insert(requestStatusChanges).values({
    kind: options.kind,
    requestId: options.requestId,
    fromStatus: null,
    toStatus: 'created',
    actorUserId: options.actor.userId,
    actorRole: options.actor.role,
    comment: '',
    ...(options.at ? { createdAt: options.at } : {}),
  });
}
