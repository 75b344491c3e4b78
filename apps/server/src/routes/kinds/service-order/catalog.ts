import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  getCatalogServiceForm,
  listCatalogCategories,
  listCatalogServices,
} from '../../../domain/catalog/catalog-services';
import { findServiceOrders } from '../../../domain/requests/service-order/find-service-orders';
import { getServiceOrder } from '../../../domain/requests/service-order/get-service-order';
import { getCatalogServiceData } from '../../../domain/requests/service-order/service-order-data';
import { readCatalogFile } from '../../../domain/requests/service-order/service-order-files';
import { getServiceOrderPdfInput } from '../../../domain/requests/service-order/render-service-order-pdf';
import {
  createServiceOrder,
  updateServiceOrder,
} from '../../../domain/requests/service-order/write-service-order';
import { route } from '../../../lib/endpoint-route';
import { renderedFile, sendFile } from '../../../lib/send-file';
import { writeContext } from '../../profile/requests/write-context';

/** The catalogue (spec §7 'Catalogue (services)', issue 27): its services and the company's orders. */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listCatalogServices, async (request, _reply, scope) => ({
    data: await listCatalogServices({ db: app.db, scope, locale: request.locale, query: request.query }),
  }));

  route(app, endpoints.listCatalogCategories, async (request) => ({
    data: await listCatalogCategories({ db: app.db, locale: request.locale }),
  }));

  route(app, endpoints.getCatalogService, async (request, _reply, scope) => ({
    data: await getCatalogServiceData({ db: app.db, scope, locale: request.locale, ref: request.params.id }),
  }));

  route(app, endpoints.getCatalogServiceForm, async (request) => ({
    data: await getCatalogServiceForm({ db: app.db, ref: request.params.id }),
  }));

  route(app, endpoints.createServiceOrder, async (request, _reply, scope) => ({
    data: await createServiceOrder({
      ...writeContext(app, request, scope),
      serviceRef: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.getServiceOrder, async (request, _reply, scope) => ({
    data: await getServiceOrder({ db: app.db, scope, id: request.params.itemId, locale: request.locale }),
  }));

  route(app, endpoints.updateServiceOrder, async (request, _reply, scope) => ({
    data: await updateServiceOrder({
      ...writeContext(app, request, scope),
      id: request.params.itemId,
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listServiceOrders, async (request, _reply, scope) => ({
    data: await findServiceOrders({ db: app.db, scope, locale: request.locale, query: request.query }),
  }));

  route(app, endpoints.downloadServiceOrderPdf, async (request, reply, scope) => {
    const { filename, input } = await getServiceOrderPdfInput({
      db: app.db,
      scope,
      id: request.params.itemId,
      locale: request.locale,
    });
    return sendFile(
      reply,
      renderedFile(filename, 'application/pdf', await app.pdf.render('serviceOrder', input)),
    );
  });

  route(app, endpoints.downloadCatalogFile, async (request, reply, scope) => {
    const file = await readCatalogFile(app.db, scope, request.params.id);
    // An attachment never runs in the portal's origin, whatever it holds (issue 27 §3).
    reply.header('content-security-policy', "sandbox; default-src 'none'");
    return sendFile(reply, file);
  });
};

export default catalogRoutes;
