import { z } from 'zod';
import { AdminStatusBodySchema } from '../../api/admin';
import { RequestIdParamsSchema } from '../../api/requests';
import { endpoint } from '../../endpoint';
import {
  AdminServiceOrderQueueQuerySchema,
  AdminServiceOrderQueueResponseSchema,
  AdminServiceOrderResponseSchema,
  AdminServiceOrderResultBodySchema,
  AdminServiceOrderResultParamsSchema,
} from './schemas';

/** The back office of the catalogue's orders (issue 27 §4, §5): the queue, an order, its moves and result files. */

const tags = ['admin'] as const;

export const listAdminServiceOrder = endpoint({
  operationId: 'listAdminServiceOrder',
  method: 'GET',
  path: '/admin/service-orders',
  access: 'staff',
  tags,
  summary: "The managers' queue of the catalogue's orders, with counts per status",
  description:
    'Every company’s orders; without `status` every status but drafts (`created`). `counts` cover every ' +
    'status of the shorter set whatever the filters.',
  query: AdminServiceOrderQueueQuerySchema,
  response: AdminServiceOrderQueueResponseSchema,
});

export const getAdminServiceOrder = endpoint({
  operationId: 'getAdminServiceOrder',
  method: 'GET',
  path: '/admin/service-orders/{id}',
  access: 'staff',
  tags,
  summary: 'One order with its answers (against its own form version), company, history and allowed moves',
  params: RequestIdParamsSchema,
  response: AdminServiceOrderResponseSchema,
});

export const changeAdminServiceOrderStatus = endpoint({
  operationId: 'changeAdminServiceOrderStatus',
  method: 'POST',
  path: '/admin/service-orders/{id}/status',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags,
  summary: 'Move an order along the status graph, answering with the comment',
  description:
    'The comment is the answer the exporter reads in the history, notified in the portal and by e-mail; it ' +
    'is required for in_finalization and denied (422). Taking it (`in_process`) ends the exporter’s changes. ' +
    'A move the graph has not answers 409 `request.status_move_forbidden`.',
  params: RequestIdParamsSchema,
  body: AdminStatusBodySchema,
  example: { status: 'in_process', from: 'accepted', comment: 'We have started: the certificate in 5 days.' },
  response: AdminServiceOrderResponseSchema,
});

export const addAdminServiceOrderResult = endpoint({
  operationId: 'addAdminServiceOrderResult',
  method: 'POST',
  path: '/admin/service-orders/{id}/results',
  access: 'staff',
  keepsPublicPages: true,
  status: 201,
  tags,
  summary: 'Add a result file to an order (a report, a certificate) for the exporter to download',
  description:
    'The file is uploaded first (`POST /admin/files?kind=document`, by the same manager); the exporter reads it ' +
    'on the order’s page. The change goes to the audit log (entity `service_order`).',
  params: RequestIdParamsSchema,
  body: AdminServiceOrderResultBodySchema,
  example: { file: { file_id: '0f6d3c1a-8b2e-4e57-a1d4-93c5e7b2f6a0' } },
  response: AdminServiceOrderResponseSchema,
});

export const deleteAdminServiceOrderResult = endpoint({
  operationId: 'deleteAdminServiceOrderResult',
  method: 'DELETE',
  path: '/admin/service-orders/{id}/results/{resultId}',
  access: 'staff',
  keepsPublicPages: true,
  tags,
  summary: 'Take a result file back from an order',
  description: 'The change goes to the audit log (entity `service_order`).',
  params: AdminServiceOrderResultParamsSchema,
  response: AdminServiceOrderResponseSchema,
});

export const downloadAdminServiceOrderPdf = endpoint({
  operationId: 'downloadAdminServiceOrderPdf',
  method: 'GET',
  path: '/admin/service-orders/{id}/pdf',
  access: 'staff',
  produces: 'application/pdf',
  tags,
  summary: 'An order as a PDF for the managers, in the language asked',
  params: RequestIdParamsSchema,
  response: z.file().mime('application/pdf'),
});
