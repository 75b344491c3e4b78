import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  findPublishedAnalyses,
  getPublishedAnalysis,
  readPublishedAnalysisPdf,
} from '../../domain/country-analyses/published-analyses';
import { route } from '../../lib/endpoint-route';
import { sendFile } from '../../lib/send-file';

/** The published country analyses (spec §7 'Country analyses', issue 15 §2); the requests for one are a request kind (routes/kinds). */
const publishedAnalysisRoutes: FastifyPluginAsync = async (app) => {
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

export default publishedAnalysisRoutes;
