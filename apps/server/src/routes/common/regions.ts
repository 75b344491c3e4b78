import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegionsResponseSchema } from '@portal/contract';
import { findRegions } from '../../domain/reference/find-regions';

const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/get-regions',
    {
      schema: {
        tags: ['reference'],
        summary: 'Regions of Ukraine (ISO 3166-2:UA)',
        response: { 200: RegionsResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'regions', async () => findRegions(request.locale)),
  );
};

export default regionsRoutes;
