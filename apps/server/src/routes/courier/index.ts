import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { createCourierRequest } from '../../domain/courier/create-courier-request';
import { findCourierRequests, getCourierRequest } from '../../domain/courier/find-courier-requests';
import { route } from '../../lib/endpoint-route';

/** The courier pickup form (issue 28 §5, decision 049): the company's requests. */
const courierRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.createCourierRequest, async (request, _reply, scope) => ({
    data: await createCourierRequest({ db: app.db, scope, body: request.body, locale: request.locale }),
  }));

  route(app, endpoints.listCourierRequests, async (request, _reply, scope) => ({
    data: await findCourierRequests({ db: app.db, scope, locale: request.locale, query: request.query }),
  }));

  route(app, endpoints.getCourierRequest, async (request, _reply, scope) => ({
    data: await getCourierRequest({ db: app.db, scope, id: request.params.id, locale: request.locale }),
  }));
};

export default courierRoutes;
