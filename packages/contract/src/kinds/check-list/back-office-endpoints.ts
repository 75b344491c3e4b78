import {
  AdminCheckListQueueQuerySchema,
  AdminCheckListQueueResponseSchema,
  AdminCheckListResponseSchema,
} from './back-office-schemas';
import { AdminStatusBodySchema } from '../../api/admin';
import { RequestIdParamsSchema } from '../../api/requests';
import { endpoint } from '../../endpoint';

const tags = ['admin'] as const;

// ─── Market-analysis requests (the shorter status set) ──────────────────────────────────

export const listAdminCheckList = endpoint({
  operationId: 'listAdminCheckList',
  method: 'GET',
  path: '/admin/check-list',
  access: 'staff',
  tags,
  summary: "The managers' queue of market-analysis requests, with counts per status",
  description:
    'Every company’s requests; without `status` every status but drafts (`created`). ' +
    '`counts` cover every status of the shorter set whatever the filters.',
  query: AdminCheckListQueueQuerySchema,
  response: AdminCheckListQueueResponseSchema,
});

export const getAdminCheckList = endpoint({
  operationId: 'getAdminCheckList',
  method: 'GET',
  path: '/admin/check-list/{id}',
  access: 'staff',
  tags,
  summary: 'One market-analysis request with its company, history and allowed moves',
  params: RequestIdParamsSchema,
  response: AdminCheckListResponseSchema,
});

export const changeAdminCheckListStatus = endpoint({
  operationId: 'changeAdminCheckListStatus',
  method: 'POST',
  path: '/admin/check-list/{id}/status',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags,
  summary: 'Move a market-analysis request along the status graph',
  description:
    'A comment is required for in_finalization and denied (422). A move the graph has not, ' +
    'a status outside the shorter set (in_work, contract, future) or the exporter’s own move ' +
    'answers 409 `request.status_move_forbidden`.',
  params: RequestIdParamsSchema,
  body: AdminStatusBodySchema,
  example: { status: 'in_process', from: 'accepted' },
  response: AdminCheckListResponseSchema,
});
