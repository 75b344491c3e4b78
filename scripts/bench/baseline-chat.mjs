// The chat part's floor (scripts/bench-chat.mjs): a bare Node HTTP server that holds
// server-sent event streams and relays messages through Redis pub/sub, as two of these processes
// do between them. No database, no sessions: the bearer token names the audience (`company-<n>`,
// `office-<j>`). `POST /api/chat/messages` publishes the message (the same fields the portal's
// stream sends) on REDIS_CHANNEL and answers 201; every process writes each published message to
// its office streams and to the streams of the message's company. `/healthz` answers ok.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

const port = Number(process.env.PORT ?? 3395);
const instance = Number(process.env.BASELINE_INSTANCE ?? 0);
const channel = process.env.REDIS_CHANNEL ?? `bench-chat-baseline-${process.pid}`;
const publisher = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

const office = new Set();
const companies = new Map();
let counter = 0;

await subscriber.subscribe(channel);
subscriber.on('message', (_channel, payload) => {
  const { id, company_id: company } = JSON.parse(payload);
  const frame = `id: ${id}\nevent: message\ndata: ${payload}\n\n`;
  for (const response of office) response.write(frame);
  for (const response of companies.get(company) ?? []) response.write(frame);
});

// A comment every 20 s keeps streams through proxies, as the portal's do.
const heartbeat = setInterval(() => {
  for (const response of office) response.write(':\n\n');
  for (const streams of companies.values()) for (const response of streams) response.write(':\n\n');
}, 20_000);

const audienceOf = (request) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';

const server = http.createServer((request, response) => {
  const token = audienceOf(request);
  if (request.method === 'GET' && request.url.startsWith('/api/chat/events')) {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.write(`retry: 2000\n\nevent: ready\ndata: {"unread":0,"resumed_after":null}\n\n`);
    const streams = token.startsWith('office-')
      ? office
      : (companies.get(token) ?? companies.set(token, new Set()).get(token));
    streams.add(response);
    response.on('close', () => streams.delete(response));
    return;
  }
  if (request.method === 'POST' && request.url === '/api/chat/messages') {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { text, client_id: clientId } = JSON.parse(body);
      counter += 1;
      const message = {
        id: counter * 2 + instance,
        conversation_id: randomUUID(),
        side: 'company',
        author: { id: randomUUID(), name: 'Олена Експортерка' },
        text,
        attachment: null,
        client_id: clientId ?? null,
        created_at: new Date().toISOString(),
        company_id: token,
        company_name: 'ТОВ «Чат»',
      };
      const payload = JSON.stringify(message);
      publisher.publish(channel, payload).then(() => {
        response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
        response.end(`{"data":${payload}}`);
      });
    });
    return;
  }
  if (request.url === '/healthz') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":"ok"}');
    return;
  }
  response.writeHead(404);
  response.end();
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  clearInterval(heartbeat);
  for (const response of office) response.end();
  for (const streams of companies.values()) for (const response of streams) response.end();
  server.close();
  subscriber.disconnect();
  publisher.disconnect();
  process.exit(0);
});
