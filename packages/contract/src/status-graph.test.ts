import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, SHORT_APPLICATION_STATUSES, type ApplicationStatus } from './statuses';
import {
  allowedMoves,
  findStatusEdge,
  isEditableByExporter,
  isFinalStatus,
  type RequestKind,
  type StatusActor,
} from './status-graph';

type Move = [ApplicationStatus, ApplicationStatus, StatusActor];

/** DOMAIN.md's graph for export applications, written out edge by edge. */
const EXPORT_MOVES: Move[] = [
  ['created', 'accepted', 'exporter'],
  ['accepted', 'in_process', 'manager'],
  ['in_process', 'approved', 'manager'],
  ['in_process', 'in_finalization', 'manager'],
  ['in_process', 'denied', 'manager'],
  ['in_finalization', 'accepted', 'exporter'],
  ['approved', 'in_work', 'manager'],
  ['in_work', 'contract', 'manager'],
  ['in_work', 'future', 'manager'],
  ['created', 'closed', 'manager'],
  ['accepted', 'closed', 'manager'],
  ['in_process', 'closed', 'manager'],
  ['approved', 'closed', 'manager'],
  ['in_work', 'closed', 'manager'],
  ['in_finalization', 'closed', 'manager'],
];

/** The same edges where both ends are in the shorter set. */
const CHECK_LIST_MOVES: Move[] = EXPORT_MOVES.filter(
  ([from, to]) =>
    (SHORT_APPLICATION_STATUSES as readonly string[]).includes(from) &&
    (SHORT_APPLICATION_STATUSES as readonly string[]).includes(to),
);

const CASES: [RequestKind, readonly ApplicationStatus[], Move[]][] = [
  ['sales_market', APPLICATION_STATUSES, EXPORT_MOVES],
  ['check_list', SHORT_APPLICATION_STATUSES, CHECK_LIST_MOVES],
];

describe.each(CASES)('DOMAIN.md status graph of %s requests', (kind, statuses, moves) => {
  it.each(moves)('allows %s → %s by the %s', (from, to, actor) => {
    expect(findStatusEdge(kind, from, to)).toEqual({ from, to, actor });
    expect(allowedMoves(kind, from, actor)).toContain(to);
    const other: StatusActor = actor === 'exporter' ? 'manager' : 'exporter';
    expect(allowedMoves(kind, from, other)).not.toContain(to);
  });

  const allowed = new Set(moves.map(([from, to]) => `${from}>${to}`));
  const forbidden = statuses.flatMap((from) =>
    statuses.filter((to) => !allowed.has(`${from}>${to}`)).map((to) => [from, to] as const),
  );
  it.each(forbidden)('forbids %s → %s for everyone', (from, to) => {
    expect(findStatusEdge(kind, from, to)).toBeNull();
    expect(allowedMoves(kind, from, 'exporter')).not.toContain(to);
    expect(allowedMoves(kind, from, 'manager')).not.toContain(to);
  });

  it('nothing moves out of a final status', () => {
    for (const from of statuses.filter(isFinalStatus)) {
      expect(allowedMoves(kind, from, 'manager')).toEqual([]);
      expect(allowedMoves(kind, from, 'exporter')).toEqual([]);
    }
  });
});

describe('check-list requests have no in_work, contract or future', () => {
  it('approved can only be closed', () => {
    expect(allowedMoves('check_list', 'approved', 'manager')).toEqual(['closed']);
    expect(findStatusEdge('check_list', 'approved', 'in_work')).toBeNull();
  });
});

describe('the exporter edits only in created or in_finalization (DOMAIN.md)', () => {
  it.each(APPLICATION_STATUSES)('%s', (status) => {
    expect(isEditableByExporter(status)).toBe(status === 'created' || status === 'in_finalization');
  });
});
