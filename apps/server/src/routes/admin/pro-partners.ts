import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  createAdminProPartner,
  findAdminProPartnerRequests,
  findAdminProPartners,
  getAdminProPartner,
  setProPartnerPublished,
  updateAdminProPartner,
} from '../../domain/pro-partners/admin-pro-partners';
import { callContext, route } from '../../lib/endpoint-route';

/** The back office's professional partners (issue 16 §6): written in both languages, audited, live at once. */
const proPartnerAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminProPartners, async (request, _reply, scope) => ({
    data: await findAdminProPartners({ ...callContext(app, request, scope), query: request.query }),
  }));

  route(app, endpoints.createAdminProPartner, async (request, _reply, scope) => ({
    data: await createAdminProPartner({ ...callContext(app, request, scope), body: request.body }),
  }));

  route(app, endpoints.getAdminProPartner, async (request, _reply, scope) => ({
    data: await getAdminProPartner({ ...callContext(app, request, scope), id: request.params.id }),
  }));

  route(app, endpoints.updateAdminProPartner, async (request, _reply, scope) => ({
    data: await updateAdminProPartner({
      ...callContext(app, request, scope),
      id: request.params.id,
      body: request.body,
    }),
  }));

  route(app, endpoints.publishAdminProPartner, async (request, _reply, scope) => ({
    data: await setProPartnerPublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: true,
    }),
  }));

  route(app, endpoints.unpublishAdminProPartner, async (request, _reply, scope) => ({
    data: await setProPartnerPublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: false,
    }),
  }));

  route(app, endpoints.listAdminProPartnerRequests, async (request, _reply, scope) => ({
    data: await findAdminProPartnerRequests({
      ...callContext(app, request, scope),
      id: request.params.id,
      query: request.query,
    }),
  }));
};

export default proPartnerAdminRoutes;
