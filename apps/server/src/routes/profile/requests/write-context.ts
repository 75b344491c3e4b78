import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExporterScope } from '../../../domain/access/scope';
import type { RequestWriteContext } from '../../../domain/requests/request-writer';
import { callContext } from '../../../lib/endpoint-route';

/**
 * What a request-changing domain call needs from the app and the caller: the exporter's scope
 * that the route registration built for filing (the entry's `scope: 'filing'`, decision 043), so
 * a company that may not file answers 403 `request.not_approved` before one without a company
 * answers 404 (decision 014 §4).
 */
export function writeContext(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: ExporterScope,
): RequestWriteContext {
  return { ...callContext(app, request, scope), jobs: app.jobs, publicUrl: app.config.publicUrl };
}
