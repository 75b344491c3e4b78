import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImporterSaleBodySchema,
  ImporterSaleCreatedResponseSchema,
  LOCALIZATION_HEADER,
  PUBLIC_FORM_LIMITS,
  translateMessage,
} from '@portal/contract';
import { createImporterSale } from '../../domain/public-forms/create-importer-sale';

const { perAddress, perEmail } = PUBLIC_FORM_LIMITS;

/** The import application of a foreign buyer (spec §2 `/import-application`, §7 `/create/importer-sale`). */
const importerSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create/importer-sale',
    {
      // DOMAIN.md: the buyer is foreign and the form English by default, so without
      // X-Localization the messages and the confirmation e-mail are in English.
      onRequest: async (request) => {
        if (request.headers[LOCALIZATION_HEADER] === undefined) request.locale = 'en';
      },
      schema: {
        tags: ['public-forms'],
        summary:
          'File an import application (a foreign buyer’s request); e-mails a confirmation to the buyer',
        description:
          'English unless X-Localization says uk. The HS code must exist in the classification (422 on hs_code ' +
          'otherwise); RU, BY, KP and IR are refused (422 on country_code). Support is notified by e-mail. ' +
          `At most ${perAddress.max} applications in ${perAddress.windowMs / 60_000} minutes from one client ` +
          `address and ${perEmail.max} an hour for one e-mail address; beyond that 429 with Retry-After.`,
        body: ImporterSaleBodySchema,
        response: { 201: ImporterSaleCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createImporterSale({
        db: app.db,
        jobs: app.jobs,
        supportEmail: app.config.SUPPORT_EMAIL,
        sale: request.body,
        locale: request.locale,
        ip: request.ip,
      });
      return reply.code(201).send({
        data: { ...created, message: translateMessage('public.importer_sale_created', request.locale) },
      });
    },
  );
};

export default importerSaleRoutes;
