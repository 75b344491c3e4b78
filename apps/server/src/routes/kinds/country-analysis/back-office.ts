import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { readBackOfficeRequest } from '../../../domain/admin/read-back-office-request';
import { countryAnalysisKind } from '../../../domain/requests/kinds';
import {
  attachCountryAnalysisResult,
  readCountryAnalysisResultPdf,
} from '../../../domain/requests/country-analysis/country-analysis-result';
import { callContext, route } from '../../../lib/endpoint-route';
import { sendFile } from '../../../lib/send-file';

/** What only country-analysis requests have in the back office: the finished analysis (issue 15 §1). */
const countryAnalysisBackOfficeRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.attachAdminCountryAnalysisResult, async (request, _reply, scope) => {
    const context = callContext(app, request, scope);
    const { id } = request.params;
    await attachCountryAnalysisResult({
      db: app.db,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
      scope: context.scope,
      ip: request.ip,
      id,
      body: request.body,
    });
    return { data: await readBackOfficeRequest(countryAnalysisKind, { ...context, id }) };
  });
  route(app, endpoints.downloadAdminCountryAnalysisResult, async (request, reply, scope) => {
    return sendFile(reply, await readCountryAnalysisResultPdf({ db: app.db, scope, id: request.params.id }));
  });
};

export default countryAnalysisBackOfficeRoutes;
