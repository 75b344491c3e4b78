import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  addServiceOrderResult,
  deleteServiceOrderResult,
} from '../../../domain/requests/service-order/service-order-results';
import { callContext, route } from '../../../lib/endpoint-route';
import { renderedFile, sendFile } from '../../../lib/send-file';
import { getServiceOrderPdfInput } from '../../../domain/requests/service-order/render-service-order-pdf';

/** The back office's calls only orders have (issue 27 §4): the office's result files. */
const serviceOrderBackOfficeRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.addAdminServiceOrderResult, async (request, _reply, scope) => ({
    data: await addServiceOrderResult({
      ...callContext(app, request, scope),
      id: request.params.id,
      file: request.body.file,
    }),
  }));

  route(app, endpoints.downloadAdminServiceOrderPdf, async (request, reply, scope) => {
    const { filename, input } = await getServiceOrderPdfInput({
      db: app.db,
      scope,
      id: request.params.id,
      locale: request.locale,
    });
    return sendFile(
      reply,
      renderedFile(filename, 'application/pdf', await app.pdf.render('serviceOrder', input)),
    );
  });

  route(app, endpoints.deleteAdminServiceOrderResult, async (request, _reply, scope) => ({
    data: await deleteServiceOrderResult({
      ...callContext(app, request, scope),
      id: request.params.id,
      resultId: request.params.resultId,
    }),
  }));
};

export default serviceOrderBackOfficeRoutes;
