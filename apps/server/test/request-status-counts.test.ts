import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkListRequests, requestStatusDeltas, salesMarketApplications } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { countRequestsByStatus, COMPACT_AFTER_ROWS } from '../src/domain/admin/count-requests-by-status';
import { buildTestApp, type TestApp } from './helpers';
import type { SignedInUser } from './accounts';
import {
  createApprovedExporter,
  createCheckListRequest,
  createSubmittedApplication,
  VALID_CHECK_LIST,
} from './requests';

/**
 * Decision 017: the counts of requests by status are kept as insert-only deltas, so writers never
 * wait for each other on a shared counter, and the counts are always a `group by status`.
 */

let database: TestDatabase;
let testApp: TestApp;
let app: FastifyInstance;
let exporter: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await buildTestApp({ database });
  app = testApp.app;
  exporter = await createApprovedExporter(app);
});

afterAll(async () => {
  await testApp?.close();
  await database?.drop();
});

type Table = typeof salesMarketApplications | typeof checkListRequests;

async function countedByGroupBy(table: Table): Promise<Record<string, number>> {
  const rows = await app.db.select({ status: table.status, n: count() }).from(table).groupBy(table.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

async function keptCounts(kind: 'sales_market' | 'check_list'): Promise<Record<string, number>> {
  const counts = await countRequestsByStatus(app.db, kind);
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

function createDraftCheckList() {
  return createCheckListRequest(app, exporter, { ...VALID_CHECK_LIST, submit: false });
}

describe('kept request counts (decision 017)', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'two transactions that change the counts of the same statuses in opposite orders both commit: no deadlock',
    async () => {
      const [deleted, theirs, ours] = [
        await createDraftCheckList(),
        await createDraftCheckList(),
        await createDraftCheckList(),
      ];
      const first = new pg.Client({ connectionString: database.databaseUrl });
      const second = new pg.Client({ connectionString: database.databaseUrl });
      await first.connect();
      await second.connect();
      try {
        // Shared counters locked `created` for the first transaction's delete, then `accepted`
        // for the second's move, which then waited for `created`; the first's move then waited
        // for `accepted`: PostgreSQL broke the cycle by failing one of them (40P01).
        await first.query("set deadlock_timeout = '100ms'");
        await second.query("set deadlock_timeout = '100ms'");
        await first.query('begin');
        await second.query('begin');
        await first.query('delete from check_list_requests where id = $1', [deleted.id]);
        const secondMove = second.query("update check_list_requests set status = 'accepted' where id = $1", [
          theirs.id,
        ]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const firstMove = first.query("update check_list_requests set status = 'accepted' where id = $1", [
          ours.id,
        ]);
        const outcomes = await Promise.allSettled([firstMove, secondMove]);
        expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
        await first.query('commit');
        await second.query('commit');
      } finally {
        await first.end();
        await second.end();
      }
      expect(await keptCounts('check_list')).toEqual(await countedByGroupBy(checkListRequests));
    },
  );

  it('many changes are compacted on reading to at most one row per status, the counts unchanged', async () => {
    const request = await createCheckListRequest(app, exporter);
    for (let i = 0; i < COMPACT_AFTER_ROWS; i += 1) {
      const to = i % 2 === 0 ? 'in_process' : 'accepted';
      await app.db.update(checkListRequests).set({ status: to }).where(eq(checkListRequests.id, request.id));
    }
    const rowsOf = async () =>
      (
        await app.db
          .select({ n: count() })
          .from(requestStatusDeltas)
          .where(eq(requestStatusDeltas.kind, 'check_list'))
      )[0]!.n;
    expect(await rowsOf()).toBeGreaterThan(COMPACT_AFTER_ROWS);
    const counts = await keptCounts('check_list');
    expect(counts).toEqual(await countedByGroupBy(checkListRequests));
    const statusesHeld = Object.keys(await countedByGroupBy(checkListRequests)).length;
    // Compaction drops the statuses whose deltas sum to nothing.
    expect(await rowsOf()).toBeLessThanOrEqual(statusesHeld);
    expect(await keptCounts('check_list')).toEqual(counts);
  });

  it("truncating one kind's table clears only its counts", async () => {
    await createSubmittedApplication(app, exporter);
    const salesMarket = await keptCounts('sales_market');
    expect(salesMarket).toEqual(await countedByGroupBy(salesMarketApplications));
    await app.db.execute(sql`truncate check_list_requests`);
    expect(await keptCounts('check_list')).toEqual({});
    expect(await keptCounts('sales_market')).toEqual(salesMarket);
    await createCheckListRequest(app, exporter);
    expect(await keptCounts('check_list')).toEqual({ accepted: 1 });
  });
});
