import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findAssistantRequests } from '../../domain/requests/assistant/find-assistant-requests';
import { getAssistantRequest } from '../../domain/requests/assistant/get-assistant-request';
import {
  createAssistantRequest,
  updateAssistantRequest,
} from '../../domain/requests/assistant/write-assistant-request';
import { exporterScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';
import { getWriteContext } from '../profile/requests/write-context';

/** Assistance (spec §7 'Assistant', issue 15 §3): the company's assistance requests. */
const assistantRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.createAssistantRequest, async (request) => ({
    data: await createAssistantRequest({
      ...(await getWriteContext(app, request)),
      body: request.body,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.updateAssistantRequest, async (request) => ({
    data: await updateAssistantRequest({
      ...(await getWriteContext(app, request)),
      id: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.listAssistantRequests, async (request) => {
    const scope = await exporterScope(app.db, requireUser(request).user);
    return {
      data: await findAssistantRequests({ db: app.db, scope, locale: request.locale, query: request.query }),
    };
  });
  route(app, endpoints.getAssistantRequest, async (request) => {
    const scope = await exporterScope(app.db, requireUser(request).user);
    return {
      data: await getAssistantRequest({ db: app.db, scope, id: request.params.id, locale: request.locale }),
    };
  });
};

export default assistantRoutes;
