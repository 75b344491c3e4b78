import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
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
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { sendFile } from '../../lib/send-file';
import { requireUser } from '../../plugins/auth';

/** The back office's context of a write: who, from where, in which language the answer names things. */
function writer(app: FastifyInstance, request: FastifyRequest) {
  return {
    db: app.db,
    scope: backOfficeScope(requireUser(request).user),
    ip: request.ip,
    locale: request.locale,
  };
}

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
  route(app, endpoints.createAdminPublishedAnalysis, async (request) => ({
    data: await createPublishedAnalysis({ ...writer(app, request), body: request.body }),
  }));
  route(app, endpoints.updateAdminPublishedAnalysis, async (request) => ({
    data: await updatePublishedAnalysis({
      ...writer(app, request),
      id: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.publishAdminPublishedAnalysis, async (request) => ({
    data: await setAnalysisPublished({ ...writer(app, request), id: request.params.id, published: true }),
  }));
  route(app, endpoints.unpublishAdminPublishedAnalysis, async (request) => ({
    data: await setAnalysisPublished({ ...writer(app, request), id: request.params.id, published: false }),
  }));
  route(app, endpoints.downloadAdminPublishedAnalysis, async (request, reply) => {
    const row = await findAdminAnalysisRow(app.db, request.params.id);
    return sendFile(reply, await readStoredFile(app.db, row.pdfId, 'country_analysis.no_pdf'));
  });
};

export default countryAnalysisAdminRoutes;
