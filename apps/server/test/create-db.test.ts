import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, DRIZZLE_TEXT_TYPES } from '@portal/db';

const root = await mkdtemp(join(tmpdir(), 'portal-create-db-'));

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('createDb on PGlite (promise 1: npm start on a fresh clone)', () => {
  it('creates DATA_DIR with its missing parent folders and keeps data across reopenings', async () => {
    const dataDir = join(root, 'not', 'yet', 'there');
    const first = await createDb({ dataDir });
    await first.db.execute('create table kept (n int)');
    await first.db.execute('insert into kept values (7)');
    await first.close();
    expect((await stat(dataDir)).isDirectory()).toBe(true);

    const second = await createDb({ dataDir });
    const result = (await second.db.execute('select n from kept')) as unknown as { rows: { n: number }[] };
    expect(result.rows).toEqual([{ n: 7 }]);
    await second.close();
  });
});

describe('Drizzle on PGlite without per-query parsers (decision 059)', () => {
  it("holds the same text types as Drizzle's own PGlite driver", async () => {
    const sent: { parsers?: object }[] = [];
    const recorder = {
      query: async (_text: string, _params: unknown[], options: { parsers?: object }) => {
        sent.push(options);
        return { rows: [], fields: [], affectedRows: 0 };
      },
    };
    const drizzles = drizzle({ client: recorder as unknown as PGlite });
    await drizzles.execute(sql`select 1`);
    await drizzles.select({ n: sql<number>`1` }).from(sql`(select 1) as t`);
    expect(sent).toHaveLength(2);
    for (const options of sent)
      expect(
        Object.keys(options.parsers ?? {})
          .map(Number)
          .sort(),
      ).toEqual([...DRIZZLE_TEXT_TYPES].sort());
  });

  it('sends no parsers with a query, in or out of a transaction, and reads dates, timestamps and intervals as text', async () => {
    const pglite = await PGlite.create('memory://');
    const options: unknown[] = [];
    const query = pglite.query.bind(pglite);
    pglite.query = ((text: string, params?: unknown[], opts?: object) => {
      options.push(opts);
      return query(text, params, opts);
    }) as PGlite['query'];
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((text: string, params?: unknown[], opts?: object) => {
          options.push(opts);
          return txQuery(text, params, opts);
        }) as Transaction['query'];
        return callback(tx);
      })) as PGlite['transaction'];
    const handle = await createDb({ pglite });
    const read = sql`select timestamptz '2026-11-30 10:00:00+00' as at, date '2026-11-30' as day,
      interval '1 day' as span, array[date '2026-11-30'] as days, 7 as n`;
    type Rows = { rows: Record<string, unknown>[] };
    const outside = ((await handle.db.execute(read)) as unknown as Rows).rows;
    const inside = await handle.db.transaction(
      async (tx) => ((await tx.execute(read)) as unknown as Rows).rows,
    );
    const expected = [
      { at: '2026-11-30 10:00:00+00', day: '2026-11-30', span: '1 day', days: '{2026-11-30}', n: 7 },
    ];
    expect(outside).toEqual(expected);
    expect(inside).toEqual(expected);
    expect(options.length).toBeGreaterThanOrEqual(2);
    for (const opts of options) expect(opts).not.toHaveProperty('parsers');
    await handle.close();
  });
});
