import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeCourierMode } from '@portal/contract';
import { CourierLeadSchema, IDEMPOTENCY_KEY_HEADER, type CourierLead } from './courier-protocol';

/** The path of the fake's lead endpoint. */
export const FAKE_COURIER_PATH = '/leads';

const BODY_MAX = 64 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_MAX) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type FakeCourierLead = { lead_id: string; received_at: Date; lead: CourierLead };

export type FakeCourier = {
  /** The lead endpoint: what COURIER_LEAD_URL would be. */
  url: string;
  readonly mode: FakeCourierMode;
  /** How it answers from now on (see FAKE_COURIER_MODES). */
  setMode: (mode: FakeCourierMode) => void;
  /** The leads kept, by idempotency key, in the order received. */
  leads: Map<string, FakeCourierLead>;
  /** Every POST received, repeated keys included. */
  readonly posts: number;
  close: () => Promise<void>;
};

/**
 * A local stand-in for the courier company's lead endpoint on loopback (decision 049), speaking
 * the protocol of courier-protocol.ts over real HTTP, so that development and the tests exercise
 * the real client. It keeps one lead per idempotency key (a repeated key answers the same lead,
 * 200) and can be set down, slow (it keeps the lead and answers after `slowMs`, later than the
 * portal waits: a lost answer), failing (500) or refusing (422).
 */
export async function startFakeCourier(options: { slowMs: number }): Promise<FakeCourier> {
  const leads = new Map<string, FakeCourierLead>();
  let mode: FakeCourierMode = 'up';
  let posts = 0;
  const timers = new Set<NodeJS.Timeout>();

  const reply = (response: ServerResponse, status: number, body: unknown) => {
    if (response.writableEnded || response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  /** Keeps a valid lead once per key; answers what the courier would. */
  const take = (request: IncomingMessage, text: string): { status: number; body: unknown } => {
    let parsed;
    try {
      parsed = CourierLeadSchema.safeParse(JSON.parse(text));
    } catch {
      return { status: 400, body: { error: 'bad_json' } };
    }
    if (!parsed.success)
      return { status: 422, body: { error: 'invalid_lead', issues: parsed.error.issues.length } };
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key !== parsed.data.idempotency_key)
      return { status: 422, body: { error: 'idempotency_key_mismatch' } };
    const known = leads.get(key);
    if (known) return { status: 200, body: { lead_id: known.lead_id } };
    const lead = {
      lead_id: `NP-${randomUUID().slice(0, 8).toUpperCase()}`,
      received_at: new Date(),
      lead: parsed.data,
    };
    leads.set(key, lead);
    return { status: 201, body: { lead_id: lead.lead_id } };
  };

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== FAKE_COURIER_PATH)
      return reply(response, 404, { error: 'not_found' });
    posts += 1;
    // Down: nobody answers; the connection is dropped.
    if (mode === 'down') return void request.socket.destroy();
    const answering = mode;
    readBody(request)
      .then((text) => {
        if (answering === 'failing') return reply(response, 500, { error: 'internal' });
        if (answering === 'refusing') return reply(response, 422, { error: 'pickup_not_possible' });
        const answer = take(request, text);
        if (answering !== 'slow') return reply(response, answer.status, answer.body);
        const timer = setTimeout(() => {
          timers.delete(timer);
          reply(response, answer.status, answer.body);
        }, options.slowMs);
        timers.add(timer);
      })
      .catch(() => reply(response, 413, { error: 'too_large' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${FAKE_COURIER_PATH}`,
    get mode() {
      return mode;
    },
    setMode: (value) => {
      mode = value;
    },
    leads,
    get posts() {
      return posts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
