import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  createAdminProPartner,
  findAdminProPartnerRequests,
  findAdminProPartners,
  getAdminProPartner,
  setProPartnerPublished,
  updateAdminProPartner,
} from '../../domain/pro-partners/admin-pro-partners';
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

/** The back office's professional partners (issue 16 §6): written in both languages, audited, live at once. */
const proPartnerAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminProPartners, async (request) => ({
    data: await findAdminProPartners({ ...context(app, request), query: request.query }),
  }));

  route(app, endpoints.createAdminProPartner, async (request) => ({
    data: await createAdminProPartner({ ...context(app, request), body: request.body }),
  }));

  route(app, endpoints.getAdminProPartner, async (request) => ({
    data: await getAdminProPartner({ ...context(app, request), id: request.params.id }),
  }));

  route(app, endpoints.updateAdminProPartner, async (request) => ({
    data: await updateAdminProPartner({
      ...context(app, request),
      id: request.params.id,
      body: request.body,
    }),
  }));

  route(app, endpoints.publishAdminProPartner, async (request) => ({
    data: await setProPartnerPublished({ ...context(app, request), id: request.params.id, published: true }),
  }));

  route(app, endpoints.unpublishAdminProPartner, async (request) => ({
    data: await setProPartnerPublished({ ...context(app, request), id: request.params.id, published: false }),
  }));

  route(app, endpoints.listAdminProPartnerRequests, async (request) => ({
    data: await findAdminProPartnerRequests({
      ...context(app, request),
      id: request.params.id,
      query: request.query,
    }),
  }));
};

export default proPartnerAdminRoutes;
