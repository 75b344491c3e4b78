// The bare Fastify baseline: the same kinds of answer with no application around them — a
// JSON body of the same size as the API read, an HTML page of the landing's size (and the guests'
// other pages, BASELINE_PAGES_FILE), and (files
// part) a file of BASELINE_FILE_BYTES served from memory, uploads drained, and /healthz.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3399);
const json = process.env.BASELINE_JSON ?? '{"data":[]}';
const html = process.env.BASELINE_HTML ?? '<!doctype html><title>x</title>';
const file = Buffer.alloc(Number(process.env.BASELINE_FILE_BYTES ?? 0), 0x20);
const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.addContentTypeParser('application/pdf', (_request, payload, done) => done(null, payload));
app.get('/api/read', (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
// BASELINE_PAGES_FILE: a JSON object of more pages by path (the guests' pages of the portal).
const pages = process.env.BASELINE_PAGES_FILE
  ? JSON.parse(readFileSync(process.env.BASELINE_PAGES_FILE, 'utf8'))
  : {};
for (const [path, body] of Object.entries(pages)) {
  if (path !== '/') app.get(path, (_request, reply) => reply.type('text/html; charset=utf-8').send(body));
}
app.get('/healthz', () => ({ status: 'ok' }));
app.get('/file', (_request, reply) => reply.type('application/pdf').send(file));
app.post('/upload', async (request) => {
  let bytes = 0;
  for await (const chunk of request.body) bytes += chunk.length;
  return { bytes };
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
