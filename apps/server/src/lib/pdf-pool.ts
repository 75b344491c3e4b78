import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfInput, PdfKind } from '../domain/pdf-documents';
import { AppError } from './app-error';

/**
 * PDFs rendered off the event loop, bounded in number (issue 24 §7, decision 040): at most
 * `size` worker threads each render one document at a time; the rest wait in a queue of at most
 * `maxQueue` (beyond it: 503, try again). Workers start on the first document and stop after
 * `idleMs` without one, so a portal that renders no PDF keeps no worker's memory. A document
 * that takes longer than `timeoutMs` fails and its worker is replaced.
 */
export type PdfPool = {
  render<K extends PdfKind>(kind: K, input: PdfInput<K>): Promise<Buffer>;
  /** Workers running now (tests, bench). */
  readonly workers: number;
  close(): Promise<void>;
};

export type PdfPoolOptions = {
  size?: number;
  maxQueue?: number;
  idleMs?: number;
  timeoutMs?: number;
};

/** One worker per core beyond the event loop's, at least one and at most four. */
export const defaultPdfWorkers = () => Math.max(1, Math.min(4, availableParallelism() - 1));

type Job = {
  id: number;
  kind: PdfKind;
  input: unknown;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
};

type Slot = {
  worker: Worker;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
  idle: NodeJS.Timeout | undefined;
};

/**
 * The worker's entry: beside the bundle (dist/pdf-worker.js, built by scripts/build-server.mjs)
 * or, running from the sources (tests, `npm run dev`), src/pdf-worker.ts through tsx.
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pdf-worker.js', import.meta.url));
  // A worker does not inherit the loader hooks of `--import tsx`: it loads tsx's API itself.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json')).href.replace(
    /package\.json$/,
    'dist/esm/api/index.mjs',
  );
  const entry = new URL('../pdf-worker.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`,
    { eval: true },
  );
}

export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  const size = options.size ?? defaultPdfWorkers();
  const maxQueue = options.maxQueue ?? 200;
  const idleMs = options.idleMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const retire = (slot: Slot) => {
    slots.delete(slot);
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    void slot.worker.terminate();
  };

  const fail = (slot: Slot, error: Error) => {
    const job = slot.job;
    slot.job = undefined;
    retire(slot);
    job?.reject(error);
    pump();
  };

  const spawn = (): Slot => {
    const worker = newWorker();
    const slot: Slot = { worker, job: undefined, timer: undefined, idle: undefined };
    worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      clearTimeout(slot.timer);
      slot.job = undefined;
      if (message.bytes)
        job.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      else job.reject(new Error(`PDF ${job.kind} failed in its worker: ${message.error}`));
      pump();
    });
    worker.on('error', (error) => fail(slot, error));
    worker.on('exit', (code) => {
      if (slots.has(slot)) fail(slot, new Error(`The PDF worker stopped (exit ${code})`));
    });
    slots.add(slot);
    return slot;
  };

  const start = (slot: Slot, job: Job) => {
    clearTimeout(slot.idle);
    slot.idle = undefined;
    slot.job = job;
    slot.timer = setTimeout(
      () => fail(slot, new Error(`PDF ${job.kind} took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    slot.worker.postMessage({ id: job.id, kind: job.kind, input: job.input });
  };

  function pump() {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (job) start(slot, job);
      else if (!slot.idle) {
        slot.idle = setTimeout(() => retire(slot), idleMs);
        slot.idle.unref();
      }
    }
    while (queue.length > 0 && slots.size < size) start(spawn(), queue.shift()!);
  }

  return {
    render(kind, input) {
      if (closed) return Promise.reject(new AppError('service_unavailable'));
      if (queue.length >= maxQueue) return Promise.reject(new AppError('service_unavailable'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, kind, input, resolve, reject });
        pump();
      });
    },
    get workers() {
      return slots.size;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new AppError('service_unavailable'));
      await Promise.all(
        [...slots].map((slot) => {
          slots.delete(slot);
          clearTimeout(slot.timer);
          clearTimeout(slot.idle);
          slot.job?.reject(new AppError('service_unavailable'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
