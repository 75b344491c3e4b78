import type { FastifyInstance } from 'fastify';
import {
  CHECK_LIST_EXAMPLE,
  endpoints,
  PERSONAL_STEP_EXAMPLE,
  PRODUCT_STEP_EXAMPLE,
  statusesOf,
  type ApplicationStatus,
  type CheckListBody,
  type CheckListRequest,
  type RequestKind,
  type SalesMarketApplication,
  type SalesMarketPersonalBody,
  type SalesMarketProductBody,
} from '@portal/contract';
import { changeRequestStatus, type StatusChanged } from '../src/domain/requests/change-request-status';
import { backOfficeScope } from '../src/domain/access/scope';
import { createSignedInUser, type SignedInUser } from './accounts';
import { callOk } from './call';

/**
 * Shared fixtures of the request tests (issue 5): valid bodies of both request kinds, the
 * people who file and review them, and requests already moved along the status graph.
 */

/** The personal step of an export application (`POST /profile/sales-market/manage`): the entry's example. */
export const VALID_PERSONAL_STEP = PERSONAL_STEP_EXAMPLE;

/**
 * A complete product step (`POST /profile/sales-market/manage/{id}`): natural honey, section I,
 * group 04, product item 0409 of the classification; Poland and Germany are importing countries.
 * The entry's example, with overrides.
 */
export function validProductStep(overrides: Partial<SalesMarketProductBody> = {}): SalesMarketProductBody {
  return { ...PRODUCT_STEP_EXAMPLE, ...overrides };
}

/** A complete market-analysis request (`POST /profile/check-list/manage`): the entry's example. */
export const VALID_CHECK_LIST = CHECK_LIST_EXAMPLE;

/** An exporter with a finished registration whose company a manager approved (may file requests). */
export function createApprovedExporter(
  app: FastifyInstance,
  options: Parameters<typeof createSignedInUser>[1] = {},
): Promise<SignedInUser> {
  return createSignedInUser(app, { isApproved: true, ...options });
}

/** A back-office manager: approved, with no company of their own. */
export function createManager(app: FastifyInstance): Promise<SignedInUser> {
  return createSignedInUser(app, {
    role: 'manager',
    isApproved: true,
    company: undefined,
    name: 'Марія',
    surname: 'Шевченко',
  });
}

/** Error answers are read with one helper, shared by every test. */
export { errorOf } from './call';

/** Bearer headers of a user, optionally in English. */
export function headersOf(user: SignedInUser, locale?: 'uk' | 'en'): Record<string, string> {
  return locale ? { ...user.bearerHeaders, 'x-localization': locale } : user.bearerHeaders;
}

/** The personal step through the API: an export application in `created`. */
export function createDraftApplication(
  app: FastifyInstance,
  exporter: SignedInUser,
  body: SalesMarketPersonalBody = VALID_PERSONAL_STEP,
): Promise<SalesMarketApplication> {
  return callOk(app, endpoints.createSalesMarketApplication, { body }, { as: exporter });
}

/** Both steps through the API: an export application submitted to the managers (`accepted`). */
export async function createSubmittedApplication(
  app: FastifyInstance,
  exporter: SignedInUser,
  product: SalesMarketProductBody = validProductStep(),
): Promise<SalesMarketApplication> {
  const draft = await createDraftApplication(app, exporter);
  return callOk(
    app,
    endpoints.updateSalesMarketApplication,
    { params: { id: draft.id }, body: product },
    { as: exporter },
  );
}

/** A market-analysis request through the API (submitted unless the body says `submit: false`). */
export function createCheckListRequest(
  app: FastifyInstance,
  exporter: SignedInUser,
  body: CheckListBody = VALID_CHECK_LIST,
): Promise<CheckListRequest> {
  return callOk(app, endpoints.createCheckListRequest, { body }, { as: exporter });
}

/** A manager's move through the domain (`changeRequestStatus`), e-mail queued as the back office does. */
export function moveAsManager(
  app: FastifyInstance,
  manager: SignedInUser,
  move: { kind: RequestKind; id: string; to: ApplicationStatus; comment?: string },
): Promise<StatusChanged> {
  return changeRequestStatus({
    db: app.db,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    kind: move.kind,
    requestId: move.id,
    to: move.to,
    comment: move.comment,
    scope: backOfficeScope(manager.user),
    ip: '127.0.0.1',
  });
}

/** The manager's moves from `accepted` to each status, along the graph of DOMAIN.md. */
const PATHS: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  accepted: [],
  in_process: ['in_process'],
  in_finalization: ['in_process', 'in_finalization'],
  approved: ['in_process', 'approved'],
  denied: ['in_process', 'denied'],
  in_work: ['in_process', 'approved', 'in_work'],
  closed: ['in_process', 'approved', 'in_work', 'closed'],
  contract: ['in_process', 'approved', 'in_work', 'contract'],
  future: ['in_process', 'approved', 'in_work', 'future'],
};

/** Moves a submitted request (`accepted`) on to `to`, a manager taking each step (comments where required). */
export async function moveSubmittedTo(
  app: FastifyInstance,
  manager: SignedInUser,
  kind: RequestKind,
  id: string,
  to: ApplicationStatus,
): Promise<void> {
  const path = PATHS[to];
  if (!path) throw new Error(`no path from accepted to ${to}`);
  // Market-analysis requests skip the statuses their shorter set has not (in_work).
  for (const step of path.filter((status) => statusesOf(kind).includes(status))) {
    const comment =
      step === 'in_finalization' || step === 'denied' ? 'Please add the certificates.' : undefined;
    await moveAsManager(app, manager, { kind, id, to: step, ...(comment ? { comment } : {}) });
  }
}
