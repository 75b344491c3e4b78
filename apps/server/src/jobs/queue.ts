import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs, type Database } from '@portal/db';

/** Which attempt a handler runs: the first is 1; the last is `maxAttempts`, after which the job fails. */
export type JobAttempt = { attempt: number; maxAttempts: number };
/**
 * A job kind's work. It throws to be tried again later (the backoff below); a handler that keeps
 * its own record of the work (a courier lead's state) reads `attempt` to know the last one. The
 * queue always says which attempt it is; a test calling a handler directly may not.
 */
export type JobHandler = (payload: Record<string, unknown>, attempt?: JobAttempt) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export type EnqueueOptions = { runAt?: Date; maxAttempts?: number };

type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/** Retry delay after the n-th failed attempt: 5 s doubling to at most an hour, with jitter. */
export function getRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * A job stored through `db`, which may be a transaction: work that must happen only if the
 * transaction commits (a subscription's reminders, a notice's e-mail) is queued inside it. The
 * kind's handler must be registered in app.ts (`enqueue` checks it; a job of an unknown kind fails).
 */
export async function insertJob(
  db: Pick<Database, 'insert'>,
  kind: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<string> {
  const [job] = await db
    .insert(jobs)
    .values({ kind, payload, runAt: opts.runAt ?? new Date(), maxAttempts: opts.maxAttempts ?? 8 })
    .returning({ id: jobs.id });
  return job!.id;
}

/** A running job whose worker died is taken again after this long. */
const STALE_LOCK_MS = 5 * 60_000;

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * The jobs table as a queue (ARCHITECTURE §7): jobs are claimed with FOR UPDATE SKIP LOCKED,
 * so any number of instances can run workers against one database without taking a job twice.
 */
export function createJobQueue(options: {
  db: Database;
  handlers: JobHandlers;
  logger: FastifyBaseLogger;
  pollMs: number;
  batchSize?: number;
}) {
  const { db, handlers, logger, pollMs } = options;
  const batchSize = options.batchSize ?? 10;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function enqueue(kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
    if (!handlers[kind]) throw new Error(`No handler for job kind ${kind}`);
    return insertJob(db, kind, payload, opts);
  }

  async function claim(): Promise<ClaimedJob[]> {
    const result = await db.execute(sql`
      update jobs set status = 'running', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
      where id in (
        select id from jobs
        where (status = 'pending' and run_at <= now())
           or (status = 'running' and attempts < max_attempts
               and locked_at < now() - (${STALE_LOCK_MS} * interval '1 millisecond'))
        order by run_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    return (result as unknown as { rows: ClaimedJob[] }).rows;
  }

  // A finished job forgets its payload: mail and SMS payloads hold one-time codes and reset
  // links, which must not stay readable in the database after delivery.
  async function runJob(job: ClaimedJob) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, { attempt: job.attempts, maxAttempts: job.max_attempts });
      await db.execute(
        sql`update jobs set status = 'done', finished_at = now(), last_error = null, payload = '{}'::jsonb
            where id = ${job.id} and locked_by = ${workerId}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, final, err: error }, 'job failed');
      if (final) {
        await db.execute(
          sql`update jobs set status = 'failed', finished_at = now(), last_error = ${message}, payload = '{}'::jsonb
            where id = ${job.id} and locked_by = ${workerId}`,
        );
      } else {
        const delayMs = getRetryDelayMs(job.attempts);
        await db.execute(sql`
          update jobs set status = 'pending', locked_at = null, locked_by = null, last_error = ${message},
            run_at = now() + (${delayMs} * interval '1 millisecond')
          where id = ${job.id} and locked_by = ${workerId}`);
      }
    }
  }

  /** A job whose worker died on its last attempt is failed, not run once more. */
  async function failAbandoned(): Promise<void> {
    await db.execute(sql`
      update jobs set status = 'failed', finished_at = now(),
        last_error = coalesce(last_error || '; ', '') || 'worker stopped during the last attempt'
      where status = 'running' and attempts >= max_attempts
        and locked_at < now() - (${STALE_LOCK_MS} * interval '1 millisecond')`);
  }

  /** Claims and runs one batch; returns how many jobs it ran. */
  async function runOnce(): Promise<number> {
    await failAbandoned();
    const claimed = await claim();
    for (const job of claimed) await runJob(job);
    return claimed.length;
  }

  /** Runs batches until no job is due (tests and the CLI use it). */
  async function drain(): Promise<number> {
    let total = 0;
    for (let n = await runOnce(); n > 0; n = await runOnce()) total += n;
    return total;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(tick, delay);
  }

  function tick() {
    running = runOnce().catch((error: unknown) => {
      logger.error({ err: error }, 'job worker could not claim jobs');
      return 0;
    });
    void running.then((n) => schedule(n > 0 ? 0 : pollMs));
  }

  return {
    enqueue,
    runOnce,
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
