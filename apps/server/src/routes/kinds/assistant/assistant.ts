import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findAssistantRequests } from '../../../domain/requests/assistant/find-assistant-requests';
import { getAssistantRequest } from '../../../domain/requests/assistant/get-assistant-request';
import {
  createAssistantRequest,
  updateAssistantRequest,
} from '../../../domain/requests/assistant/write-assistant-request';
import { route } from '../../../lib/endpoint-route';
import { writeContext } from '../../profile/requests/write-context';

/** Assistance (spec §7 'Assistant', issue 15 §3): the company's assistance requests. */
const assistantRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.createAssistantRequest, async (request, _reply, scope) => ({
    data: await createAssistantRequest({
      ...writeContext(app, request, scope),
      body: request.body,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.updateAssistantRequest, async (request, _reply, scope) => ({
    data: await updateAssistantRequest({
      ...writeContext(app, request, scope),
      id: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));
  route(app, endpoints.listAssistantRequests, async (request, _reply, scope) => {
    return {
      data: await findAssistantRequests({ db: app.db, scope, locale: request.locale, query: request.query }),
    };
  });
  route(app, endpoints.getAssistantRequest, async (request, _reply, scope) => {
    return {
      data: await getAssistantRequest({ db: app.db, scope, id: request.params.id, locale: request.locale }),
    };
  });
};

export default assistantRoutes;
