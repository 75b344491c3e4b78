import type { FastifyPluginAsync } from 'fastify';
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
import { callContext, route } from '../../lib/endpoint-route';

/** The back office's events (issue 16 §6): drafts, publishing, the registrations and their CSV. */
const clubEventAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminEvents, async (request, _reply, scope) => ({
    data: await findAdminEvents({ ...callContext(app, request, scope), query: request.query }),
  }));

  route(app, endpoints.createAdminEvent, async (request, _reply, scope) => ({
    data: await createAdminEvent({ ...callContext(app, request, scope), body: request.body }),
  }));

  route(app, endpoints.getAdminEvent, async (request, _reply, scope) => ({
    data: await getAdminEvent({ ...callContext(app, request, scope), id: request.params.id }),
  }));

  route(app, endpoints.updateAdminEvent, async (request, _reply, scope) => ({
    data: await updateAdminEvent({
      ...callContext(app, request, scope),
      id: request.params.id,
      body: request.body,
      publicUrl: app.config.publicUrl,
    }),
  }));

  route(app, endpoints.publishAdminEvent, async (request, _reply, scope) => ({
    data: await setAdminEventPublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: true,
    }),
  }));

  route(app, endpoints.unpublishAdminEvent, async (request, _reply, scope) => ({
    data: await setAdminEventPublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: false,
    }),
  }));

  route(app, endpoints.listAdminEventRegistrations, async (request, _reply, scope) => ({
    data: await findAdminEventRegistrations({ ...callContext(app, request, scope), id: request.params.id }),
  }));

  route(app, endpoints.downloadAdminEventRegistrations, async (request, reply, scope) => {
    const { event, registrations } = await findAdminEventRegistrations({
      ...callContext(app, request, scope),
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
