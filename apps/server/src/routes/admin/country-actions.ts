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
import type { BackOfficeScope } from '../../domain/access/scope';
import { route } from '../../lib/endpoint-route';

/** Who reads or writes, from where, in which language the answer names countries. */
function context(app: FastifyInstance, request: FastifyRequest, scope: BackOfficeScope) {
  return {
    db: app.db,
    scope,
    ip: request.ip,
    locale: request.locale,
  };
}

/** Country actions in the back office (issue 15 §3): written in both languages and audited; participants as a list and CSV. */
const countryActionAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCountryActions, async (request, _reply, scope) => ({
    data: await findAdminCountryActions({ ...context(app, request, scope), query: request.query }),
  }));

  route(app, endpoints.createAdminCountryAction, async (request, _reply, scope) => ({
    data: await createAdminCountryAction({ ...context(app, request, scope), body: request.body }),
  }));

  route(app, endpoints.getAdminCountryAction, async (request, _reply, scope) => ({
    data: await getAdminCountryAction({ ...context(app, request, scope), id: request.params.id }),
  }));

  route(app, endpoints.updateAdminCountryAction, async (request, _reply, scope) => ({
    data: await updateAdminCountryAction({
      ...context(app, request, scope),
      id: request.params.id,
      body: request.body,
    }),
  }));

  route(app, endpoints.listCountryActionParticipants, async (request, _reply, scope) => ({
    data: await findCountryActionParticipants({ ...context(app, request, scope), id: request.params.id }),
  }));

  route(app, endpoints.downloadCountryActionParticipants, async (request, reply, scope) => {
    const { action, participants } = await findCountryActionParticipants({
      ...context(app, request, scope),
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
