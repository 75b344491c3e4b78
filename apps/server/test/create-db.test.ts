import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@portal/db';

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
