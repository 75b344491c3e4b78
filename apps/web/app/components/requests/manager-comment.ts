import type { ApplicationStatus, StatusChange } from '@portal/contract';

/** The statuses a manager moves a request to with a comment the exporter must read (decision 014 §7). */
export type CommentedStatus = Extract<ApplicationStatus, 'in_finalization' | 'denied'>;

/** The manager's word on a request sent back for changes or rejected: what, by whom, when. */
export type ManagerComment = {
  status: CommentedStatus;
  /** The comment as written; empty only for a request sent back without one (older data). */
  text: string;
  /** When the manager moved the request (ISO 8601). */
  at: string;
  /** The manager's name as the history names them ('Менеджер' when they have none). */
  author: string;
};

/**
 * The manager's comment a request's pages show at their top: the latest change of the history into
 * the request's current status, when that is `in_finalization` (sent back for changes) or `denied`.
 * A request sent back is always announced, even without a comment, since the exporter has to act;
 * a rejection only with its reason. `changes` are the changes-info answer, oldest first.
 */
export function findManagerComment(
  status: ApplicationStatus,
  changes: readonly StatusChange[],
): ManagerComment | null {
  if (status !== 'in_finalization' && status !== 'denied') return null;
  const change = changes.findLast((item) => item.to_status === status);
  if (!change) return null;
  const text = change.comment.trim();
  if (status === 'denied' && text === '') return null;
  return { status, text, at: change.created_at, author: change.actor_name };
}
