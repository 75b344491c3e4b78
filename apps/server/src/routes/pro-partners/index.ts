import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findProPartners, getProPartner } from '../../domain/pro-partners/find-pro-partners';
import {
  findProPartnerRequests,
  sendProPartnerEmail,
} from '../../domain/pro-partners/send-pro-partner-email';
import { route } from '../../lib/endpoint-route';

/** Professional partners (spec §7 'Professional partners', issue 16 §4, decision 031): approved companies only. */
const proPartnerRoutes: FastifyPluginAsync = async (app) => {
  // Every call is for approved companies only: the entries' scope is `filing` (decision 043), so
  // the registration refuses any other caller before the handler runs.
  route(app, endpoints.listProPartners, async (request) => ({
    data: await findProPartners({ db: app.db, locale: request.locale, query: request.query }),
  }));

  route(app, endpoints.getProPartner, async (request, _reply, scope) => ({
    data: await getProPartner({
      db: app.db,
      scope,
      idOrSlug: request.params.idOrSlug,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.sendProPartnerEmail, async (request, _reply, scope) => ({
    data: await sendProPartnerEmail({
      db: app.db,
      scope,
      partnerId: request.params.id,
      publicUrl: app.config.publicUrl,
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listProPartnerRequests, async (request, _reply, scope) => ({
    data: await findProPartnerRequests({
      db: app.db,
      scope,
      locale: request.locale,
      query: request.query,
    }),
  }));
};

export default proPartnerRoutes;
