import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, ReadinessSchema } from '@portal/contract';

/** Liveness and readiness for load balancers (ARCHITECTURE §9); outside /api on purpose. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) => {
      // Shutting down: the balancer stops sending requests while those sent still finish.
      if (app.draining) {
        return reply.code(503).header('retry-after', '5').send({ status: 'draining', database: 'up' });
      }
      try {
        await app.dbHandle.ping();
        return { status: 'ready' as const, database: 'up' as const };
      } catch {
        return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};

export default healthRoutes;
