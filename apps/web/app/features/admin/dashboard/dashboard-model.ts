import {
  REQUEST_KIND_INFO,
  REQUEST_KINDS,
  type AdminSummary,
  type ApplicationStatus,
  type RequestKind,
  type StatusList,
} from '@portal/contract';
import { getKindStatuses } from '../../../components/back-office/list-query';

/** Statuses that wait for a manager's move: shown first and marked. */
const AWAITING: readonly ApplicationStatus[] = ['accepted', 'in_process'];

/** One status of a kind on the dashboard: its count, and whether it waits for the managers. */
export type StatusCard = { status: ApplicationStatus; count: number; isAwaiting: boolean };

/** A kind's section of the dashboard: its queue, its status labels and a card per status. */
export type KindSection = { kind: RequestKind; path: string; list: StatusList; cards: StatusCard[] };

/**
 * The dashboard's request sections: every registered kind (REQUEST_KINDS, decision 026), in the
 * registry's order, each with every status of its set (0 when the summary has none) and its
 * queue's address from the contract. A kind added to the registry gets its section with no
 * change here.
 */
export function buildKindSections(requests: Partial<AdminSummary['requests']>): KindSection[] {
  return REQUEST_KINDS.map((kind) => {
    const counts: Readonly<Record<string, number>> = requests[kind] ?? {};
    return {
      kind,
      path: REQUEST_KIND_INFO[kind].backOfficePath,
      list: REQUEST_KIND_INFO[kind].statusList,
      cards: getKindStatuses(kind).map((status) => {
        const count = counts[status] ?? 0;
        return { status, count, isAwaiting: AWAITING.includes(status) && count > 0 };
      }),
    };
  });
}
