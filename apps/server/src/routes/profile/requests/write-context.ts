import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exporterScope } from '../../../domain/requests/request-scope';
import type { RequestWriteContext } from '../../../domain/requests/request-writer';
import { requireUser } from '../../../plugins/auth';

/**
 * What a request-changing domain call needs from the app and the signed-in caller: the
 * exporter's scope built for filing (decision 024), so a company that may not file answers 403
 * `request.not_approved` before one without a company answers 404 (decision 014 §4).
 */
export async function getWriteContext(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<RequestWriteContext> {
  return {
    db: app.db,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    scope: await exporterScope(app.db, requireUser(request).user, { filing: true }),
    ip: request.ip,
  };
}
