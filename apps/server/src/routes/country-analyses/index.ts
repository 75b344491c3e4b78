import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, isBackOfficeRole } from '@portal/contract';
import {
  findPublishedAnalyses,
  getPublishedAnalysis,
  readPublishedAnalysisPdf,
} from '../../domain/country-analyses/published-analyses';
import { readCountryAnalysisResultPdf } from '../../domain/requests/country-analysis/country-analysis-result';
import { findCountryAnalysisRequests } from '../../domain/requests/country-analysis/find-country-analysis-requests';
import { getCountryAnalysisRequest } from '../../domain/requests/country-analysis/get-country-analysis-request';
import {
  createCountryAnalysisRequest,
  deleteCountryAnalysisRequest,
  updateCountryAnalysisRequest,
} from '../../domain/requests/country-analysis/write-country-analysis-request';
import { backOfficeScope, exporterScope, type RequestScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { sendFile } from '../../lib/send-file';
import { requireUser } from '../../plugins/auth';
import { getWriteContext } from '../profile/requests/write-context';

/** Whose published analyses a caller reads: the back office's, or an exporter's company (for the gate). */
async function readerScope(app: FastifyInstance, request: FastifyRequest): Promise<RequestScope> {
  const { user } = requireUser(request);
  return isBackOfficeRole(user.role) ? backOfficeScope(user) : exporterScope(app.db, user);
}

/** Country analyses (spec §7 'Country analyses', issue 15 §1–2): the exporter's requests and the published ones. */
const countryAnalysisRoutes: FastifyPluginAsync = async (app) => {
  // The exporter's requests (`/country-analyses/manage/*`).
  route(app, endpoints.createCountryAnalysisRequest, async (request) => ({
    data: await createCountryAnalysisRequest({
      ...(await getWriteContext(app, request)),
      body: request.body,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.updateCountryAnalysisRequest, async (request) => ({
    data: await updateCountryAnalysisRequest({
      ...(await getWriteContext(app, request)),
      id: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.listCountryAnalysisRequests, async (request) => {
    const scope = await exporterScope(app.db, requireUser(request).user);
    return {
      data: await findCountryAnalysisRequests({
        db: app.db,
        scope,
        locale: request.locale,
        query: request.query,
      }),
    };
  });
  route(app, endpoints.getCountryAnalysisRequest, async (request) => {
    const scope = await exporterScope(app.db, requireUser(request).user);
    return {
      data: await getCountryAnalysisRequest({
        db: app.db,
        scope,
        id: request.params.id,
        locale: request.locale,
      }),
    };
  });
  route(app, endpoints.deleteCountryAnalysisRequest, async (request) => {
    const scope = await exporterScope(app.db, requireUser(request).user, { filing: true });
    await deleteCountryAnalysisRequest({ db: app.db, scope, id: request.params.id });
    return { data: { deleted: true as const } };
  });
  route(app, endpoints.downloadCountryAnalysisResult, async (request, reply) => {
    const scope = await exporterScope(app.db, requireUser(request).user);
    return sendFile(reply, await readCountryAnalysisResultPdf({ db: app.db, scope, id: request.params.id }));
  });

  // The published analyses (`/country-analyses`): the list for everyone signed in, the rest for subscribers.
  route(app, endpoints.listPublishedAnalyses, async (request) => ({
    data: await findPublishedAnalyses({ db: app.db, locale: request.locale, query: request.query }),
  }));
  route(app, endpoints.getPublishedAnalysis, async (request) => ({
    data: await getPublishedAnalysis({
      db: app.db,
      scope: await readerScope(app, request),
      id: request.params.id,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.downloadPublishedAnalysis, async (request, reply) =>
    sendFile(
      reply,
      await readPublishedAnalysisPdf({
        db: app.db,
        scope: await readerScope(app, request),
        id: request.params.id,
      }),
    ),
  );
};

export default countryAnalysisRoutes;
