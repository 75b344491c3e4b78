import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  createAdminCountryAction,
  findAdminCountryActions,
  findCountryActionParticipants,
  getAdminCountryAction,
  toParticipantsCsv,
  updateAdminCountryAction,
} from '../../domain/importing-countries/admin-country-actions';
import { callContext, route } from '../../lib/endpoint-route';

/** Country actions in the back office (issue 15 §3): written in both languages and audited; participants as a list and CSV. */
const countryActionAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCountryActions, async (request, _reply, scope) => ({
    data: await findAdminCountryActions({ ...callContext(app, request, scope), query: request.query }),
  }));

  route(app, endpoints.createAdminCountryAction, async (request, _reply, scope) => ({
    data: await createAdminCountryAction({ ...callContext(app, request, scope), body: request.body }),
  }));

  route(app, endpoints.getAdminCountryAction, async (request, _reply, scope) => ({
    data: await getAdminCountryAction({ ...callContext(app, request, scope), id: request.params.id }),
  }));

  route(app, endpoints.updateAdminCountryAction, async (request, _reply, scope) => ({
    data: await updateAdminCountryAction({
      ...callContext(app, request, scope),
      id: request.params.id,
      body: request.body,
    }),
  }));

  route(app, endpoints.listCountryActionParticipants, async (request, _reply, scope) => ({
    data: await findCountryActionParticipants({ ...callContext(app, request, scope), id: request.params.id }),
  }));

  route(app, endpoints.downloadCountryActionParticipants, async (request, reply, scope) => {
    const { action, participants } = await findCountryActionParticipants({
      ...callContext(app, request, scope),
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
