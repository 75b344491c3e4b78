import {
  AdminBanRequestBodySchema,
  AdminCheckListQueueQuerySchema,
  AdminCheckListQueueResponseSchema,
  AdminCheckListResponseSchema,
  AdminCompaniesQuerySchema,
  AdminCompaniesResponseSchema,
  AdminCompanyResponseSchema,
  AdminDenyBodySchema,
  AdminEmptyBodySchema,
  AdminSalesMarketQueueQuerySchema,
  AdminSalesMarketQueueResponseSchema,
  AdminSalesMarketResponseSchema,
  AdminSharedContactBodySchema,
  AdminStatusBodySchema,
  AdminSummaryResponseSchema,
  AdminUserParamsSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
} from '../api/admin';
import { RequestIdParamsSchema } from '../api/requests';
import { endpoint } from '../endpoint';

/** The back-office API of issue 5 (`/admin/*`, decision 015): managers and admins only. */
const tags = ['admin'] as const;

// ─── Dashboard ──────────────────────────────────────────────────────────────────────────

export const getAdminSummary = endpoint({
  operationId: 'getAdminSummary',
  method: 'GET',
  path: '/admin/summary',
  access: 'staff',
  tags,
  summary: 'What waits for the managers: companies to verify, requests by status',
  response: AdminSummaryResponseSchema,
});

// ─── Company verification (DOMAIN.md 'Company verification') ────────────────────────────

const NOT_A_COMPANY =
  '404 `error.not_found` for an unknown user, `admin.not_a_company` for staff or an unfinished registration.';
const COMPANY_ACTION_NOTE =
  `${NOT_A_COMPANY} 409 \`admin.already_in_state\` when it is already so. The user is notified ` +
  'in the portal and by e-mail; the action goes to the audit log. Answers the company.';

export const listAdminCompanies = endpoint({
  operationId: 'listAdminCompanies',
  method: 'GET',
  path: '/admin/companies',
  access: 'staff',
  tags,
  summary: 'Companies by verification (pending by default, oldest first)',
  description:
    'Exporters with a finished registration; search by company name (uk, en), EDRPOU or e-mail. ' +
    '`counts` give the companies in each verification state, whatever the search.',
  query: AdminCompaniesQuerySchema,
  response: AdminCompaniesResponseSchema,
});

export const getAdminCompany = endpoint({
  operationId: 'getAdminCompany',
  method: 'GET',
  path: '/admin/companies/{userId}',
  access: 'staff',
  tags,
  summary:
    "A company: the exporter's profile, its verification with the managers' decisions, its requests counted",
  description: NOT_A_COMPANY,
  params: AdminUserParamsSchema,
  response: AdminCompanyResponseSchema,
});

export const approveAdminCompany = endpoint({
  operationId: 'approveAdminCompany',
  method: 'POST',
  path: '/admin/companies/{userId}/approve',
  access: 'staff',
  errors: [409],
  tags,
  summary: 'Approve a company: it may file requests',
  description: COMPANY_ACTION_NOTE,
  params: AdminUserParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminCompanyResponseSchema,
});

export const denyAdminCompany = endpoint({
  operationId: 'denyAdminCompany',
  method: 'POST',
  path: '/admin/companies/{userId}/deny',
  access: 'staff',
  errors: [409],
  tags,
  summary: 'Deny a company, with the reason the user is shown',
  description: COMPANY_ACTION_NOTE,
  params: AdminUserParamsSchema,
  body: AdminDenyBodySchema,
  example: { reason: 'The EDRPOU code does not match the company name.' },
  response: AdminCompanyResponseSchema,
});

export const banAdminCompany = endpoint({
  operationId: 'banAdminCompany',
  method: 'POST',
  path: '/admin/companies/{userId}/ban',
  access: 'staff',
  errors: [409],
  tags,
  summary: 'Ban the user: every session revoked, no sign-in',
  description: COMPANY_ACTION_NOTE,
  params: AdminUserParamsSchema,
  body: AdminBanRequestBodySchema,
  example: { reason: 'Repeated false information in requests.' },
  response: AdminCompanyResponseSchema,
});

export const unbanAdminCompany = endpoint({
  operationId: 'unbanAdminCompany',
  method: 'POST',
  path: '/admin/companies/{userId}/unban',
  access: 'staff',
  errors: [409],
  tags,
  summary: 'Lift a ban',
  description: COMPANY_ACTION_NOTE,
  params: AdminUserParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminCompanyResponseSchema,
});

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

// ─── Audit log (decision 015) ───────────────────────────────────────────────────────────

export const listAdminAuditLog = endpoint({
  operationId: 'listAdminAuditLog',
  method: 'GET',
  path: '/admin/audit-log',
  access: 'staff',
  tags,
  summary: 'The audit log of back-office actions, newest first',
  description: '`entity_id` of a company is its user id; of a request, the request id.',
  query: AuditLogQuerySchema,
  response: AuditLogResponseSchema,
});
