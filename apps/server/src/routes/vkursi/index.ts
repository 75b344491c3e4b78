import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getVkursiAccount, openVkursiAccount } from '../../domain/vkursi/register-vkursi-user';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** Vkursi (spec §7 `POST /vkursi/register-user`, issue 16 §5, decision 032). */
const vkursiRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.registerVkursiUser, async (request, _reply, scope) => {
    return {
      data: await openVkursiAccount({ db: app.db, scope, vkursi: app.companyData.vkursi, log: request.log }),
    };
  });

  route(app, endpoints.getVkursiAccount, async (request) => ({
    data: await getVkursiAccount(app.db, requireUser(request).user.id),
  }));
};

export default vkursiRoutes;
