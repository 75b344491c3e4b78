// The bare Fastify baseline: the same kinds of answer with no application around them — a
// JSON body of the same size as the API read, and an HTML page of the landing's size.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3399);
const json = process.env.BASELINE_JSON ?? '{"data":[]}';
const html = process.env.BASELINE_HTML ?? '<!doctype html><title>x</title>';
const app = Fastify({ logger: false });
app.get('/api/read', (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
