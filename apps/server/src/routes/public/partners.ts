import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PartnersResponseSchema } from '@portal/contract';
import { findPartners } from '../../domain/content/find-partners';

/** Partners of `/partners` (spec §7 `/partners/get`). */
const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners/get',
    {
      schema: {
        tags: ['content'],
        summary: 'Partner organisations, in order, in the language of X-Localization',
        response: { 200: PartnersResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'partners', () =>
        findPartners({ db: app.db, locale: request.locale }),
      ),
  );
};

export default partnersRoutes;
