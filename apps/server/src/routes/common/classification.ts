import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HsSectionsResponseSchema } from '@portal/contract';
import { findSections } from '../../domain/classification/find-sections';

const classificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/hcdcs/get-sections',
    {
      schema: {
        tags: ['reference'],
        summary: 'Sections of the customs classification (HS 2022 / УКТ ЗЕД)',
        response: { 200: HsSectionsResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'hcdcs.sections', () => findSections(app.db, request.locale)),
  );
};

export default classificationRoutes;
