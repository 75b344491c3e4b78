import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExportServicesResponseSchema,
  IncotermsQuerySchema,
  IncotermsResponseSchema,
} from '@portal/contract';
import { findIncoterms, isIncotermsPageCached } from '../../domain/reference/find-incoterms';
import { findServices } from '../../domain/reference/find-services';
import { SESSION_SECURITY } from '../../plugins/auth';

/**
 * The reference lists of an export application, incoterms and services: the same answers for
 * guests under /common (spec §7: incoterms are also fetched when nobody is signed in) and for
 * signed-in users under /profile/sales-market.
 */
export function createExportReferenceRoutes(options: {
  prefix: string;
  signedIn: boolean;
}): FastifyPluginAsyncZod {
  const { prefix, signedIn } = options;
  return async (app) => {
    // Signed-in calls refuse a caller without a live session (401) before anything else runs.
    const auth = signedIn ? { onRequest: app.authenticate } : {};
    const docs = signedIn ? { tags: ['reference'], security: SESSION_SECURITY } : { tags: ['reference'] };
    const who = signedIn ? 'signed-in users' : 'guests';

    app.get(
      `${prefix}/get-incoterms`,
      {
        ...auth,
        schema: {
          ...docs,
          summary: `Incoterms® 2020 rules, paged by page number (${who})`,
          description:
            'The 11 rules of Incoterms® 2020 (ICC) with our own short descriptions; 6 a page. A page past the last answers no items with the meta.',
          querystring: IncotermsQuerySchema,
          response: { 200: IncotermsResponseSchema },
        },
      },
      (request, reply) => {
        const { page } = request.query;
        const compute = async () => findIncoterms(request.locale, page);
        if (!isIncotermsPageCached(page)) return compute().then((data) => ({ data }));
        return app.referenceCache.send(request, reply, `incoterms|${page}`, compute);
      },
    );

    app.get(
      `${prefix}/get-services`,
      {
        ...auth,
        schema: {
          ...docs,
          summary: `Services offered with an export application (${who})`,
          response: { 200: ExportServicesResponseSchema },
        },
      },
      (request, reply) =>
        app.referenceCache.send(request, reply, 'services', () => findServices(app.db, request.locale)),
    );
  };
}

const exportReferenceRoutes = createExportReferenceRoutes({ prefix: '/common', signedIn: false });
export default exportReferenceRoutes;
