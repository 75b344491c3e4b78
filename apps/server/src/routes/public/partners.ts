import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findPartners } from '../../domain/content/find-partners';
import { route } from '../../lib/endpoint-route';

/** Partners of `/partners` (spec §7 `/partners/get`). */
const partnersRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listPartners, (request, reply) =>
    app.referenceCache.send(request, reply, 'partners', () =>
      findPartners({ db: app.db, locale: request.locale }),
    ),
  );
};

export default partnersRoutes;
