import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { setFakeCourierMode } from '../../domain/courier/dev-courier';
import { route } from '../../lib/endpoint-route';

/** The local fake courier's switch (registered only outside production; decision 049). */
const devCourierRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getDevCourier, async () => ({ data: setFakeCourierMode(app.courier.fake) }));

  route(app, endpoints.setDevCourier, async (request) => ({
    data: setFakeCourierMode(app.courier.fake, request.body.mode),
  }));
};

export default devCourierRoutes;
