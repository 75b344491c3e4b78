import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VKURSI_USERS_PATH, VkursiUserRequestSchema } from './vkursi-protocol';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type FakeVkursi = {
  url: string;
  /** While down, every call answers 503 (tests of the failure path). */
  setDown: (down: boolean) => void;
  /** The accounts opened, by e-mail. */
  accounts: Map<string, { user_id: string; external_id: string }>;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Vkursi's partner API on loopback (decision 032), so that the real client
 * is exercised in development and tests: it checks the token, opens one account per e-mail and
 * answers 409 with the same account for a known one, and can be set down.
 */
export async function startFakeVkursi(options: { token: string }): Promise<FakeVkursi> {
  const accounts = new Map<string, { user_id: string; external_id: string }>();
  let down = false;
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (down) return reply(503, { error: 'maintenance' });
    if (request.method !== 'POST' || request.url !== VKURSI_USERS_PATH)
      return reply(404, { error: 'not_found' });
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return reply(401, { error: 'unauthorized' });
    readBody(request)
      .then((text) => {
        const parsed = VkursiUserRequestSchema.safeParse(JSON.parse(text));
        if (!parsed.success) return reply(422, { error: 'invalid', issues: parsed.error.issues.length });
        const email = parsed.data.email.toLowerCase();
        const known = accounts.get(email);
        const account = known ?? { user_id: randomUUID(), external_id: parsed.data.external_id };
        if (!known) accounts.set(email, account);
        return reply(known ? 409 : 201, {
          user_id: account.user_id,
          login_url: `${url}login?user=${account.user_id}`,
        });
      })
      .catch(() => reply(400, { error: 'bad_json' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    setDown: (value) => {
      down = value;
    },
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
