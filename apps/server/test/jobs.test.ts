import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs, type DbHandle } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { createJobQueue, type JobAttempt, type JobHandlers } from '../src/jobs/queue';
import { silentLogger } from './helpers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

// The queue takes every due job in the table: each test starts from an empty one.
beforeEach(async () => {
  await database.handle.db.delete(jobs);
});

function createQueue(handlers: JobHandlers, handle: DbHandle = database.handle, batchSize?: number) {
  return createJobQueue({ db: handle.db, handlers, logger: silentLogger, pollMs: 20, batchSize });
}

async function getJob(id: string) {
  const [job] = await database.handle.db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw new Error(`job ${id} not found`);
  return job;
}

/** Time passes: every pending job becomes due now. */
async function makeAllDue() {
  await database.handle.db.execute(sql`update jobs set run_at = now() where status = 'pending'`);
}

describe('ARCHITECTURE §7 jobs: running', () => {
  it('enqueue then drain runs the handler once with its payload and marks the job done', async () => {
    const seen: Record<string, unknown>[] = [];
    const queue = createQueue({ 'test.record': async (payload) => void seen.push(payload) });
    const id = await queue.enqueue('test.record', { to: 'anna@example.test', n: 1 });

    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ to: 'anna@example.test', n: 1 }]);
    const job = await getJob(id);
    expect(job).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    // Payloads carry codes and reset links: a finished job keeps none of it.
    expect(job.payload).toEqual({});
    expect(job.finishedAt).toBeInstanceOf(Date);
  });

  it('enqueue refuses a kind that has no handler', async () => {
    const queue = createQueue({});
    await expect(queue.enqueue('test.unknown', {})).rejects.toThrow(/No handler/);
  });

  it('a job scheduled for later does not run before its time', async () => {
    const handler = vi.fn(async () => {});
    const queue = createQueue({ 'test.later': handler });
    const id = await queue.enqueue('test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await queue.drain()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    expect((await getJob(id)).status).toBe('pending');
  });

  it('start() runs due jobs in the background and stop() ends the worker', async () => {
    const handler = vi.fn(async () => {});
    const queue = createQueue({ 'test.background': handler });
    queue.start();
    try {
      const id = await queue.enqueue('test.background', { n: 1 });
      await vi.waitFor(async () => expect((await getJob(id)).status).toBe('done'), { timeout: 5_000 });
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      await queue.stop();
    }
    const later = await queue.enqueue('test.background', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await getJob(later)).status).toBe('pending');
  });
});

describe('ARCHITECTURE §7 jobs: retries', () => {
  it('a failing handler is retried with backoff: run_at moves into the future, attempts counted, last error kept', async () => {
    const handler = vi.fn(async () => {
      throw new Error('SMTP said no');
    });
    const queue = createQueue({ 'test.fail': handler });
    const id = await queue.enqueue('test.fail', {});
    const before = Date.now();

    expect(await queue.drain()).toBe(1);
    const job = await getJob(id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP said no', lockedBy: null });
    // First retry after 5 s ± 20 %.
    expect(job.runAt.getTime() - before).toBeGreaterThanOrEqual(4_000 - 50);
    expect(job.runAt.getTime() - Date.now()).toBeLessThanOrEqual(6_000 + 50);
    // Not due yet: a second drain does not run it.
    expect(await queue.drain()).toBe(0);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('the backoff doubles: the second retry waits about twice as long as the first', async () => {
    const queue = createQueue({
      'test.fail': async () => {
        throw new Error('still down');
      },
    });
    const id = await queue.enqueue('test.fail', {});
    await queue.drain();
    await makeAllDue();
    const before = Date.now();
    await queue.drain();
    const job = await getJob(id);
    expect(job.attempts).toBe(2);
    expect(job.runAt.getTime() - before).toBeGreaterThanOrEqual(8_000 - 50);
    expect(job.runAt.getTime() - Date.now()).toBeLessThanOrEqual(12_000 + 50);
  });

  it('after its maximum attempts a job is marked failed and not run again', async () => {
    let calls = 0;
    const queue = createQueue({
      'test.fail': async () => {
        calls++;
        throw new Error(`failure ${calls}`);
      },
    });
    const id = await queue.enqueue('test.fail', {}, { maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      expect(await queue.drain()).toBe(1);
      await makeAllDue();
    }
    const job = await getJob(id);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'failure 3' });
    expect(job.finishedAt).toBeInstanceOf(Date);
    expect(await queue.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('a handler is told which attempt it runs and how many there are (decision 049: the courier’s last attempt)', async () => {
    const seen: (JobAttempt | undefined)[] = [];
    const queue = createQueue({
      'test.attempts': async (_payload, attempt) => {
        seen.push(attempt);
        throw new Error('not yet');
      },
    });
    await queue.enqueue('test.attempts', {}, { maxAttempts: 2 });
    await queue.drain();
    await makeAllDue();
    await queue.drain();
    expect(seen).toEqual([
      { attempt: 1, maxAttempts: 2 },
      { attempt: 2, maxAttempts: 2 },
    ]);
  });

  it('a job whose worker died (stale lock) is taken again', async () => {
    const handler = vi.fn(async () => {});
    const queue = createQueue({ 'test.stale': handler });
    const id = await queue.enqueue('test.stale', {});
    await database.handle.db.execute(sql`
      update jobs set status = 'running', attempts = 1, locked_by = 'dead-worker',
        locked_at = now() - interval '10 minutes'
      where id = ${id}`);

    expect(await queue.drain()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    const job = await getJob(id);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(job.lockedBy).not.toBe('dead-worker');
  });

  it('a job whose worker died during its last attempt is failed, not run again', async () => {
    const handler = vi.fn(async () => {});
    const queue = createQueue({ 'test.exhausted': handler });
    const id = await queue.enqueue('test.exhausted', {}, { maxAttempts: 2 });
    await database.handle.db.execute(sql`
      update jobs set status = 'running', attempts = 2, locked_by = 'dead-worker',
        locked_at = now() - interval '10 minutes'
      where id = ${id}`);

    expect(await queue.drain()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    const job = await getJob(id);
    expect(job.status).toBe('failed');
    expect(job.lastError).toMatch(/worker stopped/);
  });

  it('a slow worker whose stale job was taken over does not overwrite the new state', async () => {
    let release: () => void = () => {};
    const slow = createQueue({
      // It fails at last: without the lock check it would put the finished job back to pending.
      'test.slow': () => new Promise<void>((_resolve, reject) => (release = () => reject(new Error('late')))),
    });
    const id = await slow.enqueue('test.slow', {});
    const slowRun = slow.runOnce();
    await vi.waitFor(async () => expect((await getJob(id)).status).toBe('running'));
    // The lock goes stale and another worker takes the job and finishes it.
    await database.handle.db.execute(
      sql`update jobs set locked_at = now() - interval '10 minutes' where id = ${id}`,
    );
    const fast = createQueue({ 'test.slow': async () => {} });
    expect(await fast.drain()).toBe(1);
    const finished = await getJob(id);
    expect(finished.status).toBe('done');

    release();
    await slowRun;
    expect(await getJob(id)).toMatchObject({ status: 'done', lockedBy: finished.lockedBy, attempts: 2 });
  });

  it('a job another worker is running right now (fresh lock) is left alone', async () => {
    const handler = vi.fn(async () => {});
    const queue = createQueue({ 'test.busy': handler });
    const id = await queue.enqueue('test.busy', {});
    await database.handle.db.execute(sql`
      update jobs set status = 'running', attempts = 1, locked_by = 'other-worker',
        locked_at = now() - interval '1 minute'
      where id = ${id}`);

    expect(await queue.drain()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    expect(await getJob(id)).toMatchObject({ status: 'running', lockedBy: 'other-worker' });
  });
});

describe('ARCHITECTURE §7 jobs: FOR UPDATE SKIP LOCKED', () => {
  it('two workers draining the same table at once never run the same job twice', async () => {
    const JOBS = 100;
    const runs = new Map<number, string[]>();
    const makeHandlers = (worker: string): JobHandlers => ({
      'test.count': async (payload) => {
        const n = Number(payload.n);
        runs.set(n, [...(runs.get(n) ?? []), worker]);
        // Yield so that the other worker claims while this one is busy.
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    // On PostgreSQL each worker has a pool of its own, so their claims really run side by side.
    const handleA = await database.connect({ poolSize: 2 });
    const handleB = await database.connect({ poolSize: 2 });
    try {
      // Small batches: many claims, so that the two workers' claims often meet.
      const workerA = createQueue(makeHandlers('A'), handleA, 2);
      const workerB = createQueue(makeHandlers('B'), handleB, 2);
      for (let n = 0; n < JOBS; n++) await workerA.enqueue('test.count', { n });

      const [ranA, ranB] = await Promise.all([workerA.drain(), workerB.drain()]);

      expect(ranA + ranB).toBe(JOBS);
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
      expect(runs.size).toBe(JOBS);
      for (const [n, workers] of runs) expect(workers, `job ${n}`).toHaveLength(1);
      const rows = await database.handle.db.select().from(jobs);
      expect(rows).toHaveLength(JOBS);
      for (const row of rows) expect(row, row.id).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await handleA.close();
      await handleB.close();
    }
  });
});
