import { CHECK_LIST_EXAMPLE } from './examples';
import {
  CheckListBodySchema,
  CheckListListQuerySchema,
  CheckListListResponseSchema,
  CheckListRequestResponseSchema,
  CheckListChangesQuerySchema,
} from './schemas';
import {
  DeletedResponseSchema,
  OptionsResponseSchema,
  RequestIdParamsSchema,
  EmptyBodySchema,
  StatusChangesResponseSchema,
} from '../../api/requests';
import { endpoint } from '../../endpoint';

const FILING =
  'Needs an approved company (403 `request.not_approved` otherwise; spec §2 guard, decision 014 §4).';

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
