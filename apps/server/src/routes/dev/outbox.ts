import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findOutboxMessages } from '../../domain/outbox/outbox';
import { route } from '../../lib/endpoint-route';

/** Development outbox as JSON (registered only outside production). */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listOutboxMessages, async (request) => ({
    data: await findOutboxMessages(app.db, request.query),
  }));
};

export default outboxRoutes;
