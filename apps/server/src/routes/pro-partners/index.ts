import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findProPartners, getProPartner } from '../../domain/pro-partners/find-pro-partners';
import {
  findProPartnerRequests,
  sendProPartnerEmail,
} from '../../domain/pro-partners/send-pro-partner-email';
import { exporterScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** Professional partners (spec §7 'Professional partners', issue 16 §4, decision 031): approved companies only. */
const proPartnerRoutes: FastifyPluginAsync = async (app) => {
  const approvedScope = (request: Parameters<typeof requireUser>[0]) =>
    exporterScope(app.db, requireUser(request).user, { filing: true });

  route(app, endpoints.listProPartners, async (request) => {
    await approvedScope(request);
    return { data: await findProPartners({ db: app.db, locale: request.locale, query: request.query }) };
  });

  route(app, endpoints.getProPartner, async (request) => ({
    data: await getProPartner({
      db: app.db,
      scope: await approvedScope(request),
      idOrSlug: request.params.idOrSlug,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.sendProPartnerEmail, async (request) => ({
    data: await sendProPartnerEmail({
      db: app.db,
      scope: await approvedScope(request),
      partnerId: request.params.id,
      publicUrl: app.config.publicUrl,
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listProPartnerRequests, async (request) => ({
    data: await findProPartnerRequests({
      db: app.db,
      scope: await approvedScope(request),
      locale: request.locale,
      query: request.query,
    }),
  }));
};

export default proPartnerRoutes;
