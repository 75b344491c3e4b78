import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/domain/sessions/create-session';
import { buildTestApp, type TestApp } from './helpers';
import { createImporterSaleBody } from './fixtures';
import {
  COMPANY_BODY,
  createSignedInUser,
  REGISTER_PASSWORD,
  TEST_PASSWORD,
  type SignedInUser,
} from './accounts';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createManager,
  createSubmittedApplication,
  moveSubmittedTo,
  VALID_CHECK_LIST,
  VALID_PERSONAL_STEP,
  validProductStep,
} from './requests';
import { generateCases, type BaseRequest, type FuzzCase } from './fuzz/cases';
import { countOperations, exampleOf, listOperations, type Operation } from './fuzz/openapi';
import { excerpt, findProblem, mapLimit, sendCase, UNIQUE } from './fuzz/run';

/**
 * Issue 12: bad input driven by the OpenAPI document. Every operation gets at least
 * CASES_PER_OPERATION bad requests (missing and malformed bodies, wrong types, nulls, 1 MB
 * strings, deep nesting, NUL / RTL / zero-width characters, odd numbers, injection strings,
 * wrong content types, unknown fields, malformed ids, bodies on GET, bodies over the limit),
 * sent as a guest, an exporter of an approved company and a manager. ARCHITECTURE §5: no 5xx,
 * every error `{ message, code, errors? }` as JSON, and the process still answers at the end.
 *
 * Seeded: FUZZ_SEED=<n> replays a run (the seed is in every failure message). FUZZ_LOG_LEVEL=error
 * prints the server's log of each 500 with its stack.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_212);
/** FUZZ_ONLY=<text>: only the operations whose `METHOD /path` contains it (to replay a failure quickly). */
const ONLY = process.env.FUZZ_ONLY;
/** FUZZ_DUMP=<file>: one JSON line per request (operation, actor, case, status), to see what the cases reach. */
const DUMP = process.env.FUZZ_DUMP;
/** FUZZ_CASES=<n>: more cases per operation for a longer hunt (40 keep a run under two minutes). */
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 40);
const CONCURRENCY = 8;
const ROLES = ['guest', 'exporter', 'manager'] as const;
type Role = (typeof ROLES)[number];

/** Calls whose success signs the caller out: each case gets a session of its own. */
const SESSION_PER_CASE = new Set(['POST /api/auth/logout']);

/** Calls that delete or change the caller's own security run last, so that they spoil no other. */
function runsLast(operation: Operation): boolean {
  return (
    operation.method === 'DELETE' ||
    SESSION_PER_CASE.has(operation.key) ||
    /\/security\/|\/auth\/(login|google-2fa-auth|reset-password)/.test(operation.path)
  );
}

let testApp: TestApp;
let app: FastifyInstance;
let document: unknown;
let operations: Operation[];
let exporter: SignedInUser;
let manager: SignedInUser;
const actors: Record<Role, Record<string, string>> = { guest: {}, exporter: {}, manager: {} };

type Failure = {
  operation: string;
  role: Role;
  label: string;
  problem: string;
  status: number;
  body: string;
};
const failures: Failure[] = [];
const casesSent = new Map<string, Record<Role, number>>();
let requestsSent = 0;
let sessionsRenewed = 0;

/** Valid ids and bodies the bad cases start from, per operation. */
let setups: Record<string, () => Promise<Partial<BaseRequest>>> = {};

/**
 * Records a call uses up (submits, moves, deletes, rates, bans): each case the actor who may
 * make the call sends gets a record of its own in that path parameter, so that no case finds
 * the record already changed by another and every case reaches the same code whatever the order.
 */
type Fresh = { param: string; role: Role; create: () => Promise<string> };
let freshRecords: Record<string, Fresh> = {};
const FRESH = 'fuzz-fresh-record';

async function prepareFixtures() {
  exporter = await createApprovedExporter(app);
  manager = await createManager(app);
  actors.exporter = exporter.bearerHeaders;
  actors.manager = manager.bearerHeaders;

  const submitted = await createSubmittedApplication(app, exporter);
  const inWork = await createSubmittedApplication(app, exporter);
  await moveSubmittedTo(app, manager, 'sales_market', inWork.id, 'in_work');
  const contact = {
    company_name: 'Fuzz Import GmbH',
    country_code: 'DE',
    contact_name: 'Hans Muster',
    position: 'Einkauf',
    email: 'hans@example.test',
    phone: '+49 30 1234567',
    website: 'https://fuzz-import.example',
    note: 'Looks for honey in drums.',
  };
  const shared = await app.inject({
    method: 'POST',
    url: `/api/admin/sales-market/${inWork.id}/shared-contacts`,
    headers: manager.bearerHeaders,
    payload: contact,
  });
  expect(shared.statusCode, shared.body).toBe(200);
  const checkList = await createCheckListRequest(app, exporter);

  const reference = async (url: string) => ((await app.inject({ url })).json() as { data: unknown }).data;
  const faq = (await reference('/api/common/faq/get-all')) as { id: number; questions: { id: number }[] }[];
  const tariffs = (await reference('/api/tariffs')) as { slug: string }[];
  const geo = (await reference('/api/common/get-geo_countries')) as { countries: { id: number }[] }[];

  const draftApplication = async () => (await createDraftApplication(app, exporter)).id;
  const draftCheckList = async () =>
    (await createCheckListRequest(app, exporter, { ...VALID_CHECK_LIST, submit: false })).id;
  const victim = async () => (await createSignedInUser(app)).user.id;
  const draftBody = { ...VALID_CHECK_LIST, submit: false };
  const bannedVictim = async () => {
    const userId = await victim();
    const ban = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${userId}/ban`,
      headers: manager.bearerHeaders,
      payload: {},
    });
    expect(ban.statusCode, ban.body).toBe(200);
    return userId;
  };
  const closedApplication = async () => {
    const closed = await createSubmittedApplication(app, exporter);
    await moveSubmittedTo(app, manager, 'sales_market', closed.id, 'closed');
    return closed.id;
  };
  const submittedApplication = async () => (await createSubmittedApplication(app, exporter)).id;
  const submittedCheckList = async () => (await createCheckListRequest(app, exporter)).id;

  freshRecords = {
    'POST /api/profile/sales-market/manage/{id}': { param: 'id', role: 'exporter', create: draftApplication },
    'DELETE /api/profile/sales-market/manage/{id}': {
      param: 'id',
      role: 'exporter',
      create: draftApplication,
    },
    'POST /api/profile/sales-market/store/exporter-ratings/{id}': {
      param: 'id',
      role: 'exporter',
      create: closedApplication,
    },
    'POST /api/profile/check-list/manage/{id}': { param: 'id', role: 'exporter', create: draftCheckList },
    'DELETE /api/profile/check-list/manage/{id}': { param: 'id', role: 'exporter', create: draftCheckList },
    'POST /api/admin/companies/{userId}/approve': { param: 'userId', role: 'manager', create: victim },
    'POST /api/admin/companies/{userId}/deny': { param: 'userId', role: 'manager', create: victim },
    'POST /api/admin/companies/{userId}/ban': { param: 'userId', role: 'manager', create: victim },
    'POST /api/admin/companies/{userId}/unban': { param: 'userId', role: 'manager', create: bannedVictim },
    'POST /api/admin/sales-market/{id}/status': {
      param: 'id',
      role: 'manager',
      create: submittedApplication,
    },
    'POST /api/admin/check-list/{id}/status': { param: 'id', role: 'manager', create: submittedCheckList },
  };

  const step = { status: 'in_process', comment: 'Taken into work.', from: 'accepted' };
  setups = {
    'POST /api/common/geo-country-info/{id}': async () => ({
      params: { id: String(geo[0]!.countries[0]!.id) },
    }),
    'GET /api/common/faq/question/{id}': async () => ({ params: { id: String(faq[0]!.questions[0]!.id) } }),
    'GET /api/common/faq/category/{id}': async () => ({ params: { id: String(faq[0]!.id) } }),
    'GET /api/pages/{slug}': async () => ({ params: { slug: 'privacy-policy' } }),
    'GET /api/tariffs/{idOrSlug}': async () => ({ params: { idOrSlug: tariffs[0]!.slug } }),
    'POST /api/feedback/send': async () => ({
      body: {
        name: 'Олена Коваль',
        email: `${UNIQUE}@example.test`,
        phone: '067 123 45 67',
        subject: 'Питання щодо перевірки компанії',
        message: 'Доброго дня! Скільки часу триває перевірка нашої компанії?',
      },
    }),
    'POST /api/create/importer-sale': async () => ({
      body: createImporterSaleBody(`${UNIQUE}@example.test`),
    }),
    'POST /api/auth/register': async () => ({
      body: {
        email: `${UNIQUE}@example.test`,
        password: REGISTER_PASSWORD,
        password_confirmation: REGISTER_PASSWORD,
        accept_terms: true,
      },
    }),
    'POST /api/auth/submit-user-company-info': async () => ({ body: COMPANY_BODY }),
    'POST /api/profile/change-company-data': async () => ({ body: COMPANY_BODY }),
    'POST /api/auth/login': async () => ({ body: { email: exporter.email, password: TEST_PASSWORD } }),
    'POST /api/auth/reset-password-notification': async () => ({ body: { email: exporter.email } }),
    'POST /api/profile/security/change-password': async () => ({
      body: {
        current_password: TEST_PASSWORD,
        password: 'Fuzz-Passw0rd-2',
        password_confirmation: 'Fuzz-Passw0rd-2',
      },
    }),
    'POST /api/profile/sales-market/manage': async () => ({ body: VALID_PERSONAL_STEP }),
    'GET /api/profile/sales-market/manage/{id}': async () => ({ params: { id: inWork.id } }),
    'POST /api/profile/sales-market/manage/{id}': async () => ({ body: validProductStep({ submit: false }) }),
    'POST /api/profile/sales-market/store/exporter-ratings/{id}': async () => ({
      body: { rating: 5, comment: 'Quick and helpful.' },
    }),
    'POST /api/profile/sales-market/get-changes-info': async () => ({
      query: { sales_market_id: inWork.id },
    }),
    'GET /api/profile/sales-market/get-shared-contacts/{id}': async () => ({ params: { id: inWork.id } }),
    'POST /api/profile/sales-market/download/{id}': async () => ({ params: { id: submitted.id } }),
    'POST /api/profile/check-list/manage': async () => ({ body: draftBody }),
    'GET /api/profile/check-list/manage/{id}': async () => ({ params: { id: checkList.id } }),
    'POST /api/profile/check-list/manage/{id}': async () => ({ body: draftBody }),
    'POST /api/profile/check-list/get-changes-info': async () => ({
      query: { check_list_request_id: checkList.id },
    }),
    'GET /api/admin/companies/{userId}': async () => ({ params: { userId: exporter.user.id } }),
    'POST /api/admin/companies/{userId}/deny': async () => ({
      body: { reason: 'The EDRPOU code does not match the name.' },
    }),
    'POST /api/admin/companies/{userId}/ban': async () => ({ body: { reason: 'Spam.' } }),
    'GET /api/admin/sales-market/{id}': async () => ({ params: { id: inWork.id } }),
    'POST /api/admin/sales-market/{id}/status': async () => ({ body: step }),
    'POST /api/admin/sales-market/{id}/shared-contacts': async () => ({
      params: { id: inWork.id },
      body: contact,
    }),
    'GET /api/admin/check-list/{id}': async () => ({ params: { id: checkList.id } }),
    'POST /api/admin/check-list/{id}/status': async () => ({ body: step }),
  };
}

/** The valid request of an operation: the document's schemas, then the setup's ids and bodies. */
async function baseRequestOf(operation: Operation): Promise<BaseRequest> {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') params[parameter.name] = String(exampleOf(parameter.schema, parameter.name));
    if (parameter.in === 'query' && parameter.required) {
      query[parameter.name] = String(exampleOf(parameter.schema, parameter.name));
    }
  }
  const setup = (await setups[operation.key]?.()) ?? {};
  const fresh = freshRecords[operation.key];
  return {
    params: { ...params, ...setup.params, ...(fresh ? { [fresh.param]: FRESH } : {}) },
    query: { ...query, ...setup.query },
    body: setup.body ?? (operation.body ? exampleOf(operation.body) : undefined),
  };
}

/** The headers of an actor for one case: a fresh session where the call would end the shared one. */
async function headersFor(role: Role, operation: Operation): Promise<Record<string, string>> {
  if (role === 'guest' || !SESSION_PER_CASE.has(operation.key)) return actors[role];
  const user = role === 'exporter' ? exporter : manager;
  const session = await createSession({ db: app.db, userId: user.user.id, userAgent: 'fuzz' });
  return { authorization: `Bearer ${session.token}` };
}

/** Signs an actor in again if a case ended its session (a password change, a logout). */
async function keepSignedIn(role: Role): Promise<void> {
  if (role === 'guest') return;
  const check = await app.inject({ url: '/api/profile', headers: actors[role] });
  if (check.statusCode === 200) return;
  const user = role === 'exporter' ? exporter : manager;
  const session = await createSession({ db: app.db, userId: user.user.id, userAgent: 'fuzz' });
  actors[role] = { authorization: `Bearer ${session.token}` };
  sessionsRenewed++;
}

/** Sends one case as one actor and keeps what is wrong with the answer. */
async function runCase(operation: Operation, role: Role, fuzzCase: FuzzCase): Promise<void> {
  requestsSent++;
  const failure = {
    operation: operation.key,
    role,
    label: `${fuzzCase.label} [${fuzzCase.method} ${excerpt(fuzzCase.url, 120)}]`,
  };
  try {
    const answer = await sendCase(app, fuzzCase, await headersFor(role, operation));
    const problem = findProblem(answer);
    if (problem)
      failures.push({ ...failure, problem, status: answer.statusCode, body: excerpt(answer.body) });
    if (DUMP) {
      const line = { operation: operation.key, role, case: fuzzCase.label, group: fuzzCase.group };
      appendFileSync(
        DUMP,
        `${JSON.stringify({ ...line, status: answer.statusCode, body: excerpt(answer.body) })}\n`,
      );
    }
  } catch (error) {
    failures.push({ ...failure, problem: 'app.inject threw', status: 0, body: excerpt(String(error)) });
  }
}

beforeAll(async () => {
  testApp = await buildTestApp({
    env: process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {},
  });
  app = testApp.app;
  const response = await app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  operations = listOperations(document).filter((item) => !ONLY || item.key.includes(ONLY));
  await prepareFixtures();
});

afterAll(async () => {
  await testApp?.close();
});

describe(`issue 12: bad input to every operation of the OpenAPI document (FUZZ_SEED=${SEED})`, () => {
  it(
    'ARCHITECTURE §5: no bad request gets a 5xx, and every error is { message, code, errors? } as JSON',
    async () => {
      const started = Date.now();
      const ordered = [...operations.filter((item) => !runsLast(item)), ...operations.filter(runsLast)];
      for (const operation of ordered) {
        const base = await baseRequestOf(operation);
        const cases = generateCases(
          operation,
          base,
          { bodyLimit: app.config.BODY_LIMIT_BYTES, perOperation: CASES_PER_OPERATION },
          SEED,
        );
        const counts: Record<Role, number> = { guest: 0, exporter: 0, manager: 0 };
        casesSent.set(operation.key, counts);
        const fresh = freshRecords[operation.key];
        const shared = fresh ? await fresh.create() : undefined;
        // Calls that change something run one case at a time: the same seed, the same order.
        const concurrency = operation.method === 'GET' ? CONCURRENCY : 1;
        for (const role of ROLES) {
          await mapLimit(cases, concurrency, async (fuzzCase) => {
            counts[role]++;
            const record =
              fresh && role === fresh.role && fuzzCase.url.includes(FRESH) ? await fresh.create() : shared;
            await runCase(operation, role, {
              ...fuzzCase,
              url: fuzzCase.url.replace(FRESH, record ?? FRESH),
            });
          });
          await keepSignedIn(role);
        }
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `fuzz (FUZZ_SEED=${SEED}): ${operations.length} operations, ${requestsSent} requests in ${seconds} s, ` +
          `${failures.length} bad answers, ${sessionsRenewed} sessions renewed`,
      );
      if (failures.length > 0) {
        const lines = failures
          .sort((a, b) => a.operation.localeCompare(b.operation) || a.role.localeCompare(b.role))
          .map((item) => `${item.operation} as ${item.role}: ${item.label} → ${item.problem}: ${item.body}`);
        throw new Error(
          `FUZZ_SEED=${SEED}: ${failures.length} of ${requestsSent} bad requests got a wrong answer ` +
            `(replay one call with FUZZ_SEED=${SEED} FUZZ_ONLY='<METHOD /path>' FUZZ_LOG_LEVEL=error):\n${lines.join('\n')}`,
        );
      }
    },
    // Two minutes is the budget of the default run; a longer hunt (FUZZ_CASES) gets more.
    Math.max(180_000, CASES_PER_OPERATION * 4_500),
  );

  it.skipIf(ONLY)('fuzzes every operation of the document, each with enough cases as each actor', () => {
    expect(casesSent.size).toBe(countOperations(document));
    expect(new Set(operations.map((item) => item.key)).size).toBe(countOperations(document));
    for (const [key, counts] of casesSent) {
      for (const role of ROLES) expect(counts[role], `${key} as ${role}`).toBeGreaterThanOrEqual(30);
    }
  });

  it('the process is alive at the end: /healthz answers 200 and normal calls still work', async () => {
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const regions = await app.inject({ url: '/api/common/get-regions' });
    expect(regions.statusCode).toBe(200);
    await keepSignedIn('exporter');
    const profile = await app.inject({ url: '/api/profile', headers: actors.exporter });
    expect(profile.statusCode, profile.body).toBe(200);
    const created = await app.inject({
      method: 'POST',
      url: '/api/profile/sales-market/manage',
      headers: actors.exporter,
      payload: VALID_PERSONAL_STEP,
    });
    expect(created.statusCode, created.body).toBe(201);
    // The __proto__ and constructor.prototype bodies polluted nothing.
    const plain = {} as Record<string, unknown>;
    expect([plain.polluted, plain.isAdmin]).toEqual([undefined, undefined]);
  });
});
