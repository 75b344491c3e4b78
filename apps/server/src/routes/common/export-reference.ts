import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findIncoterms, isIncotermsPageCached } from '../../domain/reference/find-incoterms';
import { findServices } from '../../domain/reference/find-services';
import { route } from '../../lib/endpoint-route';

/** The entries of one copy of the export application's reference lists. */
export type ExportReferenceEntries = {
  incoterms: typeof endpoints.listIncoterms | typeof endpoints.listSalesMarketIncoterms;
  services: typeof endpoints.listExportServices | typeof endpoints.listSalesMarketServices;
};

/**
 * The reference lists of an export application, incoterms and services: the same answers for
 * guests under /common (spec §7: incoterms are also fetched when nobody is signed in) and for
 * signed-in users under /profile/sales-market. Each path is its own entry of the table (the
 * signed-in ones refuse a caller without a live session, 401, before anything else runs); the
 * handlers are these, shared.
 */
export function registerExportReferenceRoutes(app: FastifyInstance, entries: ExportReferenceEntries): void {
  route(app, entries.incoterms, (request, reply) => {
    const { page } = request.query;
    const compute = async () => findIncoterms(request.locale, page);
    if (!isIncotermsPageCached(page)) return compute().then((data) => ({ data }));
    return app.referenceCache.send(request, reply, `incoterms|${page}`, compute);
  });

  route(app, entries.services, (request, reply) =>
    app.referenceCache.send(request, reply, 'services', () => findServices(app.db, request.locale)),
  );
}

/** GET /common/get-incoterms and get-services (spec §7), for guests. */
const exportReferenceRoutes: FastifyPluginAsync = async (app) => {
  registerExportReferenceRoutes(app, {
    incoterms: endpoints.listIncoterms,
    services: endpoints.listExportServices,
  });
};

export default exportReferenceRoutes;
