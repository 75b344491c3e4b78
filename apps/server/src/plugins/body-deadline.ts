import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * A request body must arrive within `timeoutMs` (ARCHITECTURE §5): Node's own request
 * timeout is checked only now and then, so a body trickled in byte by byte could hold a
 * connection for long. The stream is cut and the request answered 408.
 */
export default fp<{ timeoutMs: number }>(
  async (app, { timeoutMs }) => {
    app.addHook('preParsing', async (request, reply, payload) => {
      const hasBody =
        request.headers['transfer-encoding'] !== undefined ||
        Number(request.headers['content-length'] ?? 0) > 0;
      if (!hasBody) return payload;
      const guarded = new PassThrough();
      const timer = setTimeout(() => {
        // Answer 408 and let Node close the connection once the answer is out; destroying the
        // socket here would leave the client with a reset and no answer. What still trickles in
        // is read and dropped.
        reply.header('connection', 'close');
        payload.unpipe(guarded);
        payload.resume();
        guarded.destroy(new AppError('request_timeout'));
      }, timeoutMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      payload.on('end', clear);
      payload.on('error', clear);
      guarded.on('close', clear);
      payload.pipe(guarded);
      return guarded;
    });
  },
  { name: 'body-deadline' },
);
