import {
  AdminSalesMarketQueueQuerySchema,
  AdminSalesMarketQueueResponseSchema,
  AdminSalesMarketResponseSchema,
  AdminSharedContactBodySchema,
} from './back-office-schemas';
import { AdminStatusBodySchema } from '../../api/admin';
import { RequestIdParamsSchema } from '../../api/requests';
import { endpoint } from '../../endpoint';

const tags = ['admin'] as const;

// ─── Export applications (DOMAIN.md 'Requests and their statuses') ──────────────────────

export const listAdminSalesMarket = endpoint({
  operationId: 'listAdminSalesMarket',
  method: 'GET',
  path: '/admin/sales-market',
  access: 'staff',
  tags,
  summary: "The managers' queue of export applications, with counts per status",
  description:
    'Every company’s applications; without `status` every status but drafts (`created`). ' +
    '`counts` cover every status whatever the filters.',
  query: AdminSalesMarketQueueQuerySchema,
  response: AdminSalesMarketQueueResponseSchema,
});

export const getAdminSalesMarket = endpoint({
  operationId: 'getAdminSalesMarket',
  method: 'GET',
  path: '/admin/sales-market/{id}',
  access: 'staff',
  tags,
  summary: 'One export application with its company, history, shared contacts and allowed moves',
  params: RequestIdParamsSchema,
  response: AdminSalesMarketResponseSchema,
});

export const changeAdminSalesMarketStatus = endpoint({
  operationId: 'changeAdminSalesMarketStatus',
  method: 'POST',
  path: '/admin/sales-market/{id}/status',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags,
  summary: 'Move an export application along the status graph',
  description:
    'A comment is required for in_finalization and denied (422). A move the graph has not, or ' +
    "the exporter's own (created → accepted), answers 409 `request.status_move_forbidden`. " +
    'The exporter is notified in the portal and by e-mail; the move goes to the audit log.',
  params: RequestIdParamsSchema,
  body: AdminStatusBodySchema,
  example: { status: 'in_process', from: 'accepted' },
  response: AdminSalesMarketResponseSchema,
});

export const createAdminSharedContact = endpoint({
  operationId: 'createAdminSharedContact',
  method: 'POST',
  path: '/admin/sales-market/{id}/shared-contacts',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags,
  summary: "Share an importer's contacts with the exporter",
  description:
    'Only while the application is approved or in_work (409 `request.contacts_not_allowed`). ' +
    'The exporter is notified in the portal; the action goes to the audit log.',
  params: RequestIdParamsSchema,
  body: AdminSharedContactBodySchema,
  example: {
    company_name: 'Nordic Grain Import AB',
    country_code: 'SE',
    contact_name: 'Anna Lindqvist',
    position: 'Purchasing manager',
    email: 'anna.lindqvist@example.com',
    phone: '+46 8 123 456 78',
    website: 'https://example.com',
    note: 'Interested in sunflower oil, 20 t a month.',
  },
  response: AdminSalesMarketResponseSchema,
});
