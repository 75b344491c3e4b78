import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationsQuerySchema,
  NotificationsReadBodySchema,
  NotificationsReadResponseSchema,
  NotificationsResponseSchema,
} from '@portal/contract';
import { findNotifications } from '../../../domain/notifications/find-notifications';
import { markNotificationsRead } from '../../../domain/notifications/mark-notifications-read';
import { requireUser, SESSION_SECURITY } from '../../../plugins/auth';

const tags = ['notifications'];
const security = SESSION_SECURITY;

/** The portal's notifications of the signed-in user (spec §8 types; decision 014 §7). */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first, with the unread count",
        description:
          'Title and text in the language of X-Localization. `unread=1`: only the unread ones; `limit` 1–100 (20).',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResponseSchema },
      },
    },
    async (request) => ({
      data: await findNotifications({
        db: app.db,
        userId: requireUser(request).user.id,
        locale: request.locale,
        unreadOnly: request.query.unread === '1',
        limit: request.query.limit,
      }),
    }),
  );

  app.post(
    '/profile/notifications/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark notifications as read (the given ids, or all)',
        description: "Ids of other users' notifications change nothing. Answers the unread count.",
        body: NotificationsReadBodySchema,
        response: { 200: NotificationsReadResponseSchema },
      },
    },
    async (request) => ({
      data: await markNotificationsRead({
        db: app.db,
        userId: requireUser(request).user.id,
        ids: request.body.ids,
      }),
    }),
  );
};

export default notificationsRoutes;
