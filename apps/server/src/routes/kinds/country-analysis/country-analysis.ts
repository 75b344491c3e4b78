import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { readCountryAnalysisResultPdf } from '../../../domain/requests/country-analysis/country-analysis-result';
import { findCountryAnalysisRequests } from '../../../domain/requests/country-analysis/find-country-analysis-requests';
import { getCountryAnalysisRequest } from '../../../domain/requests/country-analysis/get-country-analysis-request';
import {
  createCountryAnalysisRequest,
  deleteCountryAnalysisRequest,
  updateCountryAnalysisRequest,
} from '../../../domain/requests/country-analysis/write-country-analysis-request';
import { route } from '../../../lib/endpoint-route';
import { sendFile } from '../../../lib/send-file';
import { writeContext } from '../../profile/requests/write-context';

/** The exporter's country-analysis requests (spec §7 `/country-analyses/manage/*`, issue 15 §1). */
const countryAnalysisRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.createCountryAnalysisRequest, async (request, _reply, scope) => ({
    data: await createCountryAnalysisRequest({
      ...writeContext(app, request, scope),
      body: request.body,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.updateCountryAnalysisRequest, async (request, _reply, scope) => ({
    data: await updateCountryAnalysisRequest({
      ...writeContext(app, request, scope),
      id: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.listCountryAnalysisRequests, async (request, _reply, scope) => {
    return {
      data: await findCountryAnalysisRequests({
        db: app.db,
        scope,
        locale: request.locale,
        query: request.query,
      }),
    };
  });
  route(app, endpoints.getCountryAnalysisRequest, async (request, _reply, scope) => {
    return {
      data: await getCountryAnalysisRequest({
        db: app.db,
        scope,
        id: request.params.id,
        locale: request.locale,
      }),
    };
  });
  route(app, endpoints.deleteCountryAnalysisRequest, async (request, _reply, scope) => {
    await deleteCountryAnalysisRequest({ db: app.db, scope, id: request.params.id });
    return { data: { deleted: true as const } };
  });
  route(app, endpoints.downloadCountryAnalysisResult, async (request, reply, scope) => {
    return sendFile(reply, await readCountryAnalysisResultPdf({ db: app.db, scope, id: request.params.id }));
  });
};

export default countryAnalysisRoutes;
