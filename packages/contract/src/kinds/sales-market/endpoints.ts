import {
  SalesMarketListQuerySchema,
  ExporterRatingBodySchema,
  SalesMarketApplicationResponseSchema,
  SalesMarketListResponseSchema,
  SalesMarketPersonalBodySchema,
  SalesMarketProductBodySchema,
  SalesMarketChangesQuerySchema,
  SharedContactsResponseSchema,
} from './schemas';
import {
  DeletedResponseSchema,
  ProgressBarQuestionsQuerySchema,
  ProgressBarQuestionsResponseSchema,
  EmptyBodySchema,
  RequestIdParamsSchema,
  StatusChangesResponseSchema,
} from '../../api/requests';
import { PERSONAL_STEP_EXAMPLE, PRODUCT_STEP_EXAMPLE, RATING_EXAMPLE } from './examples';
import { endpoint } from '../../endpoint';
import { z } from 'zod';

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
