import type { ApplicationStatus, StatusChange } from '@portal/contract';

export type ManagerComment = { text: string; at: string; author: string };

/**
 * The manager's latest word on a request sent back for rework or rejected (decision 014 §7: a
 * comment is required then): the newest change into the current status, when it carries one.
 */
export function findManagerComment(
  status: ApplicationStatus,
  changes: readonly StatusChange[],
): ManagerComment | null {
  if (status !== 'in_finalization' && status !== 'denied') return null;
  const change = changes.findLast(
    (item) => item.to_status === status && item.actor === 'manager' && item.comment.trim() !== '',
  );
  return change ? { text: change.comment, at: change.created_at, author: change.actor_name } : null;
}
