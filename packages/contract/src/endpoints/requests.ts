import {
  AllApplicationsQuerySchema,
  AllApplicationsResponseSchema,
  ApplicationsInfoResponseSchema,
  NotificationsQuerySchema,
  NotificationsReadBodySchema,
  NotificationsReadResponseSchema,
  NotificationsResponseSchema,
} from '../api/requests';
import { endpoint } from '../endpoint';

/**
 * The calls over every request kind (spec §7): the lists of all of a company's applications and
 * the portal notifications; each kind's own calls live in its folder (`kinds/<kind>/`, decision
 * 044). Every call reads the caller's company: a user without one (a manager)
 * and another company's record answer 404.
 */

// ─── Both request kinds together (spec §7) ───────────────────────────────────────────────

const applicationsTags = ['applications'] as const;

export const getApplicationsInfo = endpoint({
  operationId: 'getApplicationsInfo',
  method: 'GET',
  path: '/profile/get-applications-info',
  access: 'session',
  scope: 'company',
  errors: [404],
  tags: applicationsTags,
  summary: "The company's export applications and market-analysis requests counted by status",
  response: ApplicationsInfoResponseSchema,
});

export const listAllApplications = endpoint({
  operationId: 'listAllApplications',
  method: 'GET',
  path: '/profile/get-all-applications',
  access: 'session',
  scope: 'company',
  errors: [404],
  tags: applicationsTags,
  summary: "All the company's requests of both kinds, the latest status change first",
  description:
    'The filters of the lists (`status`, `date_from`, `date_to`, `search`, `hs`) and `kind` ' +
    '(a request kind). Paged by `page` and `per_page`.',
  query: AllApplicationsQuerySchema,
  response: AllApplicationsResponseSchema,
});

// ─── Notifications (spec §8 types; decision 014 §7) ──────────────────────────────────────

const notificationsTags = ['notifications'] as const;

export const listNotifications = endpoint({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/profile/notifications',
  access: 'session',
  tags: notificationsTags,
  summary: "The caller's notifications, newest first, with the unread count",
  description:
    'Title and text in the language of X-Localization. `unread=1`: only the unread ones; `limit` 1–100 (20).',
  query: NotificationsQuerySchema,
  response: NotificationsResponseSchema,
});

/** The notifications are named by the body (`ids`); other users' ids change nothing (200). */
export const markNotificationsRead = endpoint({
  operationId: 'markNotificationsRead',
  method: 'POST',
  path: '/profile/notifications/read',
  access: 'session',
  record: 'notification',
  recordAt: 'body.ids',
  tags: notificationsTags,
  summary: 'Mark notifications as read (the given ids, or all)',
  description: "Ids of other users' notifications change nothing. Answers the unread count.",
  body: NotificationsReadBodySchema,
  example: {},
  response: NotificationsReadResponseSchema,
});
