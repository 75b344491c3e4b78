import type { FastifyInstance } from 'fastify';
import {
  endpoints,
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
import { createSignedInUser, type SignedInUser } from './accounts';
import { callOk } from './call';

/**
 * Shared fixtures of the request tests (issue 5): valid bodies of both request kinds, the
 * people who file and review them, and requests already moved along the status graph.
 */

/** The personal step of an export application (`POST /profile/sales-market/manage`). */
export const VALID_PERSONAL_STEP = {
  contact_name: 'Олена Коваль',
  contact_position: 'Менеджерка з експорту',
  contact_phone: '+380671234567',
  contact_email: 'olena.koval@example.test',
} as const satisfies SalesMarketPersonalBody;

/**
 * A complete product step (`POST /profile/sales-market/manage/{id}`): natural honey, section I,
 * group 04, product item 0409 of the classification; Poland and Germany are importing countries.
 */
export function validProductStep(overrides: Partial<SalesMarketProductBody> = {}): SalesMarketProductBody {
  return {
    product_name_uk: 'Мед натуральний соняшниковий',
    product_name_en: 'Natural sunflower honey',
    hs_section: 'I',
    hs_group: '04',
    hs_product_item: '0409',
    description: 'Raw sunflower honey from Podillia apiaries, in 300 kg drums or 1 kg jars.',
    production_capacity: '120',
    capacity_unit: 't',
    capacity_period: 'year',
    price: '4.35',
    currency: 'EUR',
    price_unit: 'kg',
    incoterms: ['FCA', 'DAP'],
    minimum_order: '20',
    minimum_order_unit: 't',
    certificates: 'HACCP, organic (EU 2018/848)',
    exported_countries: ['PL'],
    target_countries: ['PL', 'DE'],
    service_ids: [1, 3],
    answers: { export_experience: 'yes', english_materials: 'partly', samples: 'yes' },
    ...overrides,
  };
}

/** A complete market-analysis request (`POST /profile/check-list/manage`). */
export const VALID_CHECK_LIST = {
  category: 'buyers',
  area_of_activity: 'food',
  product_name: 'Natural honey',
  hs_section: 'I',
  hs_group: '04',
  hs_product_item: '0409',
  target_countries: ['DE', 'FR'],
  answers: { market_known: 'partly', price_known: 'no' },
  comment: 'We look for distributors of organic honey.',
} as const satisfies CheckListBody;

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
    actor: { userId: manager.user.id, email: manager.email, role: manager.user.role, ip: '127.0.0.1' },
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
