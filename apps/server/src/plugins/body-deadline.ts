import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * A request body must arrive within `timeoutMs` (ARCHITECTURE §5), or the route's own
 * `config.bodyTimeoutMs` (a file upload's, decision 036): Node's own request timeout is checked
 * only now and then, so a body trickled in byte by byte could hold a connection for long. The
 * stream is cut and the request answered 408.
 */
export default fp<{ timeoutMs: number }>(
  async (app, { timeoutMs }) => {
    // A callback hook: most requests have no body, and pass with no promise (issue 30 §3).
    app.addHook('preParsing', (request, reply, payload, done) => {
      const hasBody =
        request.headers['transfer-encoding'] !== undefined ||
        Number(request.headers['content-length'] ?? 0) > 0;
      if (!hasBody) return done(null, payload);
      const guarded = new PassThrough();
      const deadline = request.routeOptions.config.bodyTimeoutMs ?? timeoutMs;
      const timer = setTimeout(() => {
        if (reply.sent || reply.raw.writableEnded) return;
        // Answer 408 and let Node close the connection once the answer is out; destroying the
        // socket here would leave the client with a reset and no answer. What still trickles in
        // is read and dropped.
        reply.header('connection', 'close');
        payload.unpipe(guarded);
        payload.resume();
        guarded.destroy(new AppError('request_timeout'));
      }, deadline);
      timer.unref();
      const clear = () => clearTimeout(timer);
      payload.on('end', clear);
      payload.on('error', clear);
      guarded.on('close', clear);
      // Issue 12: a request answered before its body was read (413, 415, a GET's body, an
      // unknown call) must leave nothing behind: the deadline goes with the answer, and the
      // stream nobody reads is let go. Its errors are Fastify's to report while it reads it;
      // after the answer, nobody listens and they must not reach the process.
      reply.raw.once('close', () => {
        clear();
        payload.unpipe(guarded);
        guarded.destroy();
      });
      guarded.on('error', (error) => {
        if (reply.sent) request.log.debug({ err: error }, 'request body failed after the answer');
      });
      payload.pipe(guarded);
      done(null, guarded);
    });
  },
  { name: 'body-deadline' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's body deadline, instead of the app's (a file upload's, decision 036). */
    bodyTimeoutMs?: number;
  }
}
