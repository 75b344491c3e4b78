import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  createAdminCountryAction,
  findAdminCountryActions,
  findCountryActionParticipants,
  getAdminCountryAction,
  toParticipantsCsv,
  updateAdminCountryAction,
} from '../../domain/importing-countries/admin-country-actions';
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** Who reads or writes, from where, in which language the answer names countries. */
function context(app: FastifyInstance, request: FastifyRequest) {
  return {
    db: app.db,
    scope: backOfficeScope(requireUser(request).user),
    ip: request.ip,
    locale: request.locale,
  };
}

/** Country actions in the back office (issue 15 §3): written in both languages and audited; participants as a list and CSV. */
const countryActionAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCountryActions, async (request) => ({
    data: await findAdminCountryActions({ ...context(app, request), query: request.query }),
  }));

  route(app, endpoints.createAdminCountryAction, async (request) => ({
    data: await createAdminCountryAction({ ...context(app, request), body: request.body }),
  }));

  route(app, endpoints.getAdminCountryAction, async (request) => ({
    data: await getAdminCountryAction({ ...context(app, request), id: request.params.id }),
  }));

  route(app, endpoints.updateAdminCountryAction, async (request) => ({
    data: await updateAdminCountryAction({
      ...context(app, request),
      id: request.params.id,
      body: request.body,
    }),
  }));

  route(app, endpoints.listCountryActionParticipants, async (request) => ({
    data: await findCountryActionParticipants({ ...context(app, request), id: request.params.id }),
  }));

  route(app, endpoints.downloadCountryActionParticipants, async (request, reply) => {
    const { action, participants } = await findCountryActionParticipants({
      ...context(app, request),
      id: request.params.id,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="participants-${action.slug}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(toParticipantsCsv(participants));
  });
};

export default countryActionAdminRoutes;
