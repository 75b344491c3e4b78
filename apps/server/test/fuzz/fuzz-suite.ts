import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointMeta,
  endpointRoute,
  endpoints,
  PUBLISHED_ANALYSIS_EXAMPLE,
  type CompanyRecordKind,
} from '@portal/contract';
import { createSession } from '../../src/domain/sessions/create-session';
import { buildTestApp, type TestApp } from '../helpers';
import { call, callOk } from '../call';
import { uploadTestFile } from '../uploads';
import { createSignedInUser, TEST_PASSWORD, type SignedInUser } from '../accounts';
import { createInvoice } from '../money';
import { createCountryAction, createShare, fileImportApplication } from '../matchmaking';
import {
  createAssistant,
  createCountryAnalysis,
  createPublishedAnalysis,
  moveCountryAnalysisTo,
  subscribe,
  VALID_COUNTRY_ANALYSIS,
} from '../pro-services';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createManager,
  createSubmittedApplication,
  moveSubmittedTo,
  VALID_CHECK_LIST,
} from '../requests';
import { callCatalogUpload, orderService, publishService } from '../catalog';
import { createCourierRequest } from '../courier';
import { generateCases, type BaseRequest, type FuzzCase } from './cases';
import {
  exampleRequestOf,
  listOperations,
  recordPlaceOf,
  type EntryName,
  type Operation,
} from './operations';
import { ID_RANGE_VALUES, listIdPlaces } from './id-ranges';
import { excerpt, findProblem, mapLimit, sendCase, UNIQUE } from './run';
import {
  createRecordWith,
  findCreatingEntry,
  isEditing,
  listUniqueFieldEntries,
  withoutUploads,
} from '../unique-fields';
import { quoteReportOrder } from '../reports';

/**
 * Issue 12: bad input to every entry of the endpoint table (issue 13 §5, decision 023): each
 * entry is one operation, its parameters and body taken from the entry's zod schemas and its
 * example as the valid body, so a new entry is fuzzed without a case written for it. Every
 * operation gets at least CASES_PER_OPERATION bad requests (missing and malformed bodies, wrong
 * types, nulls, 1 MB strings, deep nesting, NUL / RTL / zero-width characters, odd numbers,
 * injection strings, wrong content types, unknown fields, malformed ids, bodies on GET, bodies
 * over the limit), sent as a guest, an exporter of an approved company and a manager.
 * ARCHITECTURE §5: no 5xx, every error `{ message, code, errors? }` as JSON, and the process
 * still answers at the end.
 *
 * Seeded: FUZZ_SEED=<n> replays a run (the seed is in every failure message). FUZZ_LOG_LEVEL=error
 * prints the server's log of each 500 with its stack.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_212);
/** FUZZ_ONLY=<text>: only the operations whose `METHOD /path` or operationId contains it (to replay a failure quickly). */
const ONLY = process.env.FUZZ_ONLY;
/** FUZZ_DUMP=<file>: one JSON line per request (operation, actor, case, status), to see what the cases reach. */
const DUMP = process.env.FUZZ_DUMP;
/** FUZZ_CASES=<n>: more cases per operation for a longer hunt (40 keep a run under two minutes). */
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 40);
const CONCURRENCY = 8;
const ROLES = ['guest', 'exporter', 'manager'] as const;
type Role = (typeof ROLES)[number];

/** Calls whose success signs the caller out: each case gets a session of its own. */
const SESSION_PER_CASE = new Set<EntryName>(['signOutSession']);

/** Calls that delete or change the caller's own security run last, so that they spoil no other. */
function runsLast(operation: Operation): boolean {
  return (
    operation.method === 'DELETE' ||
    SESSION_PER_CASE.has(operation.operationId) ||
    /\/security\/|\/auth\/(login|google-2fa-auth|reset-password)/.test(operation.path)
  );
}

let testApp: TestApp;
let app: FastifyInstance;
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
/** Issue 24: the cases at the edge of the columns' range each operation got (each sent as every actor). */
const idRangeCases = new Map<string, number>();
/** Issue 24: the unique fields of an entry's body, each with a value another record holds. */
const takenValues: Partial<Record<EntryName, Record<string, string>>> = {};
const uniqueFieldCases = new Map<string, number>();
let requestsSent = 0;
let sessionsRenewed = 0;

/**
 * The exporter's records an entry's `record` meta names (the default valid id of such an entry,
 * put at its `recordAt` or its path's `{id}`): an application in work with shared contacts, a
 * submitted market-analysis request, the exporter's notifications.
 */
let recordOf: Record<CompanyRecordKind, string>;

/**
 * What the table cannot say, by entry (state only): ids that must name something that exists
 * (content, a company, a request for the back office) and bodies that must match the fixtures (the
 * exporter's e-mail and password) or differ per request (an e-mail counted by a form's limit).
 */
let setups: Partial<Record<EntryName, () => Partial<BaseRequest>>> = {};

/**
 * Records a call uses up (submits, moves, deletes, rates, bans): each case the actor who may
 * make the call sends gets a record of its own in that path parameter, so that no case finds
 * the record already changed by another and every case reaches the same code whatever the order.
 */
type Fresh = { param: string; role: Role; create: () => Promise<string> };
let freshRecords: Partial<Record<EntryName, Fresh>> = {};
const FRESH = 'fuzz-fresh-record';

/**
 * What one part's run collects starts empty: the API suite shares a module graph per worker
 * (decision 042), so a part that runs after another in the same worker finds this module as the
 * other left it.
 */
function resetRunState() {
  failures.length = 0;
  casesSent.clear();
  idRangeCases.clear();
  uniqueFieldCases.clear();
  for (const key of Object.keys(takenValues)) delete takenValues[key as EntryName];
  requestsSent = 0;
  sessionsRenewed = 0;
  actors.guest = {};
}

async function prepareFixtures() {
  resetRunState();
  exporter = await createApprovedExporter(app);
  manager = await createManager(app);
  actors.exporter = exporter.bearerHeaders;
  actors.manager = manager.bearerHeaders;

  const inWork = await createSubmittedApplication(app, exporter);
  await moveSubmittedTo(app, manager, 'sales_market', inWork.id, 'in_work');
  const contact = endpointMeta(endpoints.createAdminSharedContact).example;
  await callOk(
    app,
    endpoints.createAdminSharedContact,
    { params: { id: inWork.id }, body: contact },
    { as: manager },
  );
  const checkList = await createCheckListRequest(app, exporter);
  // Country-analysis requests need a subscription: the exporter's trial.
  await subscribe(app, exporter);
  const countryAnalysis = await createCountryAnalysis(app, exporter);
  await moveCountryAnalysisTo(app, manager, countryAnalysis.id, 'approved');
  const assistance = await createAssistant(app, exporter);
  // Issue 27: a published service of the catalogue, its form, an order of it with a file.
  const catalog = await publishService(app, manager, { tag: 'fuzz' });
  const upload = await callCatalogUpload(app, exporter);
  const serviceOrder = await orderService(
    app,
    exporter,
    { id: catalog.service.id, formId: catalog.form.id },
    { product_name: 'Fuzz honey', certificate: { file_id: upload.data!.id } },
  );
  const orderFileId = serviceOrder.files['certificate']!.id;
  const analysis = await createPublishedAnalysis(app, manager, {
    ...PUBLISHED_ANALYSIS_EXAMPLE,
    pdf: await uploadTestFile(app, manager, 'pdf'),
  });
  const notifications = await callOk(app, endpoints.listNotifications, {}, { as: exporter });
  expect(notifications.items.length, 'the managers’ moves notified the exporter').toBeGreaterThan(0);
  const invoice = await createInvoice(app, exporter);
  const reportOrder = await quoteReportOrder(app, exporter, { confirm: true });
  // Issue 15 §3, §4: a country action, an import application, one shared with the exporter.
  const action = await createCountryAction(app, manager);
  const importApplication = await fileImportApplication(app);
  const share = await createShare(app, manager, exporter);
  // Accepting answers the first; the decline's valid cases answer the second (later ones 409).
  const shareToDecline = await createShare(app, manager, exporter);
  // Issue 28 §5: a courier pickup request (its lead goes to the fake courier).
  const courierRequest = await createCourierRequest(app, exporter);
  recordOf = {
    sales_market: inWork.id,
    check_list: checkList.id,
    country_analysis: countryAnalysis.id,
    assistant: assistance.id,
    service_order: serviceOrder.id,
    notification: notifications.items[0]!.id,
    invoice: invoice.id,
    importer_sale_share: share,
    report_order: reportOrder.id,
    courier_request: courierRequest.id,
  };

  const faq = await callOk(app, endpoints.getFaqAll);
  const tariffs = await callOk(app, endpoints.listTariffs);
  const geo = await callOk(app, endpoints.listGeoCountries);

  const draftApplication = async () => (await createDraftApplication(app, exporter)).id;
  const draftCheckList = async () =>
    (await createCheckListRequest(app, exporter, { ...VALID_CHECK_LIST, submit: false })).id;
  const victim = async () => (await createSignedInUser(app)).user.id;
  const bannedVictim = async () => {
    const userId = await victim();
    await callOk(app, endpoints.banAdminCompany, { params: { userId }, body: {} }, { as: manager });
    return userId;
  };
  const closedApplication = async () => {
    const closed = await createSubmittedApplication(app, exporter);
    await moveSubmittedTo(app, manager, 'sales_market', closed.id, 'closed');
    return closed.id;
  };
  const submittedApplication = async () => (await createSubmittedApplication(app, exporter)).id;
  const submittedCheckList = async () => (await createCheckListRequest(app, exporter)).id;
  const draftCountryAnalysis = async () =>
    (await createCountryAnalysis(app, exporter, { ...VALID_COUNTRY_ANALYSIS, submit: false })).id;
  const submittedCountryAnalysis = async () => (await createCountryAnalysis(app, exporter)).id;
  const countryAnalysisInWork = async () => {
    const id = await submittedCountryAnalysis();
    await moveCountryAnalysisTo(app, manager, id, 'in_process');
    return id;
  };
  const submittedAssistance = async () => (await createAssistant(app, exporter)).id;
  const assistanceSentBack = async () => {
    const id = await submittedAssistance();
    await moveSubmittedTo(app, manager, 'assistant', id, 'in_finalization');
    return id;
  };
  const draftAnalysis = async () =>
    String((await createPublishedAnalysis(app, manager, undefined, { publish: false })).id);

  freshRecords = {
    updateSalesMarketApplication: { param: 'id', role: 'exporter', create: draftApplication },
    deleteSalesMarketApplication: { param: 'id', role: 'exporter', create: draftApplication },
    rateSalesMarketApplication: { param: 'id', role: 'exporter', create: closedApplication },
    updateCheckListRequest: { param: 'id', role: 'exporter', create: draftCheckList },
    deleteCheckListRequest: { param: 'id', role: 'exporter', create: draftCheckList },
    approveAdminCompany: { param: 'userId', role: 'manager', create: victim },
    denyAdminCompany: { param: 'userId', role: 'manager', create: victim },
    banAdminCompany: { param: 'userId', role: 'manager', create: victim },
    unbanAdminCompany: { param: 'userId', role: 'manager', create: bannedVictim },
    changeAdminSalesMarketStatus: { param: 'id', role: 'manager', create: submittedApplication },
    changeAdminCheckListStatus: { param: 'id', role: 'manager', create: submittedCheckList },
    updateCountryAnalysisRequest: { param: 'id', role: 'exporter', create: draftCountryAnalysis },
    deleteCountryAnalysisRequest: { param: 'id', role: 'exporter', create: draftCountryAnalysis },
    changeAdminCountryAnalysisStatus: { param: 'id', role: 'manager', create: submittedCountryAnalysis },
    attachAdminCountryAnalysisResult: { param: 'id', role: 'manager', create: countryAnalysisInWork },
    updateAssistantRequest: { param: 'id', role: 'exporter', create: assistanceSentBack },
    changeAdminAssistantStatus: { param: 'id', role: 'manager', create: submittedAssistance },
    updateAdminPublishedAnalysis: { param: 'id', role: 'manager', create: draftAnalysis },
    publishAdminPublishedAnalysis: { param: 'id', role: 'manager', create: draftAnalysis },
    unpublishAdminPublishedAnalysis: { param: 'id', role: 'manager', create: draftAnalysis },
  };

  /** The entry's example with some fields changed. */
  const example = (name: EntryName, fields: Record<string, unknown>) => ({
    ...(endpointMeta(endpoints[name]).example as Record<string, unknown>),
    ...fields,
  });
  const uniqueEmail = `${UNIQUE}@example.test`;
  setups = {
    getGeoCountryInfo: () => ({ params: { id: String(geo[0]!.countries[0]!.id) } }),
    getFaqQuestion: () => ({ params: { id: String(faq[0]!.questions[0]!.id) } }),
    getFaqCategory: () => ({ params: { id: String(faq[0]!.id) } }),
    getPage: () => ({ params: { slug: 'privacy-policy' } }),
    getTariff: () => ({ params: { idOrSlug: tariffs[0]!.slug } }),
    sendFeedback: () => ({ body: example('sendFeedback', { email: uniqueEmail }) }),
    createImporterSale: () => ({ body: example('createImporterSale', { email: uniqueEmail }) }),
    registerAccount: () => ({ body: example('registerAccount', { email: uniqueEmail }) }),
    signInWithPassword: () => ({ body: { email: exporter.email, password: TEST_PASSWORD } }),
    requestPasswordReset: () => ({ body: { email: exporter.email } }),
    changePassword: () => ({ body: example('changePassword', { current_password: TEST_PASSWORD }) }),
    getAdminCompany: () => ({ params: { userId: exporter.user.id } }),
    getAdminSalesMarket: () => ({ params: { id: inWork.id } }),
    createAdminSharedContact: () => ({ params: { id: inWork.id } }),
    getAdminCheckList: () => ({ params: { id: checkList.id } }),
    getAdminCountryAnalysis: () => ({ params: { id: countryAnalysis.id } }),
    downloadAdminCountryAnalysisResult: () => ({ params: { id: countryAnalysis.id } }),
    getAdminAssistant: () => ({ params: { id: assistance.id } }),
    getAdminServiceOrder: () => ({ params: { id: serviceOrder.id } }),
    getAdminCourierRequest: () => ({ params: { id: courierRequest.id } }),
    getCatalogService: () => ({ params: { id: catalog.service.slug } }),
    getCatalogServiceForm: () => ({ params: { id: catalog.service.slug } }),
    createServiceOrder: () => ({
      params: { id: String(catalog.service.id) },
      body: { form_id: catalog.form.id, answers: { product_name: 'Fuzz oil' } },
    }),
    getServiceOrder: () => ({ params: { id: String(catalog.service.id), itemId: serviceOrder.id } }),
    updateServiceOrder: () => ({
      params: { id: String(catalog.service.id), itemId: serviceOrder.id },
      body: { form_id: catalog.form.id, answers: { product_name: 'Fuzz oil' } },
    }),
    downloadCatalogFile: () => ({ params: { id: orderFileId } }),
    getAdminCatalogService: () => ({ params: { id: String(catalog.service.id) } }),
    getAdminServiceForm: () => ({ params: { id: String(catalog.service.id) } }),
    getPublishedAnalysis: () => ({ params: { id: String(analysis.id) } }),
    downloadPublishedAnalysis: () => ({ params: { id: String(analysis.id) } }),
    getAdminPublishedAnalysis: () => ({ params: { id: String(analysis.id) } }),
    downloadAdminPublishedAnalysis: () => ({ params: { id: String(analysis.id) } }),
    declineSharedSale: () => ({ params: { id: shareToDecline } }),
    takePartInCountryAction: () => ({ body: { country_action_id: action.id } }),
    getAdminCountryAction: () => ({ params: { id: String(action.id) } }),
    updateAdminCountryAction: () => ({ params: { id: String(action.id) } }),
    listCountryActionParticipants: () => ({ params: { id: String(action.id) } }),
    downloadCountryActionParticipants: () => ({ params: { id: String(action.id) } }),
    getAdminImporterSale: () => ({ params: { id: importApplication.id } }),
    shareAdminImporterSale: () => ({
      params: { id: importApplication.id },
      body: { user_ids: [exporter.user.id] },
    }),
  };

  // Issue 24: each unique field an entry writes gets a value another record holds (made by the
  // table's creating call), and an editing entry a record of its own to edit.
  const TAKEN = 'fuzz-taken';
  const holders = new Set<string>();
  for (const { name, entry, field } of listUniqueFieldEntries()) {
    const as = endpointMeta(entry).access === 'staff' ? manager : exporter;
    const creating = isEditing(entry) ? findCreatingEntry(entry) : entry;
    const holder = `${endpointRoute(creating).path} ${field}`;
    if (!holders.has(holder)) {
      holders.add(holder);
      await createRecordWith(app, creating, as, { [field]: TAKEN });
    }
    takenValues[name as EntryName] = { ...takenValues[name as EntryName], [field]: TAKEN };
    if (isEditing(entry) && !setups[name as EntryName]) {
      const id = String(await createRecordWith(app, creating, as));
      setups[name as EntryName] = () => ({ params: { id } });
    }
  }
}

/**
 * The valid request of an operation: values of the entry's schemas, the entry's example as the
 * body, the exporter's record where the entry names one, then the setup's ids and bodies.
 */
function baseRequestOf(operation: Operation): BaseRequest {
  const { params, query, body: example } = exampleRequestOf(operation);
  // An example's upload exists in no test database (decision 036): the base request leaves it out.
  let body = withoutUploads(example);
  const place = recordPlaceOf(operation);
  const kind = endpointMeta(operation.entry).record;
  if (place && kind) {
    const id = recordOf[kind];
    if (place.part === 'params') params[place.name] = id;
    else if (place.part === 'query') query[place.name] = id;
    else body = { ...(body as Record<string, unknown>), [place.name]: place.list ? [id] : id };
  }
  const setup = setups[operation.operationId]?.() ?? {};
  const fresh = freshRecords[operation.operationId];
  return {
    params: { ...params, ...setup.params, ...(fresh ? { [fresh.param]: FRESH } : {}) },
    query: { ...query, ...setup.query },
    body: setup.body ?? body,
  };
}

/** The headers of an actor for one case: a fresh session where the call would end the shared one. */
async function headersFor(role: Role, operation: Operation): Promise<Record<string, string>> {
  if (role === 'guest' || !SESSION_PER_CASE.has(operation.operationId)) return actors[role];
  const user = role === 'exporter' ? exporter : manager;
  const session = await createSession({ db: app.db, userId: user.user.id, userAgent: 'fuzz' });
  return { authorization: `Bearer ${session.token}` };
}

/** Signs an actor in again if a case ended its session (a password change, a logout). */
async function keepSignedIn(role: Role): Promise<void> {
  if (role === 'guest') return;
  const check = await call(app, endpoints.getProfile, {}, { headers: actors[role] });
  if (check.status === 200) return;
  const user = role === 'exporter' ? exporter : manager;
  const session = await createSession({ db: app.db, userId: user.user.id, userAgent: 'fuzz' });
  actors[role] = { authorization: `Bearer ${session.token}` };
  sessionsRenewed++;
}

/** Sends one case as one actor and keeps what is wrong with the answer. */
async function runCase(operation: Operation, role: Role, fuzzCase: FuzzCase): Promise<void> {
  requestsSent++;
  const name = `${operation.operationId} (${operation.key})`;
  const failure = {
    operation: name,
    role,
    label: `${fuzzCase.label} [${fuzzCase.method} ${excerpt(fuzzCase.url, 120)}]`,
  };
  try {
    const answer = await sendCase(app, fuzzCase, await headersFor(role, operation));
    const problem = findProblem(answer, fuzzCase.namedField);
    if (problem)
      failures.push({ ...failure, problem, status: answer.statusCode, body: excerpt(answer.body) });
    if (DUMP) {
      const line = { operation: name, role, case: fuzzCase.label, group: fuzzCase.group };
      appendFileSync(
        DUMP,
        `${JSON.stringify({ ...line, status: answer.statusCode, body: excerpt(answer.body) })}\n`,
      );
    }
  } catch (error) {
    failures.push({ ...failure, problem: 'app.inject threw', status: 0, body: excerpt(String(error)) });
  }
}

/**
 * The suite for one part of the table (decision 042: the table's entries taken in turn, `shard`
 * of `shards`), so that the parts run in parallel, each on its own app and database.
 */
export function defineFuzzSuite(shard: number, shards: number): void {
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {},
    });
    app = testApp.app;
    operations = listOperations().filter(
      (item, index) =>
        index % shards === shard && (!ONLY || item.key.includes(ONLY) || item.operationId.includes(ONLY)),
    );
    await prepareFixtures();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe(`issue 12: bad input to every entry of the endpoint table, part ${shard + 1} of ${shards} (FUZZ_SEED=${SEED})`, () => {
    it(
      'ARCHITECTURE §5: no bad request gets a 5xx, and every error is { message, code, errors? } as JSON',
      async () => {
        const started = Date.now();
        const ordered = [...operations.filter((item) => !runsLast(item)), ...operations.filter(runsLast)];
        for (const operation of ordered) {
          const cases = generateCases(
            operation,
            baseRequestOf(operation),
            {
              bodyLimit: app.config.BODY_LIMIT_BYTES,
              perOperation: CASES_PER_OPERATION,
              takenValues: takenValues[operation.operationId],
            },
            SEED,
          );
          const counts: Record<Role, number> = { guest: 0, exporter: 0, manager: 0 };
          casesSent.set(operation.operationId, counts);
          idRangeCases.set(operation.operationId, cases.filter((item) => item.group === 'id range').length);
          uniqueFieldCases.set(
            operation.operationId,
            cases.filter((item) => item.group === 'unique field').length,
          );
          const fresh = freshRecords[operation.operationId];
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
            .map(
              (item) => `${item.operation} as ${item.role}: ${item.label} → ${item.problem}: ${item.body}`,
            );
          throw new Error(
            `FUZZ_SEED=${SEED}: ${failures.length} of ${requestsSent} bad requests got a wrong answer ` +
              `(replay one call with FUZZ_SEED=${SEED} FUZZ_ONLY='<operationId>' FUZZ_LOG_LEVEL=error):\n${lines.join('\n')}`,
          );
        }
      },
      // A time limit, not a speed target: about four seconds per entry of the part on a busy 2-CPU
      // machine (about 50 entries a part), more for a longer hunt (FUZZ_CASES).
      Math.max(240_000, CASES_PER_OPERATION * 3_000),
    );

    it.skipIf(ONLY)(
      'fuzzes every entry of its part of the table, each with enough cases as each actor',
      () => {
        // The parts are the table's entries taken in turn: together, every entry once.
        const table = Object.keys(endpoints).filter((_, index) => index % shards === shard);
        expect(listOperations().map((item) => item.operationId)).toEqual(Object.keys(endpoints));
        expect(casesSent.size).toBe(table.length);
        expect([...casesSent.keys()].sort()).toEqual([...table].sort());
        // Entries are told apart by method and path too: each is its own route.
        expect(new Set(listOperations().map((item) => item.key)).size).toBe(Object.keys(endpoints).length);
        for (const [name, counts] of casesSent) {
          for (const role of ROLES) expect(counts[role], `${name} as ${role}`).toBeGreaterThanOrEqual(30);
        }
        // Issue 24: each place taking a number or an id got each edge of the range, whatever the seed,
        // and each unique field a value another record holds.
        for (const operation of operations) {
          expect(idRangeCases.get(operation.operationId), operation.operationId).toBe(
            listIdPlaces(operation).length * ID_RANGE_VALUES.length,
          );
          expect(uniqueFieldCases.get(operation.operationId), operation.operationId).toBe(
            endpointMeta(operation.entry).unique?.length ?? 0,
          );
        }
      },
    );

    it.skipIf(ONLY || shard !== 0)(
      'the OpenAPI document has no operation outside the table (none escapes the fuzzing)',
      async () => {
        const response = await app.inject({ url: '/api/openapi.json' });
        expect(response.statusCode).toBe(200);
        const paths = (response.json() as { paths: Record<string, Record<string, { operationId?: string }>> })
          .paths;
        const documented = Object.entries(paths).flatMap(([path, item]) =>
          Object.entries(item).map(
            ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
          ),
        );
        const tabled = Object.values(endpoints).map((entry) => {
          const route = endpointRoute(entry);
          return `${route.method} /api${route.path} ${route.operationId}`;
        });
        expect(documented.sort()).toEqual(tabled.sort());
      },
    );

    it('the process is alive at the end: /healthz answers 200 and normal calls still work', async () => {
      const health = await app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(200);
      await callOk(app, endpoints.listRegions);
      await keepSignedIn('exporter');
      await callOk(app, endpoints.getProfile, {}, { headers: actors.exporter });
      await callOk(
        app,
        endpoints.createSalesMarketApplication,
        { body: endpointMeta(endpoints.createSalesMarketApplication).example as never },
        { headers: actors.exporter },
      );
      // The __proto__ and constructor.prototype bodies polluted nothing.
      const plain = {} as Record<string, unknown>;
      expect([plain.polluted, plain.isAdmin]).toEqual([undefined, undefined]);
    });
  });
}
