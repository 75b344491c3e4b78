import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestWriteContext } from '../../../domain/requests/request-writer';
import { requireUser } from '../../../plugins/auth';

/** What a request-changing domain call needs from the app and the signed-in caller. */
export function getWriteContext(app: FastifyInstance, request: FastifyRequest): RequestWriteContext {
  return {
    db: app.db,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    user: requireUser(request).user,
    ip: request.ip,
  };
}
