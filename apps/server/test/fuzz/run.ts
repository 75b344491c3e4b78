import type { FastifyInstance } from 'fastify';
import type { FuzzCase } from './cases';

/** Running the bad requests and judging the answers (issue 12, ARCHITECTURE §5). */

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** Whether an error key is the field or a part of it (`service_ids` for `service_ids.0`, or the reverse). */
function isAboutField(key: string, field: string): boolean {
  return key === field || key.startsWith(`${field}.`) || field.startsWith(`${key}.`);
}

/**
 * What is wrong with an answer to a bad request, or undefined: no 5xx, errors as
 * `{ message, code, errors? }` JSON; a case naming a field (issue 24) is refused on that field
 * (422), finds nothing (404), or is refused by access first (401, 403).
 */
export function findProblem(answer: Answer, namedField?: string): string | undefined {
  if (answer.statusCode >= 500) return `status ${answer.statusCode}`;
  if (namedField !== undefined && ![401, 403, 404, 422].includes(answer.statusCode)) {
    return `status ${answer.statusCode}, not 404 or 422 on ${namedField}`;
  }
  if (answer.statusCode < 400) return undefined;
  const type = String(answer.headers['content-type'] ?? '');
  if (!/^application\/json(;|$)/.test(type)) return `error with content type "${type}"`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'error body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'error body is not an object';
  const { message, code, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return 'error without a message';
  if (typeof code !== 'string' || code === '') return 'error without a code';
  if (Object.keys(rest).length > 0) return `error with undocumented keys ${Object.keys(rest).join(', ')}`;
  if (errors !== undefined) {
    const valid =
      typeof errors === 'object' &&
      errors !== null &&
      !Array.isArray(errors) &&
      Object.values(errors).every(
        (messages) => Array.isArray(messages) && messages.every((text) => typeof text === 'string'),
      );
    if (!valid) return 'errors is not Record<string, string[]>';
  }
  if (namedField !== undefined && answer.statusCode === 422) {
    const keys = Object.keys((errors ?? {}) as Record<string, unknown>);
    if (!keys.some((key) => isAboutField(key, namedField))) {
      return `422 not naming ${namedField} (errors on ${keys.join(', ') || 'nothing'})`;
    }
  }
  return undefined;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Put in a valid body where a value must differ from one request to the next (the e-mail of a
 * public form, counted per address by its limit): each request gets its own.
 */
export const UNIQUE = 'fuzz-unique';
let sent = 0;

/** Sends one case with an actor's headers (left off when the case brings its own authentication). */
export async function sendCase(
  app: FastifyInstance,
  fuzzCase: FuzzCase,
  actorHeaders: Record<string, string>,
): Promise<Answer> {
  sent++;
  const payload =
    typeof fuzzCase.payload === 'string'
      ? fuzzCase.payload.replaceAll(UNIQUE, `fuzz-${sent}`)
      : fuzzCase.payload;
  const response = await app.inject({
    method: fuzzCase.method,
    url: fuzzCase.url,
    headers: { ...(fuzzCase.ownAuth ? {} : actorHeaders), ...fuzzCase.headers },
    remoteAddress: fuzzCase.remoteAddress,
    ...(payload !== undefined ? { payload } : {}),
    // A live stream (the chat's events) never ends by itself: it is read up to its `ready` event.
    payloadAsStream: true,
  });
  const live = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: await readBody(response.stream(), live),
  };
}

/** A response's body; a live stream's up to its `ready` event (or 2 s), then dropped. */
function readBody(body: NodeJS.ReadableStream & { destroy: () => void }, live: boolean): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const timer = live ? setTimeout(finish, 2000) : undefined;
    function finish() {
      clearTimeout(timer);
      if (live) body.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    }
    body.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (live && Buffer.concat(chunks).includes('event: ready')) finish();
    });
    body.on('end', finish);
    body.on('error', finish);
  });
}

/** The start of a body for a failure message, one line. */
export function excerpt(text: string, length = 200): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > length ? `${line.slice(0, length)}…` : line;
}
