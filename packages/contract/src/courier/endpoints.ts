import { endpoint } from '../endpoint';
import {
  AdminCourierRequestResponseSchema,
  AdminCourierRequestsQuerySchema,
  AdminCourierRequestsResponseSchema,
} from './admin-courier';
import {
  CourierRequestBodySchema,
  CourierRequestListQuerySchema,
  CourierRequestListResponseSchema,
  CourierRequestParamsSchema,
  CourierRequestResponseSchema,
} from './courier';
import { DevCourierBodySchema, DevCourierResponseSchema } from './dev-courier';
import { COURIER_REQUEST_EXAMPLE } from './examples';

/**
 * The courier pickup form (issue 28 §5, spec §7 'Miscellaneous', decision 049): the exporter's
 * requests, the back office's view of every company's, and the local fake courier's switch.
 */

const tags = ['courier'] as const;

const DELIVERY =
  'The request is kept and, in the same transaction, a job is queued that posts the lead to the ' +
  'courier’s endpoint with the request’s id as its idempotency key (`Idempotency-Key` and in the ' +
  'body): retried with backoff while the endpoint is down, slow or answers 5xx, failed for good on a ' +
  '4xx or after the last of 12 attempts; never sent twice. `state` says `queued`, `delivered` (with ' +
  '`delivered_at`) or `failed`.';

export const createCourierRequest = endpoint({
  operationId: 'createCourierRequest',
  method: 'POST',
  path: '/courier/requests',
  access: 'session',
  scope: 'filing',
  status: 201,
  tags,
  summary: 'Ask the courier to pick up documents or samples',
  description:
    'Sender company and contact (prefilled from the profile by the form), city and address or a Nova ' +
    'Poshta branch number (`pickup_place`), what is sent, weight in kg (up to 100, three decimals), size in ' +
    'whole cm (each side 1–300), destination country (RU, BY, KP and IR refused), the preferred pickup day ' +
    `(today or later in Kyiv, at most 60 days ahead) and a comment. ${DELIVERY} Needs an approved company ` +
    '(403 `request.not_approved`).',
  body: CourierRequestBodySchema,
  example: COURIER_REQUEST_EXAMPLE,
  response: CourierRequestResponseSchema,
});

export const listCourierRequests = endpoint({
  operationId: 'listCourierRequests',
  method: 'GET',
  path: '/courier/requests',
  access: 'session',
  scope: 'company',
  tags,
  summary: 'The company’s courier requests with their state, newest first',
  description: 'Paged. Reading needs no approval, so that a company keeps its history.',
  query: CourierRequestListQuerySchema,
  response: CourierRequestListResponseSchema,
});

export const getCourierRequest = endpoint({
  operationId: 'getCourierRequest',
  method: 'GET',
  path: '/courier/requests/{id}',
  access: 'session',
  scope: 'company',
  record: 'courier_request',
  tags,
  summary: 'One courier request of the company, with its state',
  description: 'Another company’s request answers 404, as an unknown id does.',
  params: CourierRequestParamsSchema,
  response: CourierRequestResponseSchema,
});

export const listAdminCourierRequests = endpoint({
  operationId: 'listAdminCourierRequests',
  method: 'GET',
  path: '/admin/courier-requests',
  access: 'staff',
  tags: ['admin'],
  summary: 'Every company’s courier requests, newest first, with counts per state',
  description:
    'Filters: `state` (default all), `from`/`to` (the day sent, Kyiv, `to` inclusive), `company` (its user ' +
    'id), `search` (company name, EDRPOU, city or contact). `counts` give the requests in each state ' +
    'within the other filters. Each row has its attempts and the last error.',
  query: AdminCourierRequestsQuerySchema,
  response: AdminCourierRequestsResponseSchema,
});

export const getAdminCourierRequest = endpoint({
  operationId: 'getAdminCourierRequest',
  method: 'GET',
  path: '/admin/courier-requests/{id}',
  access: 'staff',
  tags: ['admin'],
  summary: 'One courier request with its company, attempts and last error',
  params: CourierRequestParamsSchema,
  response: AdminCourierRequestResponseSchema,
});

// ─── The local fake courier (outside production only) ────────────────────────────────────

export const getDevCourier = endpoint({
  operationId: 'getDevCourier',
  method: 'GET',
  path: '/dev/courier',
  access: 'public',
  developmentOnly: true,
  errors: [404],
  tags: ['development'],
  summary: 'The local fake courier: how it answers and the leads it kept (not in production)',
  description: '404 when COURIER_LEAD_URL names a real endpoint.',
  response: DevCourierResponseSchema,
});

export const setDevCourier = endpoint({
  operationId: 'setDevCourier',
  method: 'PUT',
  path: '/dev/courier',
  access: 'public',
  developmentOnly: true,
  errors: [404],
  tags: ['development'],
  summary: 'Set how the local fake courier answers: up, down, slow, failing or refusing (not in production)',
  description: '404 when COURIER_LEAD_URL names a real endpoint.',
  body: DevCourierBodySchema,
  example: { mode: 'up' },
  response: DevCourierResponseSchema,
});
