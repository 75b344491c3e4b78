import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  adminTyping,
  assignAdminChat,
  getAdminChat,
  listAdminChats,
  listStaff,
  readAdminChat,
  sendAdminMessage,
} from '../../domain/chat/admin-inbox';
import {
  createCannedAnswer,
  deleteCannedAnswer,
  listCannedAnswers,
  updateCannedAnswer,
} from '../../domain/chat/canned-answers';
import {
  answerSupportMessage,
  getAdminSupportMessage,
  listAdminSupportMessages,
} from '../../domain/support/support-messages';
import { route } from '../../lib/endpoint-route';

/** The back office's inbox, canned answers and support messages (issue 29 §3, §4). */
const chatAdminRoutes: FastifyPluginAsync = async (app) => {
  const context = <S>(scope: S) => ({ db: app.db, hub: app.chatHub, scope });

  route(app, endpoints.listAdminChats, async (request, _reply, scope) => ({
    data: await listAdminChats({ db: app.db, scope, query: request.query }),
  }));

  route(app, endpoints.getAdminChat, async (request, _reply, scope) => ({
    data: await getAdminChat({
      db: app.db,
      scope,
      id: request.params.id,
      query: request.query,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.sendAdminChatMessage, async (request, _reply, scope) => ({
    data: await sendAdminMessage({ ...context(scope), id: request.params.id, body: request.body }),
  }));

  route(app, endpoints.readAdminChat, async (request, _reply, scope) => ({
    data: await readAdminChat({ ...context(scope), id: request.params.id, through: request.body.through }),
  }));

  route(app, endpoints.sendAdminChatTyping, async (request, _reply, scope) => {
    await adminTyping({ ...context(scope), id: request.params.id });
    return { data: { done: true as const } };
  });

  route(app, endpoints.assignAdminChat, async (request, _reply, scope) => ({
    data: await assignAdminChat({
      ...context(scope),
      id: request.params.id,
      userId: request.body.user_id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listStaff, async (_request, _reply, scope) => ({
    data: { items: await listStaff(app.db, scope) },
  }));

  route(app, endpoints.listCannedAnswers, async (_request, _reply, scope) => ({
    data: { items: await listCannedAnswers(app.db, scope) },
  }));

  route(app, endpoints.createCannedAnswer, async (request, _reply, scope) => ({
    data: await createCannedAnswer(app.db, scope, request.body),
  }));

  route(app, endpoints.updateCannedAnswer, async (request, _reply, scope) => ({
    data: await updateCannedAnswer(app.db, scope, request.params.id, request.body),
  }));

  route(app, endpoints.deleteCannedAnswer, async (request, _reply, scope) => {
    await deleteCannedAnswer(app.db, scope, request.params.id);
    return { data: { done: true as const } };
  });

  route(app, endpoints.listAdminSupportMessages, async (request, _reply, scope) => ({
    data: await listAdminSupportMessages(app.db, scope, request.query),
  }));

  route(app, endpoints.getAdminSupportMessage, async (request, _reply, scope) => ({
    data: await getAdminSupportMessage(app.db, scope, request.params.id),
  }));

  route(app, endpoints.answerSupportMessage, async (request, _reply, scope) => ({
    data: await answerSupportMessage({
      db: app.db,
      scope,
      id: request.params.id,
      text: request.body.text,
      publicUrl: app.config.publicUrl,
    }),
  }));
};

export default chatAdminRoutes;
