import {
  AdminBanRequestBodySchema,
  AdminCompaniesQuerySchema,
  AdminCompaniesResponseSchema,
  AdminCompanyResponseSchema,
  AdminDenyBodySchema,
  AdminEmptyBodySchema,
  AdminSummaryResponseSchema,
  AdminUserParamsSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
} from '../api/admin';

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
  keepsPublicPages: true,
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
  keepsPublicPages: true,
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
  keepsPublicPages: true,
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
  keepsPublicPages: true,
  errors: [409],
  tags,
  summary: 'Lift a ban',
  description: COMPANY_ACTION_NOTE,
  params: AdminUserParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminCompanyResponseSchema,
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
