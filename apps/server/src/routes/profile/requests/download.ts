import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RequestIdParamsSchema } from '@portal/contract';
import { getApplicationPdf } from '../../../domain/requests/render-application-pdf';
import { requireUser, SESSION_SECURITY } from '../../../plugins/auth';
import { EmptyBodySchema } from './empty-body';

/** POST /profile/sales-market/download/{id}: the exporter's export application as a PDF (spec §7). */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profile/sales-market/download/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sales-market'],
        security: SESSION_SECURITY,
        summary: 'The export application as a PDF: company, product, current status and status history',
        description:
          'A4, in the language of `X-Localization`, as an attachment `export-application-<number>.pdf`. The body may be empty or `{}`. Errors answer JSON: 401 without a session, 404 for an id that is not one of the company’s applications, 422 for a malformed id.',
        params: RequestIdParamsSchema,
        body: EmptyBodySchema,
        response: {
          200: {
            description: 'The PDF document',
            content: { 'application/pdf': { schema: z.file().mime('application/pdf') } },
          },
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await getApplicationPdf({
        db: app.db,
        userId: requireUser(request).user.id,
        id: request.params.id,
        locale: request.locale,
      });
      // The zod type provider would want a File for z.file(); Fastify sends a Buffer as it is.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default downloadRoutes;
