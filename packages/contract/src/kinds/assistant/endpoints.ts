import { AdminStatusBodySchema } from '../../api/admin';
import {
  AdminAssistantQueueQuerySchema,
  AdminAssistantQueueResponseSchema,
  AdminAssistantResponseSchema,
  AssistantBodySchema,
  AssistantListQuerySchema,
  AssistantListResponseSchema,
  AssistantRequestResponseSchema,
} from './schemas';
import { RequestIdParamsSchema } from '../../api/requests';
import { endpoint } from '../../endpoint';
import { ASSISTANT_EXAMPLE } from './examples';

/**
 * Assistance (spec §7 'Assistant', issue 15 §3): an approved company asks the office's assistant
 * for help; the managers answer with the comments of their moves along the shorter status set.
 * `GET /assistant/list` and `POST /assistant/store/{id}` are ours: the spec names no list, and a
 * request sent back for more (`in_finalization`) must be answerable.
 */

const tags = ['assistant'] as const;
const adminTags = ['admin'] as const;
const OWNERSHIP = "Another company's request (or a malformed id: 422) answers 404 with no data.";
const FILING =
  'Needs an approved company (403 `request.not_approved`); no subscription is needed (DOMAIN.md ' +
  "'Professional services').";

export const createAssistantRequest = endpoint({
  operationId: 'createAssistantRequest',
  method: 'POST',
  path: '/assistant/store',
  access: 'session',
  scope: 'filing',
  status: 201,
  tags,
  summary: 'Ask the assistant for help: topic, description, how and when to contact',
  description:
    'Created and sent to the managers (`created → accepted`) in one transaction; the exporter is ' +
    `e-mailed. ${FILING} Answers 201 with the request.`,
  body: AssistantBodySchema,
  example: ASSISTANT_EXAMPLE,
  response: AssistantRequestResponseSchema,
});

export const updateAssistantRequest = endpoint({
  operationId: 'updateAssistantRequest',
  method: 'POST',
  path: '/assistant/store/{id}',
  access: 'session',
  scope: 'filing',
  record: 'assistant',
  errors: [409],
  tags,
  summary: 'Answer a manager who asked for more: change the request and send it again',
  description: `Only while \`in_finalization\` (409 \`request.not_editable\`); moves it to \`accepted\`. ${FILING} ${OWNERSHIP}`,
  params: RequestIdParamsSchema,
  body: AssistantBodySchema,
  example: ASSISTANT_EXAMPLE,
  response: AssistantRequestResponseSchema,
});

export const listAssistantRequests = endpoint({
  operationId: 'listAssistantRequests',
  method: 'GET',
  path: '/assistant/list',
  access: 'session',
  scope: 'company',
  errors: [404],
  tags,
  summary: "The company's assistance requests, newest first",
  description:
    'Filters as the other lists (`status` of the short set, `date_from`, `date_to`, `search` in the ' +
    'description or the number). Paged by `page` and `per_page`.',
  query: AssistantListQuerySchema,
  response: AssistantListResponseSchema,
});

export const getAssistantRequest = endpoint({
  operationId: 'getAssistantRequest',
  method: 'GET',
  path: '/assistant/{id}',
  access: 'session',
  scope: 'company',
  record: 'assistant',
  tags,
  summary: 'One assistance request with its history: the managers’ answers are its comments',
  description: OWNERSHIP,
  params: RequestIdParamsSchema,
  response: AssistantRequestResponseSchema,
});

export const listAdminAssistant = endpoint({
  operationId: 'listAdminAssistant',
  method: 'GET',
  path: '/admin/assistant',
  access: 'staff',
  tags: adminTags,
  summary: "The managers' queue of assistance requests, with counts per status",
  description:
    'Every company’s requests; without `status` every status but drafts (`created`). ' +
    '`counts` cover every status of the shorter set whatever the filters.',
  query: AdminAssistantQueueQuerySchema,
  response: AdminAssistantQueueResponseSchema,
});

export const getAdminAssistant = endpoint({
  operationId: 'getAdminAssistant',
  method: 'GET',
  path: '/admin/assistant/{id}',
  access: 'staff',
  tags: adminTags,
  summary: 'One assistance request with its company, history and allowed moves',
  params: RequestIdParamsSchema,
  response: AdminAssistantResponseSchema,
});

export const changeAdminAssistantStatus = endpoint({
  operationId: 'changeAdminAssistantStatus',
  method: 'POST',
  path: '/admin/assistant/{id}/status',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags: adminTags,
  summary: 'Move an assistance request along the status graph, answering with the comment',
  description:
    'The comment is the answer the exporter reads in the history, notified in the portal and by ' +
    'e-mail; it is required for in_finalization and denied (422). A move the graph has not answers 409 ' +
    '`request.status_move_forbidden`.',
  params: RequestIdParamsSchema,
  body: AdminStatusBodySchema,
  example: { status: 'in_process', from: 'accepted', comment: 'We will call you tomorrow at 15:00.' },
  response: AdminAssistantResponseSchema,
});
