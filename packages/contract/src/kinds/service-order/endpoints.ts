import { z } from 'zod';
import { endpoint } from '../../endpoint';
import {
  CatalogCategoriesResponseSchema,
  CatalogListQuerySchema,
  CatalogListResponseSchema,
  CatalogServiceParamsSchema,
  ServiceFormResponseSchema,
} from '../../catalog/catalog';
import {
  CatalogFileParamsSchema,
  CatalogServiceDataResponseSchema,
  UploadCatalogFileQuerySchema,
  ServiceOrderBodySchema,
  ServiceOrderListQuerySchema,
  ServiceOrderListResponseSchema,
  ServiceOrderParamsSchema,
  ServiceOrderResponseSchema,
} from './schemas';
import { SERVICE_ORDER_EXAMPLE } from './examples';
import { UploadedFileResponseSchema, UPLOAD_CONTENT_TYPES } from '../../api/files';

/**
 * The catalogue (spec §7 'Catalogue (services)', issue 27): the six calls of the specification,
 * and ours: the categories with their counts, the company's orders, and an order's files
 * (uploading one before sending the answers that name it, reading one back).
 */

const tags = ['catalog'] as const;
const FILING =
  'Needs an approved company (403 `request.not_approved`); a subscribers’ service needs an active ' +
  'subscription (403 `catalog.subscription_required`).';
const OWNERSHIP =
  "The order is named by `itemId` (the path's `{id}`, the service, is the spec's address and is not checked). " +
  "Another company's order (or a malformed id: 422) answers 404 with no data.";
const ANSWERS =
  'The answers are validated on the server against the JSON Schema of the version they answer (422 ' +
  'with each field’s message under `answers.<key>`, naming the field in the request’s language); a file ' +
  'field’s `{ file_id }` must be an upload of the same user (`POST /catalog/files`) of a type the field accepts.';

export const listCatalogServices = endpoint({
  operationId: 'listCatalogServices',
  method: 'GET',
  path: '/catalog/list',
  access: 'identified',
  scope: 'reader',
  tags,
  summary: 'The catalogue: published services, by category and words, a page at a time',
  description:
    '`category` is a category’s id or slug, `search` words of the title or the summary in either language. ' +
    'Each card says whether the caller may order it now (`can_order`, `why_not`).',
  query: CatalogListQuerySchema,
  response: CatalogListResponseSchema,
});

export const listCatalogCategories = endpoint({
  operationId: 'listCatalogCategories',
  method: 'GET',
  path: '/catalog/categories',
  access: 'identified',
  tags,
  summary: 'The catalogue’s categories that hold published services, with how many each holds',
  response: CatalogCategoriesResponseSchema,
});

export const getCatalogService = endpoint({
  operationId: 'getCatalogService',
  method: 'GET',
  path: '/catalog/data/{id}',
  access: 'identified',
  scope: 'reader',
  errors: [404],
  tags,
  summary: 'A published service with its current form and the company’s orders of it',
  description: '`id` is the service’s id or slug; a service not published answers 404.',
  params: CatalogServiceParamsSchema,
  response: CatalogServiceDataResponseSchema,
});

export const getCatalogServiceForm = endpoint({
  operationId: 'getCatalogServiceForm',
  method: 'GET',
  path: '/catalog/form/{id}',
  access: 'identified',
  errors: [404],
  tags,
  summary: 'The form a service’s order is filled with now: its layout and its JSON Schema',
  description: '404 when the service is not published or has no published form yet.',
  params: CatalogServiceParamsSchema,
  response: ServiceFormResponseSchema,
});

export const createServiceOrder = endpoint({
  operationId: 'createServiceOrder',
  method: 'POST',
  path: '/catalog/data/{id}',
  access: 'session',
  scope: 'filing',
  status: 201,
  errors: [404, 409],
  tags,
  summary: 'Order a service: the answers to its current form, sent to the managers at once',
  description:
    `Created and sent (\`created → accepted\`) in one transaction; the exporter is told by e-mail. ${FILING} ` +
    `\`form_id\` must be the service's current form (409 \`catalog.form_changed\` when it was replaced). ${ANSWERS}`,
  params: CatalogServiceParamsSchema,
  body: ServiceOrderBodySchema,
  example: SERVICE_ORDER_EXAMPLE,
  response: ServiceOrderResponseSchema,
});

export const getServiceOrder = endpoint({
  operationId: 'getServiceOrder',
  method: 'GET',
  path: '/catalog/data/{id}/{itemId}',
  access: 'session',
  scope: 'company',
  record: 'service_order',
  recordAt: 'params.itemId',
  tags,
  summary: 'One order: its answers against its own form version, status, history and the office’s results',
  description: OWNERSHIP,
  params: ServiceOrderParamsSchema,
  response: ServiceOrderResponseSchema,
});

export const updateServiceOrder = endpoint({
  operationId: 'updateServiceOrder',
  method: 'POST',
  path: '/catalog/data/{id}/{itemId}',
  access: 'session',
  scope: 'filing',
  record: 'service_order',
  recordAt: 'params.itemId',
  errors: [409],
  tags,
  summary: 'Change an order not yet taken: new answers to its own form version',
  description:
    'While `accepted` (sent, not yet taken: it stays `accepted`) or `in_finalization` (a manager asked for ' +
    'more: it is sent again, `→ accepted`); otherwise 409 `request.not_editable`. `form_id` must be the ' +
    `order's own version (422). ${ANSWERS} ${OWNERSHIP}`,
  params: ServiceOrderParamsSchema,
  body: ServiceOrderBodySchema,
  example: SERVICE_ORDER_EXAMPLE,
  response: ServiceOrderResponseSchema,
});

export const listServiceOrders = endpoint({
  operationId: 'listServiceOrders',
  method: 'GET',
  path: '/catalog/orders',
  access: 'session',
  scope: 'company',
  errors: [404],
  tags,
  summary: "The company's orders of the catalogue's services, newest first",
  description:
    'Filters as the other lists (`status` of the short set, `date_from`, `date_to`, `search` in the ' +
    'service’s title or the number). Paged by `page` and `per_page`.',
  query: ServiceOrderListQuerySchema,
  response: ServiceOrderListResponseSchema,
});

export const uploadCatalogFile = endpoint({
  operationId: 'uploadCatalogFile',
  method: 'POST',
  path: '/catalog/files',
  access: 'session',
  scope: 'filing',
  status: 201,
  errors: [413],
  tags,
  summary: 'Upload a file an order’s answer will name: PDF, a picture or an office document, ≤ 10 MB',
  description:
    'The body is the file itself (streamed; any media type of the list, its first bytes decide what it is: ' +
    '422 `validation.document_only` otherwise, 413 past 10 MB). Answers the upload’s id, which the ' +
    'answers name as `{ file_id }`; an upload no order names is deleted after a day.',
  query: UploadCatalogFileQuerySchema,
  consumes: UPLOAD_CONTENT_TYPES,
  response: UploadedFileResponseSchema,
});

export const downloadCatalogFile = endpoint({
  operationId: 'downloadCatalogFile',
  method: 'GET',
  path: '/catalog/files/{id}',
  access: 'session',
  scope: 'caller',
  produces: 'application/octet-stream',
  tags,
  summary: 'A file of an order (an answer’s file or one of the office’s results), as an attachment',
  description:
    'For the company whose order names it and for the managers; anyone else, and an upload no order names yet, ' +
    'gets 404. Sent as an attachment with `nosniff` and a sandboxing policy: it never runs in the portal’s origin.',
  params: CatalogFileParamsSchema,
  response: z.file(),
});

export const downloadServiceOrderPdf = endpoint({
  operationId: 'downloadServiceOrderPdf',
  method: 'GET',
  path: '/catalog/data/{id}/{itemId}/pdf',
  access: 'session',
  scope: 'company',
  record: 'service_order',
  recordAt: 'params.itemId',
  produces: 'application/pdf',
  tags,
  summary: 'An order as a PDF: the service, status, answers, results and history, in the language asked',
  description: OWNERSHIP,
  params: ServiceOrderParamsSchema,
  response: z.file().mime('application/pdf'),
});
