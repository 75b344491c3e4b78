import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CapturedSms = { to: string; text: string; sender: string };

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local stand-in for the SMS gateway that speaks its HTTP protocol on loopback, so that the
 * real client is exercised in development and tests. It checks the token like the real one.
 */
export async function startFakeSmsGateway(options: {
  token: string;
  onSms: (sms: CapturedSms) => Promise<void>;
}) {
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/message/send.json') {
      reply(404, { response_code: 404, response_status: 'NOT_FOUND', response_result: null });
      return;
    }
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      reply(200, { response_code: 103, response_status: 'REQUIRED_TOKEN', response_result: null });
      return;
    }
    readJson(request)
      .then(async (body) => {
        const { recipients, sms } = body as {
          recipients?: unknown;
          sms?: { sender?: unknown; text?: unknown };
        };
        if (!Array.isArray(recipients) || typeof sms?.text !== 'string' || typeof sms.sender !== 'string') {
          reply(200, { response_code: 105, response_status: 'REQUIRED_CONTENT', response_result: null });
          return;
        }
        const results = [];
        for (const phone of recipients.map(String)) {
          await options.onSms({ to: `+${phone}`, text: sms.text, sender: sms.sender });
          results.push({ phone, response_code: 0, message_id: randomUUID(), response_status: 'OK' });
        }
        reply(200, { response_code: 0, response_status: 'OK', response_result: results });
      })
      .catch(() => reply(400, { response_code: 104, response_status: 'BAD_JSON', response_result: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
