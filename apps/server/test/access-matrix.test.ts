import { randomUUID } from 'node:crypto';
import { asc, count, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  checkListRequests,
  companies,
  devOutbox,
  jobs,
  notifications,
  requestStatusChanges,
  requestStatusDeltas,
  salesMarketApplications,
  sessions,
  sharedContacts,
  users,
} from '@portal/db';
import { buildTestApp, type TestApp } from './helpers';
import { COMPANY_BODY, createSignedInUser, type SignedInUser } from './accounts';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createManager,
  moveSubmittedTo,
  VALID_CHECK_LIST,
  VALID_PERSONAL_STEP,
  validProductStep,
} from './requests';

/**
 * Issue 12's access matrix. Every operation of the OpenAPI document has one entry in MATRIX,
 * keyed by "METHOD /path" as the document spells it, and is tried by everyone who must be
 * refused:
 * - `record` (names a record of a company, ARCHITECTURE §4, decision 014 §5): another company's
 *   exporter gets what an unknown id gets (404, no data), a guest 401; A's own call succeeds,
 *   so the refusals came from ownership, not from a body the API would refuse anyway;
 * - `staff` (`/api/admin/*`, decision 015 §1): every exporter 403, a guest 401; a manager's call
 *   with the same parameters and body succeeds;
 * - `session` (any signed-in user, names no record): a guest 401; what another company reads
 *   holds nothing of A;
 * - `public`: anyone.
 * After all the refused attempts the database is as it was. An operation added to the API
 * without an entry here (or an entry left after its operation went) fails the suite.
 */

type Access = 'public' | 'session' | 'record' | 'staff';

/** One request as app.inject sends it, without who sends it. */
type Call = {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  query?: Record<string, string>;
  payload?: unknown;
};

/** A's records, by what they are, and the people of the matrix. */
type World = {
  sm: Record<SalesMarketKey, string>;
  cl: Record<CheckListKey, string>;
  /** A's portal notifications (managers' moves and the shared contacts wrote them). */
  notificationIds: string[];
  /** A company a manager has not yet verified (the approve target). */
  pendingUserId: string;
  /** A banned exporter (the unban target). */
  bannedUserId: string;
  aUserId: string;
};

type SalesMarketKey = 'draft' | 'accepted' | 'in_finalization' | 'approved' | 'closed' | 'denied';
type CheckListKey = 'draft' | 'accepted' | 'in_finalization' | 'closed';
type RecordKind = 'sales_market' | 'check_list' | 'notification';

type RecordEntry = {
  access: 'record';
  kind: RecordKind;
  /** The call naming one of A's records. */
  call: (id: string) => Call;
  /**
   * What another company's exporter gets when the documented rule is not 404 (decision 014 §5):
   * `POST /profile/notifications/read` answers 200 and changes nothing.
   */
  other?: number;
  /** A's own call, on this record (answers 200): proves the call is built right. */
  own: (world: World) => string;
};

type Entry =
  | { access: 'public'; note?: string; call?: Call }
  | { access: 'session'; call: Call }
  | RecordEntry
  | { access: 'staff'; call: (world: World) => Call };

const SHARED_CONTACT = {
  company_name: 'Honig Handel GmbH',
  country_code: 'DE',
  contact_name: 'Jonas Becker',
  email: 'jonas.becker@honig.example',
};

const smId = (id: string): Call => ({ url: `/api/profile/sales-market/manage/${id}` });
const clId = (id: string): Call => ({ url: `/api/profile/check-list/manage/${id}` });

/** One entry per operation of GET /api/openapi.json, keyed by "METHOD /path". */
const MATRIX: Record<string, Entry> = {
  // Back office (decision 015): managers and admins only.
  'GET /api/admin/audit-log': {
    access: 'staff',
    call: (w) => ({ url: '/api/admin/audit-log', query: { entity_type: 'company', entity_id: w.aUserId } }),
  },
  'GET /api/admin/check-list': { access: 'staff', call: () => ({ url: '/api/admin/check-list' }) },
  'GET /api/admin/check-list/{id}': {
    access: 'staff',
    call: (w) => ({ url: `/api/admin/check-list/${w.cl.accepted}` }),
  },
  'POST /api/admin/check-list/{id}/status': {
    access: 'staff',
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/check-list/${w.cl.accepted}/status`,
      payload: { status: 'in_process', from: 'accepted' },
    }),
  },
  'GET /api/admin/companies': {
    access: 'staff',
    call: () => ({ url: '/api/admin/companies', query: { verification: 'pending' } }),
  },
  'GET /api/admin/companies/{userId}': {
    access: 'staff',
    call: (w) => ({ url: `/api/admin/companies/${w.aUserId}` }),
  },
  'POST /api/admin/companies/{userId}/approve': {
    access: 'staff',
    call: (w) => ({ method: 'POST', url: `/api/admin/companies/${w.pendingUserId}/approve`, payload: {} }),
  },
  'POST /api/admin/companies/{userId}/ban': {
    access: 'staff',
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/companies/${w.aUserId}/ban`,
      payload: { reason: 'Spam.' },
    }),
  },
  'POST /api/admin/companies/{userId}/deny': {
    access: 'staff',
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/companies/${w.aUserId}/deny`,
      payload: { reason: 'The EDRPOU code does not match the company.' },
    }),
  },
  'POST /api/admin/companies/{userId}/unban': {
    access: 'staff',
    call: (w) => ({ method: 'POST', url: `/api/admin/companies/${w.bannedUserId}/unban`, payload: {} }),
  },
  'GET /api/admin/sales-market': { access: 'staff', call: () => ({ url: '/api/admin/sales-market' }) },
  'GET /api/admin/sales-market/{id}': {
    access: 'staff',
    call: (w) => ({ url: `/api/admin/sales-market/${w.sm.accepted}` }),
  },
  'POST /api/admin/sales-market/{id}/shared-contacts': {
    access: 'staff',
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/sales-market/${w.sm.approved}/shared-contacts`,
      payload: SHARED_CONTACT,
    }),
  },
  'POST /api/admin/sales-market/{id}/status': {
    access: 'staff',
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/sales-market/${w.sm.accepted}/status`,
      payload: { status: 'in_process', from: 'accepted' },
    }),
  },
  'GET /api/admin/summary': { access: 'staff', call: () => ({ url: '/api/admin/summary' }) },

  // Accounts (decision 009).
  'POST /api/auth/google-2fa-auth': {
    access: 'public',
    note: 'second sign-in step (a challenge, not a session)',
  },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/logout': {
    access: 'public',
    note: 'answers 200 without a session too (its summary says so)',
  },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'POST /api/auth/reset-password-notification': { access: 'public' },
  'POST /api/auth/submit-user-company-info': {
    access: 'session',
    call: { method: 'POST', url: '/api/auth/submit-user-company-info', payload: COMPANY_BODY },
  },
  'POST /api/auth/submit-user-main-info': {
    access: 'session',
    call: { method: 'POST', url: '/api/auth/submit-user-main-info', payload: {} },
  },
  'POST /api/auth/submit-verification-email': {
    access: 'session',
    call: { method: 'POST', url: '/api/auth/submit-verification-email', payload: { code: '123456' } },
  },
  'POST /api/auth/submit-verification-phone': {
    access: 'session',
    call: { method: 'POST', url: '/api/auth/submit-verification-phone', payload: { code: '123456' } },
  },
  'POST /api/auth/verification-email': {
    access: 'session',
    call: { method: 'POST', url: '/api/auth/verification-email', payload: {} },
  },
  'POST /api/auth/verification-phone': {
    access: 'session',
    call: { method: 'POST', url: '/api/auth/verification-phone', payload: { phone: '+380671112233' } },
  },

  // Reference data and published content.
  'GET /api/common/faq/category/{id}': { access: 'public', call: { url: '/api/common/faq/category/1' } },
  'GET /api/common/faq/get-all': { access: 'public', call: { url: '/api/common/faq/get-all' } },
  'GET /api/common/faq/question/{id}': { access: 'public', call: { url: '/api/common/faq/question/1' } },
  'POST /api/common/geo-country-info/{id}': {
    access: 'public',
    call: { method: 'POST', url: '/api/common/geo-country-info/1', payload: {} },
  },
  'GET /api/common/get-countries': { access: 'public', call: { url: '/api/common/get-countries' } },
  'GET /api/common/get-country-actions': {
    access: 'public',
    call: { url: '/api/common/get-country-actions' },
  },
  'GET /api/common/get-currency': { access: 'public', call: { url: '/api/common/get-currency' } },
  'GET /api/common/get-geo_countries': { access: 'public', call: { url: '/api/common/get-geo_countries' } },
  'GET /api/common/get-incoterms': { access: 'public', call: { url: '/api/common/get-incoterms' } },
  'GET /api/common/get-regions': { access: 'public', call: { url: '/api/common/get-regions' } },
  'GET /api/common/get-services': { access: 'public', call: { url: '/api/common/get-services' } },
  'GET /api/common/hcdcs/get-groups': {
    access: 'public',
    call: { url: '/api/common/hcdcs/get-groups', query: { section: 'I' } },
  },
  'GET /api/common/hcdcs/get-gs': { access: 'public', call: { url: '/api/common/hcdcs/get-gs' } },
  'GET /api/common/hcdcs/get-product-items': {
    access: 'public',
    call: { url: '/api/common/hcdcs/get-product-items', query: { group: '04' } },
  },
  'GET /api/common/hcdcs/get-sections': { access: 'public', call: { url: '/api/common/hcdcs/get-sections' } },
  'POST /api/create/importer-sale': {
    access: 'public',
    note: "a foreign buyer's form (throttled per address)",
  },
  'GET /api/dev/outbox': { access: 'public', note: 'development only: not registered in production' },
  'POST /api/feedback/send': { access: 'public', note: 'the feedback form (throttled per address)' },
  'GET /api/pages/{slug}': { access: 'public', call: { url: '/api/pages/about' } },
  'GET /api/partners/get': { access: 'public', call: { url: '/api/partners/get' } },
  'GET /api/seo/get-data': { access: 'public', call: { url: '/api/seo/get-data' } },
  'GET /api/tariffs': { access: 'public', call: { url: '/api/tariffs' } },
  'GET /api/tariffs/with-comparison': { access: 'public', call: { url: '/api/tariffs/with-comparison' } },
  'GET /api/tariffs/{idOrSlug}': { access: 'public', call: { url: '/api/tariffs/1' } },

  // The cabinet: the caller's own profile and lists (scoped by the session, naming no record).
  // Some bodies here are empty on purpose: decision 009 checks the session before the body, so a
  // guest gets 401, not 422.
  'GET /api/profile': { access: 'session', call: { url: '/api/profile' } },
  'POST /api/profile/change-company-data': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/change-company-data', payload: COMPANY_BODY },
  },
  'POST /api/profile/change-director-data': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/change-director-data', payload: {} },
  },
  'POST /api/profile/change-expert-data': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/change-expert-data', payload: {} },
  },
  'POST /api/profile/change-main-data': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/change-main-data', payload: {} },
  },
  'POST /api/profile/change-vchasno-data': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/change-vchasno-data', payload: {} },
  },
  'GET /api/profile/check-list/get-areas-of-activity': {
    access: 'session',
    call: { url: '/api/profile/check-list/get-areas-of-activity' },
  },
  'GET /api/profile/check-list/get-categories': {
    access: 'session',
    call: { url: '/api/profile/check-list/get-categories' },
  },
  'GET /api/profile/check-list/manage': {
    access: 'session',
    call: { url: '/api/profile/check-list/manage', query: { per_page: '100' } },
  },
  'POST /api/profile/check-list/manage': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/check-list/manage', payload: VALID_CHECK_LIST },
  },
  'GET /api/profile/get-all-applications': {
    access: 'session',
    call: { url: '/api/profile/get-all-applications', query: { per_page: '100' } },
  },
  'GET /api/profile/get-applications-info': {
    access: 'session',
    call: { url: '/api/profile/get-applications-info' },
  },
  'GET /api/profile/notifications': {
    access: 'session',
    call: { url: '/api/profile/notifications', query: { limit: '100' } },
  },
  'GET /api/profile/sales-market': {
    access: 'session',
    call: { url: '/api/profile/sales-market', query: { per_page: '100' } },
  },
  'GET /api/profile/sales-market/get-incoterms': {
    access: 'session',
    call: { url: '/api/profile/sales-market/get-incoterms' },
  },
  'GET /api/profile/sales-market/get-progress-bar-questions': {
    access: 'session',
    call: { url: '/api/profile/sales-market/get-progress-bar-questions', query: { type: 'sales_market' } },
  },
  'GET /api/profile/sales-market/get-services': {
    access: 'session',
    call: { url: '/api/profile/sales-market/get-services' },
  },
  'POST /api/profile/sales-market/manage': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/sales-market/manage', payload: VALID_PERSONAL_STEP },
  },
  'GET /api/profile/security': { access: 'session', call: { url: '/api/profile/security' } },
  'POST /api/profile/security/change-password': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/security/change-password', payload: {} },
  },
  'POST /api/profile/security/google-2fa-disable': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/security/google-2fa-disable', payload: {} },
  },
  'POST /api/profile/security/google-2fa-enable': {
    access: 'session',
    call: { method: 'POST', url: '/api/profile/security/google-2fa-enable', payload: {} },
  },

  // Calls naming one of a company's records (decision 014 §5: another company's is never found).
  'POST /api/profile/check-list/get-changes-info': {
    access: 'record',
    kind: 'check_list',
    call: (id) => ({
      method: 'POST',
      url: '/api/profile/check-list/get-changes-info',
      query: { check_list_request_id: id },
      payload: {},
    }),
    own: (w) => w.cl.accepted,
  },
  'DELETE /api/profile/check-list/manage/{id}': {
    access: 'record',
    kind: 'check_list',
    call: (id) => ({ ...clId(id), method: 'DELETE' }),
    own: (w) => w.cl.draft,
  },
  'GET /api/profile/check-list/manage/{id}': {
    access: 'record',
    kind: 'check_list',
    call: clId,
    own: (w) => w.cl.accepted,
  },
  'POST /api/profile/check-list/manage/{id}': {
    access: 'record',
    kind: 'check_list',
    call: (id) => ({
      ...clId(id),
      method: 'POST',
      payload: { ...VALID_CHECK_LIST, comment: 'Rewritten by someone else.' },
    }),
    own: (w) => w.cl.in_finalization,
  },
  'POST /api/profile/notifications/read': {
    access: 'record',
    kind: 'notification',
    call: (id) => ({ method: 'POST', url: '/api/profile/notifications/read', payload: { ids: [id] } }),
    other: 200,
    own: (w) => w.notificationIds[0]!,
  },
  'POST /api/profile/sales-market/download/{id}': {
    access: 'record',
    kind: 'sales_market',
    call: (id) => ({ method: 'POST', url: `/api/profile/sales-market/download/${id}`, payload: {} }),
    own: (w) => w.sm.approved,
  },
  'POST /api/profile/sales-market/get-changes-info': {
    access: 'record',
    kind: 'sales_market',
    call: (id) => ({
      method: 'POST',
      url: '/api/profile/sales-market/get-changes-info',
      query: { sales_market_id: id },
      payload: {},
    }),
    own: (w) => w.sm.accepted,
  },
  'GET /api/profile/sales-market/get-shared-contacts/{id}': {
    access: 'record',
    kind: 'sales_market',
    call: (id) => ({ url: `/api/profile/sales-market/get-shared-contacts/${id}` }),
    own: (w) => w.sm.approved,
  },
  'DELETE /api/profile/sales-market/manage/{id}': {
    access: 'record',
    kind: 'sales_market',
    call: (id) => ({ ...smId(id), method: 'DELETE' }),
    own: (w) => w.sm.draft,
  },
  'GET /api/profile/sales-market/manage/{id}': {
    access: 'record',
    kind: 'sales_market',
    call: smId,
    own: (w) => w.sm.approved,
  },
  'POST /api/profile/sales-market/manage/{id}': {
    access: 'record',
    kind: 'sales_market',
    call: (id) => ({
      ...smId(id),
      method: 'POST',
      payload: validProductStep({ product_name_en: 'Rewritten honey' }),
    }),
    own: (w) => w.sm.in_finalization,
  },
  'POST /api/profile/sales-market/store/exporter-ratings/{id}': {
    access: 'record',
    kind: 'sales_market',
    call: (id) => ({
      method: 'POST',
      url: `/api/profile/sales-market/store/exporter-ratings/${id}`,
      payload: { rating: 1, comment: 'Rated by someone else.' },
    }),
    own: (w) => w.sm.closed,
  },
};

const entriesOf = <A extends Access>(access: A) =>
  Object.entries(MATRIX).filter(
    (pair): pair is [string, Extract<Entry, { access: A }>] => pair[1].access === access,
  );

let testApp: TestApp;
let app: FastifyInstance;
let world: World;
/** A's exporter, B's exporter (another approved company), C's exporter (not yet verified). */
let exporterA: SignedInUser;
let exporterB: SignedInUser;
let exporterC: SignedInUser;
/** An account that stopped at registration step 3: no company yet. */
let halfRegistered: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
/** Strings that only A's data holds: none may appear in anything anyone else is answered. */
let markersOfA: string[];
/** A word of A's product names, company name and comments (searching for it finds only A's). */
let tagOfA: string;
let before: string;
let requestCount = 0;

/** Who sends a call: a name for the failure messages and the headers. */
type Caller = { name: string; headers: Record<string, string> };
const GUESTS: Caller[] = [
  { name: 'guest', headers: {} },
  { name: 'guest with a forged token', headers: { authorization: `Bearer ${'f'.repeat(43)}` } },
];

function send(call: Call, caller: Caller) {
  requestCount += 1;
  const options: InjectOptions = {
    method: call.method ?? 'GET',
    url: call.url,
    headers: caller.headers,
    ...(call.query ? { query: call.query } : {}),
    ...(call.payload !== undefined ? { payload: call.payload as InjectOptions['payload'] } : {}),
  };
  return app.inject(options);
}

/** The start of a body for a failure message, on one line. */
function preview(body: string): string {
  return body.slice(0, 160).replace(/[^\x20-\x7e\u0400-\u04ff]+/g, ' ');
}

/** A's markers found in a body (an empty list when it holds nothing of A). */
function leaksOfA(body: string): string[] {
  return markersOfA.filter((marker) => body.includes(marker));
}

/** Every row that an access refusal must leave alone, as one comparable string. */
async function snapshotDatabase(): Promise<string> {
  await app.jobs.drain();
  const db = app.db;
  const all = await Promise.all([
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(companies).orderBy(asc(companies.id)),
    db.select().from(salesMarketApplications).orderBy(asc(salesMarketApplications.id)),
    db.select().from(checkListRequests).orderBy(asc(checkListRequests.id)),
    db.select().from(requestStatusChanges).orderBy(asc(requestStatusChanges.id)),
    db
      .select({
        kind: requestStatusDeltas.kind,
        status: requestStatusDeltas.status,
        n: sql<number>`sum(${requestStatusDeltas.delta})::int`,
      })
      .from(requestStatusDeltas)
      .groupBy(requestStatusDeltas.kind, requestStatusDeltas.status)
      .orderBy(asc(requestStatusDeltas.kind), asc(requestStatusDeltas.status)),
    db.select().from(sharedContacts).orderBy(asc(sharedContacts.id)),
    db.select().from(notifications).orderBy(asc(notifications.id)),
    db.select().from(auditLog).orderBy(asc(auditLog.id)),
    // Last use is written as sessions are used; a revocation or a new session is a change.
    db
      .select({ id: sessions.id, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .orderBy(asc(sessions.id)),
    db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id)),
    db.select({ n: count() }).from(devOutbox),
  ]);
  const names =
    'users companies sales_market check_list status_changes status_counts shared_contacts notifications audit_log sessions jobs outbox'.split(
      ' ',
    );
  return JSON.stringify(Object.fromEntries(all.map((rows, index) => [names[index], rows])), null, 1);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  const tag = randomUUID().slice(0, 8);
  tagOfA = tag;
  exporterA = await createApprovedExporter(app, {
    name: 'Alpha',
    surname: `Owner${tag}`,
    company: {
      ...COMPANY_BODY,
      name_ru: `ТОВ «Альфа ${tag}»`,
      name_en: `Alpha ${tag} LLC`,
      website_url: `https://alpha-${tag}.example`,
    },
  });
  exporterB = await createApprovedExporter(app, {
    company: {
      ...COMPANY_BODY,
      name_ru: 'ТОВ «Бета»',
      name_en: 'Beta LLC',
      website_url: 'https://beta.example',
    },
  });
  exporterC = await createSignedInUser(app, {
    company: {
      ...COMPANY_BODY,
      name_ru: 'ТОВ «Гамма»',
      name_en: 'Gamma LLC',
      website_url: 'https://gamma.example',
    },
  });
  halfRegistered = await createSignedInUser(app, { step: 3 });
  const banned = await createSignedInUser(app, { isApproved: true, isBanned: true });
  manager = await createManager(app);
  admin = await createSignedInUser(app, { role: 'admin', isApproved: true, company: undefined });

  // A's records: export applications and market-analysis requests in several statuses, their
  // history, shared contacts and the notifications the managers' moves wrote.
  const contactEmail = `alpha-contact-${tag}@example.test`;
  const personal = { ...VALID_PERSONAL_STEP, contact_email: contactEmail };
  const product = validProductStep({
    product_name_en: `Alpha honey ${tag}`,
    certificates: `Alpha-cert-${tag}`,
  });
  const submitted = async () => {
    const draft = await createDraftApplication(app, exporterA, personal);
    const response = await app.inject({
      method: 'POST',
      url: `/api/profile/sales-market/manage/${draft.id}`,
      headers: exporterA.bearerHeaders,
      payload: product,
    });
    expect(response.statusCode, response.body).toBe(200);
    return draft.id;
  };
  const sm = {
    draft: (await createDraftApplication(app, exporterA, personal)).id,
    accepted: await submitted(),
    in_finalization: await submitted(),
    approved: await submitted(),
    closed: await submitted(),
    denied: await submitted(),
  } satisfies Record<SalesMarketKey, string>;
  for (const status of ['in_finalization', 'approved', 'closed', 'denied'] as const) {
    await moveSubmittedTo(app, manager, 'sales_market', sm[status], status);
  }
  const shared = await app.inject({
    method: 'POST',
    url: `/api/admin/sales-market/${sm.approved}/shared-contacts`,
    headers: manager.bearerHeaders,
    payload: { ...SHARED_CONTACT, company_name: `Alpha importer ${tag}` },
  });
  expect(shared.statusCode, shared.body).toBe(200);

  const checkList = {
    ...VALID_CHECK_LIST,
    product_name: `Alpha honey ${tag}`,
    comment: `Alpha check-list ${tag}`,
  };
  const cl = {
    draft: (await createCheckListRequest(app, exporterA, { ...checkList, submit: false })).id,
    accepted: (await createCheckListRequest(app, exporterA, checkList)).id,
    in_finalization: (await createCheckListRequest(app, exporterA, checkList)).id,
    closed: (await createCheckListRequest(app, exporterA, checkList)).id,
  } satisfies Record<CheckListKey, string>;
  await moveSubmittedTo(app, manager, 'check_list', cl.in_finalization, 'in_finalization');
  await moveSubmittedTo(app, manager, 'check_list', cl.closed, 'closed');

  const ownNotifications = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(sql`${notifications.userId} = ${exporterA.user.id}`);
  expect(ownNotifications.length).toBeGreaterThan(3);
  const contacts = await app.db.select({ id: sharedContacts.id }).from(sharedContacts);
  const [companyA] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.userId} = ${exporterA.user.id}`);

  world = {
    sm,
    cl,
    notificationIds: ownNotifications.map((row) => row.id),
    pendingUserId: exporterC.user.id,
    bannedUserId: banned.user.id,
    aUserId: exporterA.user.id,
  };
  markersOfA = [
    ...Object.values(sm),
    ...Object.values(cl),
    ...world.notificationIds,
    ...contacts.map((row) => row.id),
    exporterA.user.id,
    companyA!.id,
    exporterA.email,
    tag,
  ];
  before = await snapshotDatabase();
}, 120_000);

afterAll(async () => {
  const classes = (['public', 'session', 'record', 'staff'] as const).map(
    (access) => `${access} ${entriesOf(access).length}`,
  );
  console.info(`access matrix: ${classes.join(', ')}; ${requestCount} requests`);
  await testApp?.close();
});

describe('issue 12: the table covers the OpenAPI document', () => {
  it('has one entry per operation of the document, and none it lacks', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const missing = operations.filter((operation) => !(operation in MATRIX));
    const stale = Object.keys(MATRIX).filter((operation) => !operations.includes(operation));
    expect(missing, 'operations without an entry in MATRIX: classify each').toEqual([]);
    expect(stale, 'entries of MATRIX the OpenAPI document no longer has').toEqual([]);
  });

  it('the document marks every session, record and staff call as needing a session, and no public one', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<
      string,
      Record<string, { security?: unknown[] }>
    >;
    for (const [key, entry] of Object.entries(MATRIX)) {
      const [method, path] = key.split(' ') as [string, string];
      const secured = (paths[path]?.[method.toLowerCase()]?.security ?? []).length > 0;
      // Sign-out declares the session it ends but answers 200 without one.
      expect(secured, key).toBe(entry.access !== 'public' || key === 'POST /api/auth/logout');
    }
  });

  it('each call the table builds is the operation it is keyed by', () => {
    const fakeWorld: World = {
      sm: {
        draft: randomUUID(),
        accepted: randomUUID(),
        in_finalization: randomUUID(),
        approved: randomUUID(),
        closed: randomUUID(),
        denied: randomUUID(),
      },
      cl: {
        draft: randomUUID(),
        accepted: randomUUID(),
        in_finalization: randomUUID(),
        closed: randomUUID(),
      },
      notificationIds: [randomUUID()],
      pendingUserId: randomUUID(),
      bannedUserId: randomUUID(),
      aUserId: randomUUID(),
    };
    for (const [key, entry] of Object.entries(MATRIX)) {
      const call =
        entry.access === 'record'
          ? entry.call(randomUUID())
          : entry.access === 'staff'
            ? entry.call(fakeWorld)
            : entry.call;
      if (!call) continue;
      const [method, path] = key.split(' ') as [string, string];
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      expect(`${call.method ?? 'GET'} ${call.url}`, key).toMatch(new RegExp(`^${method} `));
      expect(call.url, key).toMatch(pattern);
    }
  });
});

describe('issue 12: calls naming a record of company A', () => {
  /** Each of A's records a call of this kind may name (notifications are all alike: the newest and the oldest). */
  const recordsOf = (kind: RecordKind) =>
    kind === 'sales_market'
      ? Object.values(world.sm)
      : kind === 'check_list'
        ? Object.values(world.cl)
        : [world.notificationIds[0]!, world.notificationIds.at(-1)!];

  it("another company's exporter gets exactly what an unknown id gets: 404 (or the documented answer), nothing of A", async () => {
    // B signs in as a browser does (the cookie and our Origin); the others below use Bearer.
    const others: Caller[] = [{ name: "B's exporter", headers: exporterB.cookieHeaders }];
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('record')) {
      for (const caller of others) {
        const unknown = await send(entry.call(randomUUID()), caller);
        for (const id of recordsOf(entry.kind)) {
          const response = await send(entry.call(id), caller);
          const where = `${key} as ${caller.name} on ${id}`;
          if (response.statusCode !== (entry.other ?? 404))
            failures.push(`${where}: ${response.statusCode} ${preview(response.body)}`);
          if (response.body !== unknown.body || response.statusCode !== unknown.statusCode) {
            failures.push(
              `${where}: answers otherwise than for an unknown id (${unknown.statusCode} ${preview(unknown.body)})`,
            );
          }
          const leaks = leaksOfA(response.body);
          if (leaks.length > 0) failures.push(`${where}: the body holds A's ${leaks.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('an unverified company and the back office get the same refusal as for an unknown id, nothing of A', async () => {
    // C may not file requests (403 `request.not_approved` before ownership, decision 014 §4);
    // an unfinished registration, managers and admins have no company (404). Either way A's id and an unknown one look alike.
    const others: Caller[] = [
      { name: "C's exporter (not verified)", headers: exporterC.bearerHeaders },
      { name: 'an unfinished registration', headers: halfRegistered.bearerHeaders },
      { name: 'a manager', headers: manager.bearerHeaders },
      { name: 'an admin', headers: admin.bearerHeaders },
    ];
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('record')) {
      for (const caller of others) {
        const unknown = await send(entry.call(randomUUID()), caller);
        for (const id of recordsOf(entry.kind)) {
          const response = await send(entry.call(id), caller);
          const where = `${key} as ${caller.name} on ${id}`;
          const allowed = entry.other ? [entry.other] : [403, 404];
          if (!allowed.includes(response.statusCode))
            failures.push(`${where}: ${response.statusCode} ${preview(response.body)}`);
          if (response.body !== unknown.body || response.statusCode !== unknown.statusCode) {
            failures.push(
              `${where}: answers otherwise than for an unknown id (${unknown.statusCode} ${preview(unknown.body)})`,
            );
          }
          const leaks = leaksOfA(response.body);
          if (leaks.length > 0) failures.push(`${where}: the body holds A's ${leaks.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a guest gets 401 and nothing of A', async () => {
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('record')) {
      for (const id of recordsOf(entry.kind)) {
        for (const guest of GUESTS) {
          const response = await send(entry.call(id), guest);
          const where = `${key} as ${guest.name} on ${id}`;
          if (response.statusCode !== 401)
            failures.push(`${where}: ${response.statusCode} ${preview(response.body)}`);
          const leaks = leaksOfA(response.body);
          if (leaks.length > 0) failures.push(`${where}: the body holds A's ${leaks.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('issue 12: back-office calls', () => {
  it('every exporter gets 403 and a guest 401, with nothing of A', async () => {
    const exporters: Caller[] = [
      { name: "A's exporter", headers: exporterA.bearerHeaders },
      { name: "B's exporter", headers: exporterB.cookieHeaders },
      { name: "C's exporter (not verified)", headers: exporterC.bearerHeaders },
    ];
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('staff')) {
      const call = entry.call(world);
      for (const caller of [...exporters, ...GUESTS]) {
        const response = await send(call, caller);
        const expected = GUESTS.includes(caller) ? 401 : 403;
        if (response.statusCode !== expected)
          failures.push(`${key} as ${caller.name}: ${response.statusCode} ${preview(response.body)}`);
        const leaks = leaksOfA(response.body);
        if (leaks.length > 0)
          failures.push(`${key} as ${caller.name}: the body holds A's ${leaks.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('issue 12: calls of a signed-in user', () => {
  it('a guest gets 401 before the body is read (decision 009)', async () => {
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('session')) {
      for (const guest of GUESTS) {
        const response = await send(entry.call, guest);
        if (response.statusCode !== 401)
          failures.push(`${key} as ${guest.name}: ${response.statusCode} ${preview(response.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("what others read in their own cabinet holds nothing of A (B's lists, counts and notifications)", async () => {
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('session')) {
      if ((entry.call.method ?? 'GET') !== 'GET') continue;
      // The lists also searched for a word only A's records hold.
      const calls = entry.call.query?.per_page
        ? [entry.call, { ...entry.call, query: { ...entry.call.query, search: tagOfA } }]
        : [entry.call];
      for (const caller of [
        { name: "B's exporter", headers: exporterB.bearerHeaders },
        { name: "C's exporter", headers: exporterC.bearerHeaders },
        { name: 'an unfinished registration', headers: halfRegistered.bearerHeaders },
        { name: 'a manager', headers: manager.bearerHeaders },
      ]) {
        for (const call of calls) {
          const response = await send(call, caller);
          const where = `${key}${call.query?.search ? ' (search)' : ''} as ${caller.name}`;
          if (response.statusCode >= 500)
            failures.push(`${where}: ${response.statusCode} ${preview(response.body)}`);
          const leaks = leaksOfA(response.body);
          if (leaks.length > 0) failures.push(`${where}: the body holds A's ${leaks.join(', ')}`);
        }
      }
      if (entry.call.query?.per_page) {
        // The markers and the search work: A's own list, searched or not, holds A's records.
        for (const call of calls) {
          const own = await send(call, { name: 'A', headers: exporterA.bearerHeaders });
          expect(leaksOfA(own.body).length, key).toBeGreaterThan(0);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('issue 12: public calls', () => {
  it('a guest is never asked to sign in', async () => {
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('public')) {
      if (!entry.call) continue;
      const response = await send(entry.call, GUESTS[0]!);
      if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
        failures.push(`${key}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('issue 12: after every refused attempt', () => {
  it('nothing changed: A’s records, their history, notifications, companies’ verification, sessions, audit log, jobs', async () => {
    const after = await snapshotDatabase();
    expect(after).toBe(before);
  });

  it("A's own calls on the same records succeed: the refusals came from ownership, not from the body", async () => {
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('record')) {
      const response = await send(entry.call(entry.own(world)), {
        name: 'A',
        headers: exporterA.bearerHeaders,
      });
      if (response.statusCode !== 200)
        failures.push(`${key}: ${response.statusCode} ${preview(response.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it("a manager's back-office calls with the same parameters and bodies succeed", async () => {
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('staff')) {
      const response = await send(entry.call(world), { name: 'a manager', headers: manager.cookieHeaders });
      if (response.statusCode !== 200)
        failures.push(`${key}: ${response.statusCode} ${preview(response.body)}`);
    }
    expect(failures).toEqual([]);
  });
});
