import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
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
import { route } from '../../lib/endpoint-route';
import { sendFile } from '../../lib/send-file';
import { writeContext } from '../profile/requests/write-context';

/** Country analyses (spec §7 'Country analyses', issue 15 §1–2): the exporter's requests and the published ones. */
const countryAnalysisRoutes: FastifyPluginAsync = async (app) => {
  // The exporter's requests (`/country-analyses/manage/*`).
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

  // The published analyses (`/country-analyses`): the list for everyone signed in, the rest for subscribers.
  route(app, endpoints.listPublishedAnalyses, async (request) => ({
    data: await findPublishedAnalyses({ db: app.db, locale: request.locale, query: request.query }),
  }));
  route(app, endpoints.getPublishedAnalysis, async (request, _reply, scope) => ({
    data: await getPublishedAnalysis({
      db: app.db,
      scope,
      id: request.params.id,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.downloadPublishedAnalysis, async (request, reply, scope) =>
    sendFile(
      reply,
      await readPublishedAnalysisPdf({
        db: app.db,
        scope,
        id: request.params.id,
      }),
    ),
  );
};

export default countryAnalysisRoutes;
