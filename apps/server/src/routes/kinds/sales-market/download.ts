import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getApplicationPdfInput } from '../../../domain/requests/sales-market/render-sales-market-pdf';
import { route } from '../../../lib/endpoint-route';

/** POST /profile/sales-market/download/{id}: the exporter's export application as a PDF (spec §7). */
const downloadRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.downloadSalesMarketApplication, async (request, reply, scope) => {
    const { filename, input } = await getApplicationPdfInput({
      db: app.db,
      scope,
      id: request.params.id,
      locale: request.locale,
    });
    const pdf = await app.pdf.render('application', input);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

export default downloadRoutes;
