import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { pdfDocuments, type PdfKind } from './domain/pdf-documents';

/**
 * A PDF worker thread (decision 040, lib/pdf-pool.ts): renders one document at a time and posts
 * its bytes back; the portal's event loop never runs pdfkit or the font subsetting.
 */
type Job = { id: number; kind: PdfKind; input: unknown };

if (!parentPort) throw new Error('pdf-worker runs as a worker thread of the portal');
const port = parentPort;

/**
 * Where the system allows it (Linux: a thread has its own nice value, named by its thread id),
 * this thread yields the CPU to the portal's event loop: a burst of PDFs waits a little longer
 * rather than delaying every other answer.
 */
function lowerThisThreadsPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: the worker runs at the portal's priority.
  }
}
lowerThisThreadsPriority();

port.on('message', (job: Job) => {
  const render = pdfDocuments[job.kind] as (input: unknown) => Promise<Buffer>;
  render(job.input).then(
    (bytes) => port.postMessage({ id: job.id, bytes: new Uint8Array(bytes) }),
    (error: unknown) =>
      port.postMessage({ id: job.id, error: error instanceof Error ? error.stack : String(error) }),
  );
});
