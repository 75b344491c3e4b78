import { z } from 'zod';
import {
  AllApplicationsQuerySchema,
  AllApplicationsResponseSchema,
  ApplicationsInfoResponseSchema,
  CheckListBodySchema,
  CheckListChangesQuerySchema,
  CheckListListQuerySchema,
  CheckListListResponseSchema,
  CheckListRequestResponseSchema,
  DeletedResponseSchema,
  EmptyBodySchema,
  ExporterRatingBodySchema,
  NotificationsQuerySchema,
  NotificationsReadBodySchema,
  NotificationsReadResponseSchema,
  NotificationsResponseSchema,
  OptionsResponseSchema,
  ProgressBarQuestionsQuerySchema,
  ProgressBarQuestionsResponseSchema,
  RequestIdParamsSchema,
  SalesMarketApplicationResponseSchema,
  SalesMarketChangesQuerySchema,
  SalesMarketListQuerySchema,
  SalesMarketListResponseSchema,
  SalesMarketPersonalBodySchema,
  SalesMarketProductBodySchema,
  SharedContactsResponseSchema,
  StatusChangesResponseSchema,
} from '../api/requests';
import { endpoint } from '../endpoint';
import { CHECK_LIST_EXAMPLE, PERSONAL_STEP_EXAMPLE, PRODUCT_STEP_EXAMPLE, RATING_EXAMPLE } from './examples';

/**
 * The exporter's requests of issue 5 (spec §7): export applications (`/profile/sales-market/*`),
 * market-analysis requests (`/profile/check-list/*`), the lists of all applications and the
 * portal notifications. Every call reads the caller's company: a user without one (a manager)
 * and another company's record answer 404.
 */

const FILING =
  'Needs an approved company (403 `request.not_approved` otherwise; spec §2 guard, decision 014 §4).';

// ─── Export applications (spec §7 `/profile/sales-market/*`, decision 014) ───────────────

const salesMarketTags = ['sales-market'] as const;
const APPLICATION_OWNERSHIP =
  "Another company's application (or a malformed id: 422) answers 404 with no data.";

export const listSalesMarketApplications = endpoint({
  operationId: 'listSalesMarketApplications',
  method: 'GET',
  path: '/profile/sales-market',
  access: 'session',
  scope: 'company',
  errors: [404],
  tags: salesMarketTags,
  summary: "The company's export applications, newest first",
  description:
    'Filters: `status`; `date_from`/`date_to` (creation day, UTC, inclusive); `search` (every word in ' +
    'the Ukrainian or English product name, or the number); `hs` (section in Roman numerals, group, or ' +
    'product item prefix). Paged by `page` and `per_page`.',
  query: SalesMarketListQuerySchema,
  response: SalesMarketListResponseSchema,
});

export const getSalesMarketApplication = endpoint({
  operationId: 'getSalesMarketApplication',
  method: 'GET',
  path: '/profile/sales-market/manage/{id}',
  access: 'session',
  scope: 'company',
  record: 'sales_market',
  tags: salesMarketTags,
  summary: 'One export application with everything it holds and what the exporter may do with it',
  description: APPLICATION_OWNERSHIP,
  params: RequestIdParamsSchema,
  response: SalesMarketApplicationResponseSchema,
});

export const createSalesMarketApplication = endpoint({
  operationId: 'createSalesMarketApplication',
  method: 'POST',
  path: '/profile/sales-market/manage',
  access: 'session',
  scope: 'filing',
  status: 201,
  tags: salesMarketTags,
  summary: 'Personal step: create an export application (status created)',
  description: `The contact person of the application. ${FILING} Answers 201 with the application.`,
  body: SalesMarketPersonalBodySchema,
  example: PERSONAL_STEP_EXAMPLE,
  response: SalesMarketApplicationResponseSchema,
});

export const updateSalesMarketApplication = endpoint({
  operationId: 'updateSalesMarketApplication',
  method: 'POST',
  path: '/profile/sales-market/manage/{id}',
  access: 'session',
  scope: 'filing',
  record: 'sales_market',
  errors: [409],
  tags: salesMarketTags,
  summary: 'Product step: save the product and, by default, submit the application',
  description:
    'Only while `created` or `in_finalization` (409 `request.not_editable`). `submit` (default true) ' +
    'needs every product field (422 `validation.required` on each missing one) and moves `created` or ' +
    '`in_finalization` to `accepted` in the same transaction, e-mailing the exporter. `submit: false` only ' +
    'saves, and takes any of the fields (the form saves one page at a time): those given are checked as ' +
    'for a submit and stored, the others stay as they are; the classification levels, the price with ' +
    'its currency and the minimum order with its unit come together or not at all, and `null` for the ' +
    'minimum order and its unit clears them. `permissions.can_submit` becomes true once the stored ' +
    'application holds every product field. The classification codes must exist and nest, target ' +
    'countries must be importing countries, services and question ids must exist, the price may have no ' +
    `more decimals than its currency (422 on the field). ${FILING} ${APPLICATION_OWNERSHIP}`,
  params: RequestIdParamsSchema,
  body: SalesMarketProductBodySchema,
  example: PRODUCT_STEP_EXAMPLE,
  response: SalesMarketApplicationResponseSchema,
});

export const deleteSalesMarketApplication = endpoint({
  operationId: 'deleteSalesMarketApplication',
  method: 'DELETE',
  path: '/profile/sales-market/manage/{id}',
  access: 'session',
  scope: 'filing',
  record: 'sales_market',
  errors: [409],
  tags: salesMarketTags,
  summary: 'Delete a draft export application',
  description: `Only in \`created\` (409 \`request.not_deletable\`). ${FILING} ${APPLICATION_OWNERSHIP}`,
  params: RequestIdParamsSchema,
  response: DeletedResponseSchema,
});

export const listProgressBarQuestions = endpoint({
  operationId: 'listProgressBarQuestions',
  method: 'GET',
  path: '/profile/sales-market/get-progress-bar-questions',
  access: 'session',
  tags: salesMarketTags,
  summary: 'The progress-bar questions of a request kind, in order',
  description:
    '`type=sales_market`: the export-readiness questions of an export application; `type=check_list`: ' +
    'the questions of a market-analysis request. Answers are keyed by `id`.',
  query: ProgressBarQuestionsQuerySchema,
  response: ProgressBarQuestionsResponseSchema,
});

export const rateSalesMarketApplication = endpoint({
  operationId: 'rateSalesMarketApplication',
  method: 'POST',
  path: '/profile/sales-market/store/exporter-ratings/{id}',
  access: 'session',
  scope: 'company',
  record: 'sales_market',
  errors: [409],
  tags: salesMarketTags,
  summary: "Rate the office's work on a closed export application (1–5 with a comment)",
  description:
    'Only when the application is `closed`, `contract` or `future` (409 `request.rating_not_allowed`), ' +
    `and once (409 \`request.already_rated\`). Answers the application. ${APPLICATION_OWNERSHIP}`,
  params: RequestIdParamsSchema,
  body: ExporterRatingBodySchema,
  example: RATING_EXAMPLE,
  response: SalesMarketApplicationResponseSchema,
});

/** The application is named by the query (`sales_market_id`), not the path. */
export const listSalesMarketStatusChanges = endpoint({
  operationId: 'listSalesMarketStatusChanges',
  method: 'POST',
  path: '/profile/sales-market/get-changes-info',
  access: 'session',
  scope: 'company',
  record: 'sales_market',
  recordAt: 'query.sales_market_id',
  errors: [404],
  tags: salesMarketTags,
  summary: 'The status history of an export application, oldest first',
  description: `Who (exporter or manager), when, from, to and the comment; the creation is the first row. The body may be empty. ${APPLICATION_OWNERSHIP}`,
  query: SalesMarketChangesQuerySchema,
  body: EmptyBodySchema,
  example: {},
  response: StatusChangesResponseSchema,
});

export const listSalesMarketSharedContacts = endpoint({
  operationId: 'listSalesMarketSharedContacts',
  method: 'GET',
  path: '/profile/sales-market/get-shared-contacts/{id}',
  access: 'session',
  scope: 'company',
  record: 'sales_market',
  tags: salesMarketTags,
  summary: "Importers' contacts a manager shared on an export application",
  description: APPLICATION_OWNERSHIP,
  params: RequestIdParamsSchema,
  response: SharedContactsResponseSchema,
});

export const downloadSalesMarketApplication = endpoint({
  operationId: 'downloadSalesMarketApplication',
  method: 'POST',
  path: '/profile/sales-market/download/{id}',
  access: 'session',
  scope: 'company',
  record: 'sales_market',
  produces: 'application/pdf',
  tags: salesMarketTags,
  summary: 'The export application as a PDF: company, product, current status and status history',
  description:
    'A4, in the language of `X-Localization`, as an attachment `export-application-<number>.pdf`. The body may be empty or `{}`. Errors answer JSON: 401 without a session, 404 for an id that is not one of the company’s applications, 422 for a malformed id.',
  params: RequestIdParamsSchema,
  body: EmptyBodySchema,
  example: {},
  response: z.file().mime('application/pdf'),
});

// ─── Market-analysis requests (spec §7 `/profile/check-list/*`, decision 014) ────────────
// One step, the short status set.

const checkListTags = ['check-list'] as const;
const CHECK_LIST_OWNERSHIP = "Another company's request (or a malformed id: 422) answers 404 with no data.";
const CHECK_LIST_CONTENT =
  'The classification codes must exist and nest, target countries must be importing countries and ' +
  'answers must be keyed by check-list questions (422 on the field).';

export const listCheckListAreasOfActivity = endpoint({
  operationId: 'listCheckListAreasOfActivity',
  method: 'GET',
  path: '/profile/check-list/get-areas-of-activity',
  access: 'session',
  tags: checkListTags,
  summary: 'Areas of activity a market-analysis request is filed for',
  response: OptionsResponseSchema,
});

export const listCheckListCategories = endpoint({
  operationId: 'listCheckListCategories',
  method: 'GET',
  path: '/profile/check-list/get-categories',
  access: 'session',
  tags: checkListTags,
  summary: 'Categories of market analysis a market-analysis request is filed for',
  response: OptionsResponseSchema,
});

export const listCheckListRequests = endpoint({
  operationId: 'listCheckListRequests',
  method: 'GET',
  path: '/profile/check-list/manage',
  access: 'session',
  scope: 'company',
  errors: [404],
  tags: checkListTags,
  summary: "The company's market-analysis requests, newest first",
  description:
    'Filters as the export list (`status` of the short set, `date_from`, `date_to`, `search`, `hs`) and ' +
    '`category`. Paged by `page` and `per_page`.',
  query: CheckListListQuerySchema,
  response: CheckListListResponseSchema,
});

export const createCheckListRequest = endpoint({
  operationId: 'createCheckListRequest',
  method: 'POST',
  path: '/profile/check-list/manage',
  access: 'session',
  scope: 'filing',
  status: 201,
  tags: checkListTags,
  summary: 'File a market-analysis request',
  description:
    '`submit` (default true) creates it and moves it to `accepted` in one transaction (the history holds ' +
    `both) and e-mails the exporter; \`submit: false\` keeps a draft in \`created\`. ${CHECK_LIST_CONTENT} ${FILING} ` +
    'Answers 201 with the request.',
  body: CheckListBodySchema,
  example: CHECK_LIST_EXAMPLE,
  response: CheckListRequestResponseSchema,
});

export const getCheckListRequest = endpoint({
  operationId: 'getCheckListRequest',
  method: 'GET',
  path: '/profile/check-list/manage/{id}',
  access: 'session',
  scope: 'company',
  record: 'check_list',
  tags: checkListTags,
  summary: 'One market-analysis request and what the exporter may do with it',
  description: CHECK_LIST_OWNERSHIP,
  params: RequestIdParamsSchema,
  response: CheckListRequestResponseSchema,
});

export const updateCheckListRequest = endpoint({
  operationId: 'updateCheckListRequest',
  method: 'POST',
  path: '/profile/check-list/manage/{id}',
  access: 'session',
  scope: 'filing',
  record: 'check_list',
  errors: [409],
  tags: checkListTags,
  summary: 'Change a market-analysis request and, by default, submit it',
  description:
    'Only while `created` or `in_finalization` (409 `request.not_editable`). `submit` (default true) moves ' +
    `it to \`accepted\` in the same transaction; \`submit: false\` only saves. ${CHECK_LIST_CONTENT} ${FILING} ${CHECK_LIST_OWNERSHIP}`,
  params: RequestIdParamsSchema,
  body: CheckListBodySchema,
  example: CHECK_LIST_EXAMPLE,
  response: CheckListRequestResponseSchema,
});

export const deleteCheckListRequest = endpoint({
  operationId: 'deleteCheckListRequest',
  method: 'DELETE',
  path: '/profile/check-list/manage/{id}',
  access: 'session',
  scope: 'filing',
  record: 'check_list',
  errors: [409],
  tags: checkListTags,
  summary: 'Delete a draft market-analysis request',
  description: `Only in \`created\` (409 \`request.not_deletable\`). ${FILING} ${CHECK_LIST_OWNERSHIP}`,
  params: RequestIdParamsSchema,
  response: DeletedResponseSchema,
});

/** The request is named by the query (`check_list_request_id`), not the path. */
export const listCheckListStatusChanges = endpoint({
  operationId: 'listCheckListStatusChanges',
  method: 'POST',
  path: '/profile/check-list/get-changes-info',
  access: 'session',
  scope: 'company',
  record: 'check_list',
  recordAt: 'query.check_list_request_id',
  errors: [404],
  tags: checkListTags,
  summary: 'The status history of a market-analysis request, oldest first',
  description: `Who, when, from, to and the comment; the creation is the first row. The body may be empty. ${CHECK_LIST_OWNERSHIP}`,
  query: CheckListChangesQuerySchema,
  body: EmptyBodySchema,
  example: {},
  response: StatusChangesResponseSchema,
});

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
    '(`sales_market` or `check_list`). Paged by `page` and `per_page`.',
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
