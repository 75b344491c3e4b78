import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { changeCompanyVerification } from '../../domain/admin/change-company-verification';
import type { CompanyAction } from '../../domain/admin/company-verification-notice';
import { findCompanies } from '../../domain/admin/find-companies';
import { getAdminCompany } from '../../domain/admin/get-admin-company';
import { route, type EndpointHandler } from '../../lib/endpoint-route';

type CompanyActionEndpoint =
  | typeof endpoints.approveAdminCompany
  | typeof endpoints.denyAdminCompany
  | typeof endpoints.banAdminCompany
  | typeof endpoints.unbanAdminCompany;

/** Company verification (DOMAIN.md 'Company verification', decision 015). */
const companyRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCompanies, async (request, _reply, scope) => {
    return { data: await findCompanies({ db: app.db, scope, query: request.query }) };
  });

  route(app, endpoints.getAdminCompany, async (request, _reply, scope) => {
    return {
      data: await getAdminCompany({
        db: app.db,
        scope,
        userId: request.params.userId,
        locale: request.locale,
      }),
    };
  });

  /** Approve, deny, ban and unban differ only in the action (and the body: a reason or none). */
  const changeVerification =
    (action: CompanyAction): EndpointHandler<CompanyActionEndpoint> =>
    async (request, _reply, scope) => {
      const body: { reason?: string | undefined } | null | undefined = request.body;
      return {
        data: await changeCompanyVerification({
          db: app.db,
          jobs: app.jobs,
          publicUrl: app.config.publicUrl,
          scope,
          ip: request.ip,
          userId: request.params.userId,
          action,
          reason: body?.reason,
        }),
      };
    };

  route(app, endpoints.approveAdminCompany, changeVerification('approve'));
  route(app, endpoints.denyAdminCompany, changeVerification('deny'));
  route(app, endpoints.banAdminCompany, changeVerification('ban'));
  route(app, endpoints.unbanAdminCompany, changeVerification('unban'));
};

export default companyRoutes;
