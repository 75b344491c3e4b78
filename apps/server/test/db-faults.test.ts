import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { feedbackMessages } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { call as callEndpoint, type CallResult } from './call';
import { buildTestApp, createTestEmail, type TestApp } from './helpers';
import { createSignedInUser, fromAddress, sessionOf, TEST_PASSWORD, type SignedInUser } from './accounts';

/**
 * Issue 12, defect 4 and ARCHITECTURE §5/§11: faults of a real PostgreSQL server while requests
 * run. Connections are ended (`pg_terminate_backend`: a restart, a failover, an operator) and the
 * database refuses new ones (`ALLOW_CONNECTIONS false`: SQLSTATE 55000 "database is not currently
 * accepting connections"). Every answer is a success or 503 with Retry-After and the documented
 * body, never a 500; the process stays up; calls succeed again within seconds of the database
 * returning; and every write that was acknowledged with a 2xx is in the database afterwards.
 *
 * PGlite is one in-process connection with no server to end or refuse it, so the file runs only
 * when TEST_DATABASE_URL points at PostgreSQL.
 */

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TITLE = 'issue 12 defect 4: PostgreSQL ending and refusing connections while requests run';

/** A call must answer again within this long after the database is back. */
const RECOVERY_LIMIT_MS = 5_000;

const UNAVAILABLE_BODY = {
  message: 'The service is temporarily unavailable. Try again later.',
  code: 'service_unavailable',
};

/** Reads that reach the database every time (reference lists are cached), and writes we can count. */
type Kind = 'read-search' | 'read-profile' | 'feedback' | 'sign-in';
type Outcome = {
  kind: Kind;
  status: number;
  response: LightMyRequestResponse;
  marker?: string;
  /** The sign-in's answer, read (and parsed) when it was acknowledged. */
  signIn?: CallResult<typeof endpoints.signInWithPassword>;
};

let database: TestDatabase;
let testApp: TestApp;
let app: FastifyInstance;
let admin: pg.Client;
let databaseName: string;
let person: SignedInUser;

/** Feedback messages (by marker) and sessions (by token) that were acknowledged with a 2xx. */
const acknowledgedFeedback: string[] = [];
const acknowledgedTokens: string[] = [];
/** Every outcome of every faulted batch, for the final tally. */
const allOutcomes: Outcome[] = [];
const recoveries: Record<string, number> = {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends every connection to the test database; answers how many there were. */
async function terminateConnections(): Promise<number> {
  const result = await admin.query<{ ended: number }>(
    `select count(*)::int as ended from (
       select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
     ) as t`,
    [databaseName],
  );
  return result.rows[0]?.ended ?? 0;
}

async function allowConnections(allow: boolean): Promise<void> {
  await admin.query(`alter database ${admin.escapeIdentifier(databaseName)} allow_connections ${allow}`);
}

/** One call of the given kind, as a browser would send it from an address of its own. */
async function call(kind: Kind): Promise<Outcome> {
  const client = fromAddress(app);
  if (kind === 'read-search') {
    const { status, response } = await callEndpoint(
      client,
      endpoints.listHsGroups,
      { query: { search: 'cereals' } },
      { locale: 'en' },
    );
    return { kind, status, response };
  }
  if (kind === 'read-profile') {
    const { status, response } = await callEndpoint(
      app,
      endpoints.getProfile,
      {},
      { as: person, locale: 'en' },
    );
    return { kind, status, response };
  }
  if (kind === 'feedback') {
    const marker = crypto.randomUUID();
    const { status, response } = await callEndpoint(
      client,
      endpoints.sendFeedback,
      {
        body: {
          name: 'Olena Koval',
          email: createTestEmail('fault'),
          subject: 'Database fault test',
          message: `A message written while the database fails (${marker})`,
        },
      },
      { locale: 'en' },
    );
    return { kind, status, response, marker };
  }
  const signIn = await callEndpoint(
    client,
    endpoints.signInWithPassword,
    { body: { email: person.email, password: TEST_PASSWORD } },
    { locale: 'en' },
  );
  return { kind, status: signIn.status, response: signIn.response, signIn };
}

const KINDS: Kind[] = ['read-search', 'read-profile', 'feedback', 'sign-in'];

/** `count` calls of every kind in turn, started one by one over `spreadMs`, all awaited. */
async function runBatch(count: number, spreadMs: number): Promise<Outcome[]> {
  const pending: Promise<Outcome>[] = [];
  for (let i = 0; i < count; i++) {
    pending.push(call(KINDS[i % KINDS.length]!));
    await sleep(spreadMs / count);
  }
  const outcomes = await Promise.all(pending);
  record(outcomes);
  return outcomes;
}

/** Notes the acknowledged writes, so that the last test can look for them. */
function record(outcomes: Outcome[]) {
  for (const outcome of outcomes) {
    allOutcomes.push(outcome);
    if (outcome.status !== 200) continue;
    if (outcome.kind === 'feedback') acknowledgedFeedback.push(outcome.marker!);
    if (outcome.kind === 'sign-in') {
      acknowledgedTokens.push(sessionOf(outcome.signIn!.data).token);
    }
  }
}

/** Every answer is a success, or 503 with Retry-After and the documented body: never a 500. */
function expectSuccessOrUnavailable(outcomes: Outcome[]) {
  for (const { kind, status, response } of outcomes) {
    expect([200, 503], `${kind} answered ${status}: ${response.body}`).toContain(status);
    if (status === 503) expectUnavailable(response, kind);
  }
}

function expectUnavailable(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(503);
  expect(Number(response.headers['retry-after']), label).toBeGreaterThanOrEqual(1);
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  expect(response.json(), label).toEqual(UNAVAILABLE_BODY);
}

function tally(outcomes: Outcome[]) {
  return {
    requests: outcomes.length,
    ok: outcomes.filter((o) => o.status >= 200 && o.status < 300).length,
    unavailable: outcomes.filter((o) => o.status === 503).length,
    otherErrors: outcomes.filter((o) => o.status >= 500 && o.status !== 503).length,
  };
}

/**
 * Milliseconds until a read, a write and /readyz all succeed, polling every 25 ms; fails the
 * test when that takes longer than RECOVERY_LIMIT_MS. Every answer on the way is 200 or 503.
 */
async function measureRecovery(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const outcomes = await Promise.all([call('read-search'), call('feedback')]);
    record(outcomes);
    expectSuccessOrUnavailable(outcomes);
    const ready = await app.inject({ url: '/readyz' });
    expect([200, 503]).toContain(ready.statusCode);
    if (outcomes.every((o) => o.status === 200) && ready.statusCode === 200) {
      return Math.round(performance.now() - started);
    }
    expect(performance.now() - started, 'the calls did not recover in time').toBeLessThan(RECOVERY_LIMIT_MS);
    await sleep(25);
  }
}

describe.skipIf(!isPostgres)(
  isPostgres
    ? TITLE
    : `${TITLE} (skipped: TEST_DATABASE_URL is not set; PGlite has no server to end or refuse)`,
  () => {
    beforeAll(async () => {
      database = await createTestDatabase();
      expect(database.driver).toBe('postgres');
      testApp = await buildTestApp({ database });
      app = testApp.app;
      person = await createSignedInUser(app);
      // A separate connection to the server's own `postgres` database, which the faults spare.
      const serverUrl = new URL(database.databaseUrl!);
      databaseName = decodeURIComponent(serverUrl.pathname.slice(1));
      serverUrl.pathname = '/postgres';
      admin = new pg.Client({ connectionString: serverUrl.toString() });
      admin.on('error', () => {});
      await admin.connect();
    });

    afterAll(async () => {
      // Whatever failed above, the database must accept connections again to be dropped cleanly.
      await allowConnections(true).catch(() => {});
      await testApp?.close();
      // A pool that leaked a connection never finishes closing: drop the database regardless.
      if (database) {
        const dropped = await Promise.race([
          database.drop().then(() => true),
          sleep(5_000).then(() => false),
        ]);
        if (!dropped) {
          await admin.query(`drop database if exists ${admin.escapeIdentifier(databaseName)} with (force)`);
        }
      }
      await admin?.end().catch(() => {});
      console.info('db-faults results', { ...tally(allOutcomes), recoveriesMs: recoveries });
    });

    it('before the faults every kind of call succeeds', async () => {
      const outcomes = await Promise.all(KINDS.map((kind) => call(kind)));
      record(outcomes);
      expect(outcomes.map((o) => [o.kind, o.status])).toEqual(KINDS.map((kind) => [kind, 200]));
    });

    it('connections ended again and again while 80 calls run: 200 or 503 + Retry-After, never 500; recovery in seconds', async () => {
      let terminating = true;
      let ended = 0;
      const terminator = (async () => {
        await sleep(50);
        while (terminating) {
          ended += await terminateConnections();
          await sleep(40);
        }
      })();
      let outcomes: Outcome[];
      try {
        outcomes = await runBatch(80, 1_200);
      } finally {
        terminating = false;
        await terminator;
      }
      ended += await terminateConnections();
      expect(ended, 'the fault ended connections').toBeGreaterThan(0);
      expectSuccessOrUnavailable(outcomes);
      const counts = tally(outcomes);
      expect(counts.unavailable, 'the fault was felt by some calls').toBeGreaterThan(0);

      // The process is up and answers what needs no database.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      recoveries.afterTermination = await measureRecovery();
      console.info('termination batch', { ...counts, endedConnections: ended });
    });

    it('the database refusing connections (55000): every call 503 + Retry-After, /readyz 503, /healthz 200; recovery in seconds', async () => {
      // Calls run while the database stops accepting connections and its connections are ended.
      const batch = runBatch(60, 1_000);
      await sleep(250);
      await allowConnections(false);
      let outcomes: Outcome[];
      try {
        await terminateConnections();
        outcomes = await batch;

        // The exact defect: with nothing but refusals every call answered 500.
        for (const kind of KINDS) expectUnavailable((await call(kind)).response, kind);
        const readiness = await app.inject({ url: '/readyz' });
        expect(readiness.statusCode).toBe(503);
        expect(readiness.headers['retry-after']).toBe('5');
        expect(readiness.json()).toEqual({ status: 'unavailable', database: 'down' });
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await allowConnections(true);
      }
      expectSuccessOrUnavailable(outcomes);
      recoveries.afterAllowConnections = await measureRecovery();
      console.info('refusal batch', tally(outcomes));
    });

    it('no acknowledged write is lost: every 2xx feedback message is stored and every 2xx sign-in session works', async () => {
      expect(acknowledgedFeedback.length).toBeGreaterThan(0);
      // The database is this file's own: every stored message is one of ours.
      const stored = await app.db.select({ message: feedbackMessages.message }).from(feedbackMessages);
      const storedMarkers = new Set(stored.map((row) => /\(([^)]+)\)$/.exec(row.message)?.[1]));
      expect(acknowledgedFeedback.filter((marker) => !storedMarkers.has(marker))).toEqual([]);

      expect(acknowledgedTokens.length).toBeGreaterThan(0);
      const profiles = await Promise.all(
        acknowledgedTokens.map((token) =>
          callEndpoint(app, endpoints.getProfile, {}, { headers: { authorization: `Bearer ${token}` } }),
        ),
      );
      expect(profiles.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
      expect(tally(allOutcomes).otherErrors).toBe(0);
    });

    it('no connection was left checked out by a failed transaction: the pool closes at once (graceful shutdown)', async () => {
      // pool.end() waits for every connection handed out; one never given back would hang it,
      // and would hold one of the pool's slots for good, until no call could get a connection.
      const closed = await Promise.race([
        testApp.dbHandle.close().then(() => 'closed'),
        sleep(5_000).then(() => 'still waiting for a connection'),
      ]);
      expect(closed).toBe('closed');
    });
  },
);
