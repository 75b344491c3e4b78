import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  findAdminEventRegistrations,
  toRegistrationsCsv,
} from '../../domain/events/admin-event-registrations';
import {
  createAdminEvent,
  findAdminEvents,
  getAdminEvent,
  setAdminEventPublished,
  updateAdminEvent,
} from '../../domain/events/admin-events';
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** Who reads or writes, and from where. */
function context(app: FastifyInstance, request: FastifyRequest) {
  return { db: app.db, scope: backOfficeScope(requireUser(request).user), ip: request.ip };
}

/** The back office's events (issue 16 §6): drafts, publishing, the registrations and their CSV. */
const clubEventAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminEvents, async (request) => ({
    data: await findAdminEvents({ ...context(app, request), query: request.query }),
  }));

  route(app, endpoints.createAdminEvent, async (request) => ({
    data: await createAdminEvent({ ...context(app, request), body: request.body }),
  }));

  route(app, endpoints.getAdminEvent, async (request) => ({
    data: await getAdminEvent({ ...context(app, request), id: request.params.id }),
  }));

  route(app, endpoints.updateAdminEvent, async (request) => ({
    data: await updateAdminEvent({
      ...context(app, request),
      id: request.params.id,
      body: request.body,
      publicUrl: app.config.publicUrl,
    }),
  }));

  route(app, endpoints.publishAdminEvent, async (request) => ({
    data: await setAdminEventPublished({ ...context(app, request), id: request.params.id, published: true }),
  }));

  route(app, endpoints.unpublishAdminEvent, async (request) => ({
    data: await setAdminEventPublished({ ...context(app, request), id: request.params.id, published: false }),
  }));

  route(app, endpoints.listAdminEventRegistrations, async (request) => ({
    data: await findAdminEventRegistrations({ ...context(app, request), id: request.params.id }),
  }));

  route(app, endpoints.downloadAdminEventRegistrations, async (request, reply) => {
    const { event, registrations } = await findAdminEventRegistrations({
      ...context(app, request),
      id: request.params.id,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="registrations-${event.slug}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(toRegistrationsCsv(registrations, request.locale));
  });
};

export default clubEventAdminRoutes;
