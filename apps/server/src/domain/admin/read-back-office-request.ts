import {
  allowedMoves,
  type ApiLocale,
  type ApplicationStatus,
  type RequestKind,
  type StatusChange,
} from '@portal/contract';
import type { Database } from '@portal/db';
import { findStatusHistory } from '../requests/find-status-history';
import type { RequestKindModule } from '../requests/kinds';
import type { BackOfficeScope } from '../access/scope';
import { getRequestCompany } from './get-request-company';

/** What the back office shows of a request of any kind (its page at `/admin/{kind}/{id}`). */
export type BackOfficeRequest<Detail> = {
  /** The request as the exporter's API answers it. */
  request: Detail;
  company: Awaited<ReturnType<typeof getRequestCompany>>['company'];
  history: StatusChange[];
  /** The moves a manager may make from its status now (the page's buttons). */
  allowed_moves: ApplicationStatus[];
};

/**
 * `GET /admin/{kind}/{id}`: any company's request of this kind, drafts included, with its
 * company, its history and the moves a manager may make now; 404 for no such request. A kind
 * adds what only it has (an export application's shared contacts) around this.
 */
export async function readBackOfficeRequest<Detail extends { status: ApplicationStatus }>(
  kind: RequestKindModule<RequestKind, unknown, never, Detail>,
  options: { db: Database; scope: BackOfficeScope; id: string; locale: ApiLocale },
): Promise<BackOfficeRequest<Detail>> {
  const { db, scope, id, locale } = options;
  const { company } = await getRequestCompany({ db, scope, kind: kind.kind, id });
  const [request, history] = await Promise.all([
    kind.get({ db, scope, id, locale }),
    findStatusHistory({ db, scope, kind: kind.kind, requestId: id, locale }),
  ]);
  return { request, company, history, allowed_moves: allowedMoves(kind.kind, request.status, 'manager') };
}
