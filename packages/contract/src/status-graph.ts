import { APPLICATION_STATUSES, SHORT_APPLICATION_STATUSES, type ApplicationStatus } from './statuses';

/** The kinds of request that follow the status graph of DOMAIN.md. */
export const REQUEST_KINDS = ['sales_market', 'check_list'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

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

/** Each kind's edges: market-analysis requests keep the edges whose both ends are in the short set. */
export const STATUS_EDGES: Record<RequestKind, readonly StatusEdge[]> = {
  sales_market: FULL_EDGES,
  check_list: FULL_EDGES.filter((edge) => SHORT.has(edge.from) && SHORT.has(edge.to)),
};

/** The statuses a request of this kind can have. */
export function statusesOf(kind: RequestKind): readonly ApplicationStatus[] {
  return kind === 'sales_market' ? APPLICATION_STATUSES : SHORT_APPLICATION_STATUSES;
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
