import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findRegions } from '../../domain/reference/find-regions';
import { route } from '../../lib/endpoint-route';

/** Regions of Ukraine (spec §7). */
const regionsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listRegions, (request, reply) =>
    app.referenceCache.send(request, reply, 'regions', async () => findRegions(request.locale)),
  );
};

export default regionsRoutes;
