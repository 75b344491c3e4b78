import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxQuerySchema, OutboxResponseSchema } from '@portal/contract';
import { findOutboxMessages } from '../../domain/outbox/outbox';

/** Development outbox as JSON (registered only outside production). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages captured instead of sent (not in production)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request) => ({ data: await findOutboxMessages(app.db, request.query) }),
  );
};

export default outboxRoutes;
