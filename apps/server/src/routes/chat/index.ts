import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { readAttachment } from '../../domain/chat/attachments';
import {
  companyTyping,
  countUnread,
  getCompanyChat,
  readCompanyChat,
  sendCompanyMessage,
} from '../../domain/chat/company-chat';
import { parseLastEventId } from '../../domain/chat/live/chat-hub';
import { isBackOfficeScope, companyOfScope } from '../../domain/access/scope';
import { listOwnSupportMessages } from '../../domain/support/support-messages';
import { documentUploadRoute } from '../../lib/document-upload-route';
import { route } from '../../lib/endpoint-route';
import { hijackWithHeaders } from '../../plugins/security-headers';
import { sendFile } from '../../lib/send-file';

/** The chat of the exporter's company with the office, its live stream and attachments (issue 29). */
const chatRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getChat, async (request, _reply, scope) => ({
    data: await getCompanyChat({ db: app.db, scope, query: request.query }),
  }));

  route(app, endpoints.sendChatMessage, async (request, _reply, scope) => ({
    data: await sendCompanyMessage({ db: app.db, hub: app.chatHub, scope, body: request.body }),
  }));

  route(app, endpoints.readChat, async (request, _reply, scope) => ({
    data: await readCompanyChat({ db: app.db, hub: app.chatHub, scope, through: request.body.through }),
  }));

  route(app, endpoints.sendChatTyping, async (_request, _reply, scope) => {
    await companyTyping({ db: app.db, hub: app.chatHub, scope });
    return { data: { done: true as const } };
  });

  route(app, endpoints.getChatUnread, async (_request, _reply, scope) => ({
    data: { unread: await countUnread(app.db, scope) },
  }));

  route(app, endpoints.streamChatEvents, async (request, reply, scope) => {
    const viewer = isBackOfficeScope(scope)
      ? { userId: scope.user.id, side: 'office' as const, companyId: null }
      : { userId: scope.user.id, side: 'company' as const, companyId: companyOfScope(scope) };
    const after = parseLastEventId(request.headers['last-event-id']) ?? request.query.after ?? null;
    hijackWithHeaders(reply);
    await app.chatHub.open(request.raw, reply.raw, viewer, after);
    return reply;
  });

  route(app, endpoints.downloadAttachment, async (request, reply, scope) => {
    const file = await readAttachment(app.db, scope, request.params.id);
    // An attachment never runs in the portal's origin, whatever it holds (decision 051 §6).
    reply.header('content-security-policy', "sandbox; default-src 'none'");
    return sendFile(reply, file);
  });

  route(app, endpoints.listSupportMessages, async (request) => {
    const user = request.auth!.user;
    return { data: await listOwnSupportMessages(app.db, user.id, request.query) };
  });

  await app.register(async (uploads) => documentUploadRoute(uploads, endpoints.uploadAttachment));
};

export default chatRoutes;
