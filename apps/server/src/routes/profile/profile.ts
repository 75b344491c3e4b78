import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getProfile } from '../../domain/profile/get-profile';
import { resubmitCompanyVerification } from '../../domain/profile/resubmit-company-verification';
import { updateCompanyInfo } from '../../domain/profile/update-company-info';
import { updateMainInfo } from '../../domain/profile/update-main-info';
import { route, type EndpointRequest } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** The cabinet's company calls: each writes the companyInfo fields of its body only. */
const COMPANY_CALLS = [
  endpoints.updateProfileCompanyData,
  endpoints.updateProfileExpertData,
  endpoints.updateProfileDirectorData,
  endpoints.updateProfileVchasnoData,
] as const;

/** The personal cabinet (spec §3, §7): the profile and its changes; each change answers the profile. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getProfile, async (request) => ({
    data: {
      user: await getProfile({ db: app.db, userId: requireUser(request).user.id, locale: request.locale }),
    },
  }));

  route(app, endpoints.updateProfileMainData, async (request) => ({
    data: {
      user: await updateMainInfo({
        db: app.db,
        userId: requireUser(request).user.id,
        mainInfo: request.body,
      }),
    },
  }));

  route(app, endpoints.resubmitCompanyVerification, async (request) => ({
    data: {
      user: await resubmitCompanyVerification({
        db: app.db,
        jobs: app.jobs,
        publicUrl: app.config.publicUrl,
        supportEmail: app.config.SUPPORT_EMAIL,
        userId: requireUser(request).user.id,
        ip: request.ip,
      }),
    },
  }));

  const changeCompany = async (request: EndpointRequest<(typeof COMPANY_CALLS)[number]>) => ({
    data: {
      user: await updateCompanyInfo({
        db: app.db,
        userId: requireUser(request).user.id,
        changes: request.body,
      }),
    },
  });
  for (const entry of COMPANY_CALLS) route(app, entry, changeCompany);
};

export default profileRoutes;
