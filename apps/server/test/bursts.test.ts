import { randomBytes } from 'node:crypto';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH,
  endpointMeta,
  endpointParts,
  endpointRoute,
  endpoints,
  PUBLIC_FORM_LIMITS,
  type AnyEndpoint,
} from '@portal/contract';
import { feedbackMessages, importerSales, schema, users } from '@portal/db';
import { createTotpSecret, generateTotpCode } from '../src/lib/totp';
import { buildTestApp, createTestEmail, type TestApp } from './helpers';
import { createImporterSaleBody } from './fixtures';
import { call, callOk, injectOptionsOf } from './call';
import { generateCases } from './fuzz/cases';
import { exampleRequestOf, listOperations } from './fuzz/operations';
import { findProblem, sendCase } from './fuzz/run';
import { createApprovedExporter, createManager } from './requests';
import {
  createRecordWith,
  exampleWithoutUploads,
  findCreatingEntry,
  isEditing,
  listUniqueFieldEntries,
} from './unique-fields';
import {
  challengeOf,
  createSignedInUser,
  createTestIp,
  createWrongCode,
  errorOf,
  fromAddress,
  readSentCode,
  REGISTER_PASSWORD,
  TEST_PASSWORD,
} from './accounts';

/**
 * Issue 12, defects 5 and 6 (decision 019): every limit holds under a burst of parallel
 * requests — the count and the check are one atomic step in the database, taken before the
 * password or code is verified and before anything is stored or sent. N requests go out at
 * once; at most the limit get through, the rest answer 429 (or, for codes, find the code dead).
 */

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

/** Sends `n` requests at the same moment and answers them in order. */
function burst(n: number, request: (i: number) => InjectOptions): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => app.inject(request(i))));
}

/** How many answers had each status code, e.g. { 401: 5, 429: 45 }. */
function countStatuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

/** Every refused answer is the usual 429 with a Retry-After. */
function expectRefusalsRetryAfter(responses: LightMyRequestResponse[]) {
  for (const response of responses.filter((r) => r.statusCode === 429)) {
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe('sign-in (ARCHITECTURE §4) under parallel bursts', () => {
  it('per account: 50 parallel wrong passwords answer 401 five times, 429 for the rest', async () => {
    const person = await createSignedInUser(app);
    const responses = await burst(50, () => ({
      ...injectOptionsOf(endpoints.signInWithPassword, {
        body: { email: person.email, password: 'Wrong-pass-1' },
      }),
      remoteAddress: createTestIp(),
    }));
    expect(countStatuses(responses)).toEqual({ 401: AUTH.accountFailuresBeforeLock, 429: 45 });
    expectRefusalsRetryAfter(responses);
    // The lock holds for the right password too.
    const right = await call(fromAddress(app), endpoints.signInWithPassword, {
      body: { email: person.email, password: TEST_PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('per address: 40 parallel wrong sign-ins from one address answer 401 twenty times, 429 for the rest', async () => {
    const ip = createTestIp();
    const responses = await burst(40, (i) => ({
      ...injectOptionsOf(endpoints.signInWithPassword, {
        body: { email: createTestEmail(`spray${i}`), password: 'Wrong-pass-1' },
      }),
      remoteAddress: ip,
    }));
    expect(countStatuses(responses)).toEqual({ 401: AUTH.addressFailuresInWindow, 429: 20 });
    expectRefusalsRetryAfter(responses);
  });

  it('per address: successful sign-ins give their reservation back, so an office is not locked', async () => {
    const ip = createTestIp();
    const people = await Promise.all(Array.from({ length: 30 }, () => createSignedInUser(app)));
    const responses = await burst(30, (i) => ({
      ...injectOptionsOf(endpoints.signInWithPassword, {
        body: { email: people[i]!.email, password: TEST_PASSWORD },
      }),
      remoteAddress: ip,
    }));
    const statuses = countStatuses(responses);
    // Parallel attempts in flight hold the address's reservations, so some may be refused
    // meanwhile; once they are given back, the address is free again.
    expect((statuses[200] ?? 0) + (statuses[429] ?? 0)).toBe(30);
    expect(statuses[200]).toBeGreaterThanOrEqual(AUTH.addressFailuresInWindow);
    const later = await call(fromAddress(app, ip), endpoints.signInWithPassword, {
      body: { email: people[0]!.email, password: TEST_PASSWORD },
    });
    expect(later.status).toBe(200);
  });
});

describe('TOTP (ARCHITECTURE §4: 5 wrong codes lock the step) under parallel bursts', () => {
  it('30 parallel wrong codes on the second sign-in step answer 422 five times, 429 for the rest', async () => {
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    const login = await callOk(fromAddress(app), endpoints.signInWithPassword, {
      body: { email: person.email, password: TEST_PASSWORD },
    });
    const challenge = challengeOf(login);
    const wrong = createWrongCode(generateTotpCode({ secret }));
    const responses = await burst(30, () =>
      injectOptionsOf(endpoints.signInWithTwoFactorCode, { body: { challenge, code: wrong } }),
    );
    expect(countStatuses(responses)).toEqual({ 422: AUTH.totpMaxFailures, 429: 25 });
    expectRefusalsRetryAfter(responses);
  });
});

describe('current password (ARCHITECTURE §4: guessed like a sign-in) under parallel bursts', () => {
  it('30 parallel wrong current passwords answer 422 five times, 429 for the rest', async () => {
    const person = await createSignedInUser(app);
    const responses = await burst(30, () =>
      injectOptionsOf(
        endpoints.changePassword,
        {
          body: {
            current_password: 'Wrong-pass-1',
            password: 'Inshyi-Parol-9',
            password_confirmation: 'Inshyi-Parol-9',
          },
        },
        { as: person },
      ),
    );
    expect(countStatuses(responses)).toEqual({ 422: AUTH.accountFailuresBeforeLock, 429: 25 });
    expectRefusalsRetryAfter(responses);
  });
});

describe('verification codes (ARCHITECTURE §4: 5 wrong tries, 3 sends per 15 minutes) under parallel bursts', () => {
  const WRONG = 'Wrong code.';
  const DEAD = 'The code is no longer valid. Send a new one.';

  it('e-mail code: 30 parallel wrong codes are counted as at most 5 tries; then the right code is dead', async () => {
    const person = await createSignedInUser(app, { step: 1 });
    const sent = await call(app, endpoints.sendEmailVerificationCode, {}, { as: person });
    expect(sent.status).toBe(200);
    const code = await readSentCode(app, person.email);
    const responses = await burst(30, () =>
      injectOptionsOf(
        endpoints.submitEmailVerificationCode,
        { body: { code: createWrongCode(code) } },
        { as: person, locale: 'en' },
      ),
    );
    const messages = responses.map((r) => r.json().message as string);
    expect(messages.filter((m) => m === WRONG)).toHaveLength(AUTH.codeMaxTries);
    expect(messages.filter((m) => m === DEAD)).toHaveLength(25);
    const right = await call(
      app,
      endpoints.submitEmailVerificationCode,
      { body: { code } },
      { as: person, locale: 'en' },
    );
    expect(errorOf(right).message).toBe(DEAD);
  });

  it('phone code: 30 parallel wrong codes are counted as at most 5 tries', async () => {
    const person = await createSignedInUser(app, { step: 2 });
    const phone = `+38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const sent = await call(app, endpoints.sendPhoneVerificationCode, { body: { phone } }, { as: person });
    expect(sent.status).toBe(200);
    const code = await readSentCode(app, phone);
    const responses = await burst(30, () =>
      injectOptionsOf(
        endpoints.submitPhoneVerificationCode,
        { body: { code: createWrongCode(code) } },
        { as: person, locale: 'en' },
      ),
    );
    const messages = responses.map((r) => r.json().message as string);
    expect(messages.filter((m) => m === WRONG)).toHaveLength(AUTH.codeMaxTries);
    expect(messages.filter((m) => m === DEAD)).toHaveLength(25);
  });

  it('e-mail sends: 10 parallel requests send 3 codes, 429 for the rest', async () => {
    const person = await createSignedInUser(app, { step: 1 });
    const responses = await burst(10, () =>
      injectOptionsOf(endpoints.sendEmailVerificationCode, {}, { as: person }),
    );
    expect(countStatuses(responses)).toEqual({ 200: AUTH.codeMaxSendsPer15Minutes, 429: 7 });
    expectRefusalsRetryAfter(responses);
  });

  it('phone sends: 10 parallel requests send 3 SMS codes, 429 for the rest', async () => {
    const person = await createSignedInUser(app, { step: 2 });
    const responses = await burst(10, (i) =>
      injectOptionsOf(
        endpoints.sendPhoneVerificationCode,
        { body: { phone: `+3806700000${String(i).padStart(2, '0')}` } },
        { as: person },
      ),
    );
    expect(countStatuses(responses)).toEqual({ 200: AUTH.codeMaxSendsPer15Minutes, 429: 7 });
  });
});

describe('password reset notifications (decision 009: counted per address) under parallel bursts', () => {
  it('30 parallel requests from one address are accepted 10 times, 429 for the rest', async () => {
    const ip = createTestIp();
    const responses = await burst(30, (i) => ({
      ...injectOptionsOf(endpoints.requestPasswordReset, { body: { email: createTestEmail(`reset${i}`) } }),
      remoteAddress: ip,
    }));
    expect(countStatuses(responses)).toEqual({ 200: 10, 429: 20 });
    expectRefusalsRetryAfter(responses);
  });
});

describe('registration (decision 019: new accounts per address; decision 009: refusals per address) under parallel bursts', () => {
  const register = (email: string, ip: string): InjectOptions => ({
    ...injectOptionsOf(
      endpoints.registerAccount,
      {
        body: {
          email,
          password: REGISTER_PASSWORD,
          password_confirmation: REGISTER_PASSWORD,
          accept_terms: true,
        },
      },
      { locale: 'en' },
    ),
    remoteAddress: ip,
  });

  it(`new accounts: 40 parallel registrations from one address make ${AUTH.newAccountsPerAddress}, 429 for the rest`, async () => {
    const ip = createTestIp();
    const emails = Array.from({ length: 40 }, (_, i) => createTestEmail(`burst${i}`));
    const responses = await burst(40, (i) => register(emails[i]!, ip));
    expect(countStatuses(responses)).toEqual({ 200: AUTH.newAccountsPerAddress, 429: 30 });
    expectRefusalsRetryAfter(responses);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toMatch(
      /^Too many new accounts from this address\. Try again in \d+ min\.$/,
    );
    let made = 0;
    for (const email of emails)
      made += (await app.db.select().from(users).where(eq(users.email, email))).length;
    expect(made).toBe(AUTH.newAccountsPerAddress);
    // Another address is not affected.
    expect((await app.inject(register(createTestEmail('other'), createTestIp()))).statusCode).toBe(200);
  });

  it('NEW_ACCOUNTS_PER_ADDRESS sets the limit (e.g. a consultancy registering its clients)', async () => {
    const tuned = await buildTestApp({ env: { NEW_ACCOUNTS_PER_ADDRESS: '3' } });
    try {
      const ip = createTestIp();
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => tuned.app.inject(register(createTestEmail(`tuned${i}`), ip))),
      );
      expect(countStatuses(responses)).toEqual({ 200: 3, 429: 5 });
    } finally {
      await tuned.close();
    }
  });

  it('taken e-mail: 40 parallel refusals from one address answer 409 twenty times, 429 for the rest', async () => {
    const person = await createSignedInUser(app);
    const ip = createTestIp();
    const responses = await burst(40, () => register(person.email, ip));
    expect(countStatuses(responses)).toEqual({ 409: AUTH.addressFailuresInWindow, 429: 20 });
    expectRefusalsRetryAfter(responses);
    // The address is refused afterwards, a new e-mail included.
    expect((await app.inject(register(createTestEmail('after'), ip))).statusCode).toBe(429);
  });
});

describe('public forms (decision 011: 5 per 15 minutes per address, 3 per hour per e-mail) under parallel bursts', () => {
  const feedback = (email: string, ip: string, marker: string): InjectOptions => ({
    ...injectOptionsOf(endpoints.sendFeedback, {
      body: {
        name: 'Олена Коваль',
        email,
        subject: 'Питання',
        message: `Доброго дня! Скільки часу триває перевірка компанії? ${marker}`,
      },
    }),
    remoteAddress: ip,
  });

  it('feedback per address: 20 parallel messages from one address are accepted 5 times, 429 for the rest', async () => {
    const ip = createTestIp();
    const emails = Array.from({ length: 20 }, (_, i) => createTestEmail(`fb${i}`));
    const responses = await burst(20, (i) => feedback(emails[i]!, ip, crypto.randomUUID()));
    expect(countStatuses(responses)).toEqual({ 200: PUBLIC_FORM_LIMITS.perAddress.max, 429: 15 });
    expectRefusalsRetryAfter(responses);
    let stored = 0;
    for (const email of emails) {
      stored += (await app.db.select().from(feedbackMessages).where(eq(feedbackMessages.email, email)))
        .length;
    }
    expect(stored).toBe(PUBLIC_FORM_LIMITS.perAddress.max);
  });

  it('feedback per e-mail: 10 parallel messages for one e-mail from different addresses are accepted 3 times', async () => {
    const email = createTestEmail('fbmail');
    const responses = await burst(10, () => feedback(email, createTestIp(), crypto.randomUUID()));
    expect(countStatuses(responses)).toEqual({ 200: PUBLIC_FORM_LIMITS.perEmail.max, 429: 7 });
    expect(
      await app.db.select().from(feedbackMessages).where(eq(feedbackMessages.email, email)),
    ).toHaveLength(PUBLIC_FORM_LIMITS.perEmail.max);
  });

  it('feedback: requests refused by the e-mail limit count nothing against the address (both in one step)', async () => {
    const email = createTestEmail('fbone');
    const ip = createTestIp();
    const responses = await burst(10, () => feedback(email, ip, crypto.randomUUID()));
    expect(countStatuses(responses)).toEqual({ 200: PUBLIC_FORM_LIMITS.perEmail.max, 429: 7 });
    // Only the 3 accepted messages used the address's limit of 5: 2 more are accepted.
    const rest = PUBLIC_FORM_LIMITS.perAddress.max - PUBLIC_FORM_LIMITS.perEmail.max;
    const later = await burst(rest + 1, (i) =>
      feedback(createTestEmail(`fbnext${i}`), ip, crypto.randomUUID()),
    );
    expect(countStatuses(later)).toEqual({ 200: rest, 429: 1 });
  });

  const importerSale = (email: string, ip: string): InjectOptions => ({
    ...injectOptionsOf(endpoints.createImporterSale, { body: createImporterSaleBody(email) }),
    remoteAddress: ip,
  });

  it('importer sale per address: 20 parallel applications from one address are accepted 5 times, 429 for the rest', async () => {
    const ip = createTestIp();
    const emails = Array.from({ length: 20 }, (_, i) => createTestEmail(`buyer${i}`));
    const responses = await burst(20, (i) => importerSale(emails[i]!, ip));
    expect(countStatuses(responses)).toEqual({ 201: PUBLIC_FORM_LIMITS.perAddress.max, 429: 15 });
    expectRefusalsRetryAfter(responses);
    let stored = 0;
    for (const email of emails) {
      stored += (await app.db.select().from(importerSales).where(eq(importerSales.email, email))).length;
    }
    expect(stored).toBe(PUBLIC_FORM_LIMITS.perAddress.max);
  });

  it('importer sale per e-mail: 10 parallel applications for one e-mail from different addresses are accepted 3 times', async () => {
    const email = createTestEmail('buyermail');
    const responses = await burst(10, () => importerSale(email, createTestIp()));
    expect(countStatuses(responses)).toEqual({ 201: PUBLIC_FORM_LIMITS.perEmail.max, 429: 7 });
  });
});

/**
 * Issue 24: a unique field an editor writes (a slug) claimed by parallel requests. A check
 * before the write cannot see a twin in another transaction, so the database's unique index
 * decides: one request wins, the others answer the same 422 on the field a sequential duplicate
 * gets, never a 500. Every entry whose meta names `unique` fields gets the burst; creating calls
 * claim the value with new records, editing calls (a path `{id}`) with records of their own made
 * by the table's creating call of the same path.
 */
describe('issue 24: parallel duplicates of every unique field an entry writes', () => {
  const PARALLEL = 6;

  /** Names of single-column unique indexes of the schema, as the API spells fields (snake_case). */
  function findUniqueColumnNames(): Set<string> {
    const names = new Set<string>();
    const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const config = getTableConfig(table);
      for (const column of config.columns) if (column.isUnique) names.add(snake(column.name));
      for (const index of config.indexes) {
        const [column, ...more] = index.config.columns;
        // An index on an expression (users' lower(email)) has no column name: registration's own bursts cover it.
        if (index.config.unique && more.length === 0 && is(column, PgColumn)) names.add(snake(column.name));
      }
    }
    return names;
  }

  /** The top-level fields of an entry's body. */
  function bodyFieldsOf(entry: AnyEndpoint): string[] {
    const body = endpointParts(entry).body;
    if (!body) return [];
    const json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      anyOf?: { properties?: Record<string, unknown> }[];
    };
    return [json, ...(json.anyOf ?? [])].flatMap((branch) => Object.keys(branch.properties ?? {}));
  }

  it('every back-office entry whose body writes a field of a unique column names it in its `unique` meta', () => {
    const unique = findUniqueColumnNames();
    expect(unique).toContain('slug');
    const undeclared = Object.entries(endpoints).flatMap(([name, entry]) => {
      if (endpointMeta(entry).access !== 'staff') return [];
      const declared = new Set(endpointMeta(entry).unique ?? []);
      return bodyFieldsOf(entry)
        .filter((field) => unique.has(field) && !declared.has(field))
        .map((field) => `${name}.${field}`);
    });
    expect(undeclared).toEqual([]);
  });

  it.each(listUniqueFieldEntries())(
    `$name: ${PARALLEL} parallel requests claiming one $field answer one success and 422 on $field for the rest`,
    async ({ entry, field }) => {
      const route = endpointRoute(entry);
      const example = exampleWithoutUploads(entry);
      const manager = await createManager(app);
      const as = endpointMeta(entry).access === 'staff' ? manager : undefined;
      const value = `burst-${randomBytes(4).toString('hex')}`;
      const ids: (number | string | undefined)[] = [];
      for (let i = 0; i < PARALLEL; i++) {
        ids.push(isEditing(entry) ? await createRecordWith(app, findCreatingEntry(entry), as) : undefined);
      }
      const responses = await burst(PARALLEL, (i) =>
        injectOptionsOf(
          entry,
          { params: ids[i] === undefined ? {} : { id: ids[i] }, body: { ...example, [field]: value } },
          { as },
        ),
      );
      const statuses = countStatuses(responses);
      expect(statuses, responses.map((r) => r.body.slice(0, 200)).join('\n')).toEqual({
        [route.status]: 1,
        422: PARALLEL - 1,
      });
      for (const response of responses.filter((r) => r.statusCode === 422)) {
        expect(Object.keys(response.json().errors ?? {})).toEqual([field]);
      }
    },
  );
});

/**
 * Issue 24: ids past the columns' range from every entry of the table at once. The fuzz suite's
 * cases one past int4 (each path parameter, each integer query parameter and body field, from the
 * entry's schemas) sent all together as an exporter and a manager: each answers 404 or 422 on
 * its field (401/403 when access answers first), never a 5xx, however many arrive at once.
 */
describe('issue 24: ids past the columns’ range from every entry at once', () => {
  it('every place of every entry, one past int4, in parallel: 404 or 422 on the field, never 5xx', async () => {
    const actors = [await createApprovedExporter(app), await createManager(app)];
    const cases = listOperations().flatMap((operation) =>
      generateCases(
        operation,
        exampleRequestOf(operation),
        { bodyLimit: app.config.BODY_LIMIT_BYTES, perOperation: 0 },
        24,
      )
        .filter((item) => item.group === 'id range' && item.namedField !== undefined)
        .map((item) => ({ ...item, operation: operation.operationId })),
    );
    expect(cases.length).toBeGreaterThan(100);
    const answers = await Promise.all(
      actors.flatMap((actor) =>
        cases.map(async (item) => {
          const answer = await sendCase(app, item, actor.bearerHeaders);
          const problem = findProblem(answer, item.namedField);
          return problem ? `${item.operation} ${item.label}: ${problem}: ${answer.body.slice(0, 200)}` : null;
        }),
      ),
    );
    expect(answers.filter(Boolean)).toEqual([]);
  });
});
