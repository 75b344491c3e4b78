import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, LOCALIZATION_HEADER, translateMessage } from '@portal/contract';
import { createImporterSale } from '../../domain/public-forms/create-importer-sale';
import { route } from '../../lib/endpoint-route';

/**
 * DOMAIN.md: the buyer is foreign and the form English by default, so without X-Localization
 * the messages and the confirmation e-mail are in English.
 */
async function defaultToEnglish(request: FastifyRequest) {
  if (request.headers[LOCALIZATION_HEADER] === undefined) request.locale = 'en';
}

/** The import application of a foreign buyer (spec §2 `/import-application`, §7 `/create/importer-sale`). */
const importerSaleRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.createImporterSale,
    async (request) => {
      const created = await createImporterSale({
        db: app.db,
        jobs: app.jobs,
        supportEmail: app.config.SUPPORT_EMAIL,
        sale: request.body,
        locale: request.locale,
        ip: request.ip,
      });
      return {
        data: { ...created, message: translateMessage('public.importer_sale_created', request.locale) },
      };
    },
    { onRequest: [defaultToEnglish] },
  );
};

export default importerSaleRoutes;
