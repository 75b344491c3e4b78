import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findNotifications } from '../../../domain/notifications/find-notifications';
import { markNotificationsRead } from '../../../domain/notifications/mark-notifications-read';
import { route } from '../../../lib/endpoint-route';
import { requireUser } from '../../../plugins/auth';

/** The portal's notifications of the signed-in user (spec §8 types; decision 014 §7). */
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listNotifications, async (request) => ({
    data: await findNotifications({
      db: app.db,
      userId: requireUser(request).user.id,
      locale: request.locale,
      unreadOnly: request.query.unread === '1',
      limit: request.query.limit,
    }),
  }));

  route(app, endpoints.markNotificationsRead, async (request) => ({
    data: await markNotificationsRead({
      db: app.db,
      userId: requireUser(request).user.id,
      ids: request.body.ids,
    }),
  }));
};

export default notificationsRoutes;
