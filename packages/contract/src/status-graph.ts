import { REQUEST_KIND_INFO, REQUEST_KINDS, type RequestKind } from './request-kinds';

export { REQUEST_KINDS, type RequestKind };
import {
  APPLICATION_STATUSES,
  SHORT_APPLICATION_STATUSES,
  type ApplicationStatus,
  type StatusList,
} from './statuses';

/** Who may make a move: the exporter submits and resubmits; managers do the rest. */
export type StatusActor = 'exporter' | 'manager';

export type StatusEdge = { from: ApplicationStatus; to: ApplicationStatus; actor: StatusActor };

/** Statuses after which nothing moves (DOMAIN.md). */
export const FINAL_STATUSES = [
  'denied',
  'closed',
  'contract',
  'future',
] as const satisfies readonly ApplicationStatus[];

export function isFinalStatus(status: ApplicationStatus): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/**
 * The status graph of export applications (DOMAIN.md):
 * created ─submit→ accepted ─take→ in_process → approved → in_work → closed | contract | future;
 * in_process → in_finalization ─resubmit→ accepted; in_process → denied; and a manager may close
 * any request that is not final.
 */
const FULL_EDGES: StatusEdge[] = [
  { from: 'created', to: 'accepted', actor: 'exporter' },
  { from: 'accepted', to: 'in_process', actor: 'manager' },
  { from: 'in_process', to: 'approved', actor: 'manager' },
  { from: 'in_process', to: 'in_finalization', actor: 'manager' },
  { from: 'in_process', to: 'denied', actor: 'manager' },
  { from: 'in_finalization', to: 'accepted', actor: 'exporter' },
  { from: 'approved', to: 'in_work', actor: 'manager' },
  { from: 'in_work', to: 'contract', actor: 'manager' },
  { from: 'in_work', to: 'future', actor: 'manager' },
  ...APPLICATION_STATUSES.filter((status) => !isFinalStatus(status)).map((from): StatusEdge => ({
    from,
    to: 'closed',
    actor: 'manager',
  })),
];

const SHORT = new Set<ApplicationStatus>(SHORT_APPLICATION_STATUSES);

/** The edges of each status set: the shorter set keeps the edges whose both ends are in it. */
const EDGES_OF_LIST: Record<StatusList, readonly StatusEdge[]> = {
  full: FULL_EDGES,
  short: FULL_EDGES.filter((edge) => SHORT.has(edge.from) && SHORT.has(edge.to)),
};

/** Each kind's edges: those of its status set (REQUEST_KIND_INFO). */
export const STATUS_EDGES = Object.fromEntries(
  REQUEST_KINDS.map((kind) => [kind, EDGES_OF_LIST[REQUEST_KIND_INFO[kind].statusList]]),
) as Record<RequestKind, readonly StatusEdge[]>;

/** The statuses a request of this kind can have. */
export function statusesOf(kind: RequestKind): readonly ApplicationStatus[] {
  return REQUEST_KIND_INFO[kind].statusList === 'full' ? APPLICATION_STATUSES : SHORT_APPLICATION_STATUSES;
}

/** The edge from → to for this kind, or null when the graph has no such move. */
export function findStatusEdge(
  kind: RequestKind,
  from: ApplicationStatus,
  to: ApplicationStatus,
): StatusEdge | null {
  return STATUS_EDGES[kind].find((edge) => edge.from === from && edge.to === to) ?? null;
}

/** The moves this actor may make from a status (what the back-office offers as buttons). */
export function allowedMoves(
  kind: RequestKind,
  from: ApplicationStatus,
  actor: StatusActor,
): ApplicationStatus[] {
  return STATUS_EDGES[kind]
    .filter((edge) => edge.from === from && edge.actor === actor)
    .map((edge) => edge.to);
}

/** The exporter may change a request's content only while it is being created or sent back for rework. */
export function isEditableByExporter(status: ApplicationStatus): boolean {
  return status === 'created' || status === 'in_finalization';
}
