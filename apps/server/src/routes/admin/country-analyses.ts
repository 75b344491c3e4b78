import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { readStoredFile } from '../../domain/files/stored-file';
import {
  findAdminAnalyses,
  findAdminAnalysisRow,
  presentAdminAnalysis,
} from '../../domain/country-analyses/published-analyses';
import {
  createPublishedAnalysis,
  setAnalysisPublished,
  updatePublishedAnalysis,
} from '../../domain/country-analyses/write-published-analysis';
import { callContext, route } from '../../lib/endpoint-route';
import { sendFile } from '../../lib/send-file';

/** The published country analyses in the back office (issue 15 §2): written in both languages, audited. */
const countryAnalysisAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminPublishedAnalyses, async (request) => ({
    data: await findAdminAnalyses({ db: app.db, locale: request.locale, query: request.query }),
  }));
  route(app, endpoints.getAdminPublishedAnalysis, async (request) => ({
    data: await presentAdminAnalysis(
      app.db,
      await findAdminAnalysisRow(app.db, request.params.id),
      request.locale,
    ),
  }));
  route(app, endpoints.createAdminPublishedAnalysis, async (request, _reply, scope) => ({
    data: await createPublishedAnalysis({ ...callContext(app, request, scope), body: request.body }),
  }));
  route(app, endpoints.updateAdminPublishedAnalysis, async (request, _reply, scope) => ({
    data: await updatePublishedAnalysis({
      ...callContext(app, request, scope),
      id: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.publishAdminPublishedAnalysis, async (request, _reply, scope) => ({
    data: await setAnalysisPublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: true,
    }),
  }));
  route(app, endpoints.unpublishAdminPublishedAnalysis, async (request, _reply, scope) => ({
    data: await setAnalysisPublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: false,
    }),
  }));
  route(app, endpoints.downloadAdminPublishedAnalysis, async (request, reply) => {
    const row = await findAdminAnalysisRow(app.db, request.params.id);
    return sendFile(reply, await readStoredFile(app.db, row.pdfId, 'country_analysis.no_pdf'));
  });
};

export default countryAnalysisAdminRoutes;
