import { request, type ClientRequest, type IncomingMessage } from 'node:http';

/** One event of a `text/event-stream` as a client reads it. */
export type StreamEvent = { event: string; id: string | null; data: unknown };

export type OpenStream = {
  status: number;
  headers: IncomingMessage['headers'];
  events: StreamEvent[];
  /** The events named `event` so far. */
  named: (event: string) => StreamEvent[];
  /** Resolves with the first event (from the start) that matches, or rejects after `timeoutMs`. */
  waitFor: (match: (event: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/**
 * A plain client of a server-sent events stream over HTTP (no EventSource): parses `event:`,
 * `id:` and `data:` lines as the HTML standard says, for the chat's live tests (decision 051).
 */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    const waiters = new Set<() => void>();
    let endStream: () => void = () => {};
    const ended = new Promise<void>((resolveEnd) => {
      endStream = resolveEnd;
    });
    const req: ClientRequest = request(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let index: number;
          while ((index = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            let event = 'message';
            let id: string | null = null;
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':') || line === '') continue;
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'event') event = value;
              else if (field === 'id') id = value;
              else if (field === 'data') data.push(value);
            }
            if (data.length === 0) continue;
            const text = data.join('\n');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Kept as text.
            }
            events.push({ event, id, data: parsed });
            for (const wake of [...waiters]) wake();
          }
        });
        res.on('end', () => endStream());
        res.on('close', () => endStream());
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          named: (name) => events.filter((event) => event.event === name),
          waitFor: (match, timeoutMs = 5000) =>
            new Promise((resolveWait, rejectWait) => {
              const check = () => {
                const found = events.find(match);
                if (!found) return false;
                clearTimeout(timer);
                waiters.delete(wake);
                resolveWait(found);
                return true;
              };
              const wake = () => void check();
              const timer = setTimeout(() => {
                waiters.delete(wake);
                rejectWait(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
              }, timeoutMs);
              if (!check()) waiters.add(wake);
            }),
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The ids of the `message` events, in the order they came. */
export const messageIds = (stream: OpenStream) => stream.named('message').map((event) => Number(event.id));
