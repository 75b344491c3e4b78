import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, type RequestKind } from '@portal/contract';
import { changeAdminRequestStatus } from '../../domain/admin/change-admin-request-status';
import { createSharedContact } from '../../domain/admin/create-shared-contact';
import { findRequestQueue } from '../../domain/admin/find-request-queue';
import { getAdminCheckList } from '../../domain/admin/get-admin-check-list';
import { getAdminSalesMarket } from '../../domain/admin/get-admin-sales-market';
import { readBackOfficeRequest } from '../../domain/admin/read-back-office-request';
import {
  attachCountryAnalysisResult,
  readCountryAnalysisResultPdf,
} from '../../domain/requests/country-analysis/country-analysis-result';
import {
  assistantKind,
  checkListKind,
  countryAnalysisKind,
  salesMarketKind,
} from '../../domain/requests/kinds';
import type { BackOfficeScope } from '../../domain/access/scope';
import { callContext, route, type CallContext } from '../../lib/endpoint-route';
import { sendFile } from '../../lib/send-file';

/** A manager's move (one door for every kind, decision 014), answered by the request's new state. */
async function moveThenRead<T>(
  app: FastifyInstance,
  request: FastifyRequest<{
    Params: { id: string };
    Body: Parameters<typeof changeAdminRequestStatus>[0]['body'];
  }>,
  scope: BackOfficeScope,
  kind: RequestKind,
  read: (options: CallContext<BackOfficeScope> & { id: string }) => Promise<T>,
): Promise<{ data: T }> {
  const context = callContext(app, request, scope);
  const { id } = request.params;
  await changeAdminRequestStatus({
    db: app.db,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    scope: context.scope,
    ip: request.ip,
    kind,
    id,
    body: request.body,
  });
  return { data: await read({ ...context, id }) };
}

/**
 * The managers' side of every request kind (decision 015, the seam of decision 026): for each,
 * its queue (`findRequestQueue`), its page and its moves; an export application also takes
 * shared contacts, a country-analysis request the finished analysis.
 */
const requestAdminRoutes: FastifyPluginAsync = async (app) => {
  // Export applications (DOMAIN.md 'Requests and their statuses').
  route(app, endpoints.listAdminSalesMarket, async (request, _reply, scope) => ({
    data: await findRequestQueue(salesMarketKind, {
      ...callContext(app, request, scope),
      query: request.query,
    }),
  }));
  route(app, endpoints.getAdminSalesMarket, async (request, _reply, scope) => ({
    data: await getAdminSalesMarket({ ...callContext(app, request, scope), id: request.params.id }),
  }));
  route(app, endpoints.changeAdminSalesMarketStatus, (request, _reply, scope) =>
    moveThenRead(app, request, scope, 'sales_market', getAdminSalesMarket),
  );
  route(app, endpoints.createAdminSharedContact, async (request, _reply, scope) => {
    const context = callContext(app, request, scope);
    const { id } = request.params;
    await createSharedContact({ db: app.db, scope: context.scope, ip: request.ip, id, body: request.body });
    return { data: await getAdminSalesMarket({ ...context, id }) };
  });

  // Market-analysis requests (the shorter status set).
  route(app, endpoints.listAdminCheckList, async (request, _reply, scope) => ({
    data: await findRequestQueue(checkListKind, {
      ...callContext(app, request, scope),
      query: request.query,
    }),
  }));
  route(app, endpoints.getAdminCheckList, async (request, _reply, scope) => ({
    data: await getAdminCheckList({ ...callContext(app, request, scope), id: request.params.id }),
  }));
  route(app, endpoints.changeAdminCheckListStatus, (request, _reply, scope) =>
    moveThenRead(app, request, scope, 'check_list', getAdminCheckList),
  );

  // Country-analysis requests (the shorter status set; issue 15 §1): the finished analysis is attached.
  const readCountryAnalysis = (options: CallContext<BackOfficeScope> & { id: string }) =>
    readBackOfficeRequest(countryAnalysisKind, options);
  route(app, endpoints.listAdminCountryAnalysis, async (request, _reply, scope) => ({
    data: await findRequestQueue(countryAnalysisKind, {
      ...callContext(app, request, scope),
      query: request.query,
    }),
  }));
  route(app, endpoints.getAdminCountryAnalysis, async (request, _reply, scope) => ({
    data: await readCountryAnalysis({ ...callContext(app, request, scope), id: request.params.id }),
  }));
  route(app, endpoints.changeAdminCountryAnalysisStatus, (request, _reply, scope) =>
    moveThenRead(app, request, scope, 'country_analysis', readCountryAnalysis),
  );
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
    return { data: await readCountryAnalysis({ ...context, id }) };
  });
  route(app, endpoints.downloadAdminCountryAnalysisResult, async (request, reply, scope) => {
    return sendFile(reply, await readCountryAnalysisResultPdf({ db: app.db, scope, id: request.params.id }));
  });

  // Assistance requests (the shorter status set; issue 15 §3): the managers answer with the moves' comments.
  const readAssistant = (options: CallContext<BackOfficeScope> & { id: string }) =>
    readBackOfficeRequest(assistantKind, options);
  route(app, endpoints.listAdminAssistant, async (request, _reply, scope) => ({
    data: await findRequestQueue(assistantKind, {
      ...callContext(app, request, scope),
      query: request.query,
    }),
  }));
  route(app, endpoints.getAdminAssistant, async (request, _reply, scope) => ({
    data: await readAssistant({ ...callContext(app, request, scope), id: request.params.id }),
  }));
  route(app, endpoints.changeAdminAssistantStatus, (request, _reply, scope) =>
    moveThenRead(app, request, scope, 'assistant', readAssistant),
  );
};

export default requestAdminRoutes;
