import { z } from 'zod';
import { SearchTermSchema } from '../validators';
import { envelope, paginated, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import { REQUEST_KINDS, type RequestKind } from '../request-kinds';
import { REQUEST_LIMITS } from '../request-options';
import { ProfileSchema } from './profile';

import { requiredText } from './public-forms';
import { ApplicationStatusSchema, StatusChangeSchema } from './requests';

/**
 * The back-office API (issue 5, decision 015): `/admin/*`, for the manager and admin roles
 * only (403 for everyone else). Every change is written to the audit log.
 */

/** Where a company stands with verification (spec §3 'Company verification'). */
export const COMPANY_VERIFICATIONS = ['pending', 'approved', 'denied', 'banned'] as const;
export type CompanyVerification = (typeof COMPANY_VERIFICATIONS)[number];

export const AdminCompaniesQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  /** Default: pending, the companies awaiting verification. */
  verification: z.enum([...COMPANY_VERIFICATIONS, 'all']).default('pending'),
  search: SearchTermSchema().optional().describe('Company name, EDRPOU or e-mail'),
});
export type AdminCompaniesQuery = z.infer<typeof AdminCompaniesQuerySchema>;

export const AdminCompanyListItemSchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  name: z.string().describe("The exporter's name and surname"),
  company_name: z.string(),
  company_name_en: z.string(),
  edrpou_code: z.string(),
  region: z.string().nullable(),
  verification: z.enum(COMPANY_VERIFICATIONS),
  deny_reason: z.string().nullable(),
  registered_at: z.string(),
});
export type AdminCompanyListItem = z.infer<typeof AdminCompanyListItemSchema>;
export const AdminCompaniesResponseSchema = envelope(
  z.object({
    items: z.array(AdminCompanyListItemSchema),
    meta: PaginationMetaSchema,
    /** The tabs' badges: companies in each verification state, whatever the search. */
    counts: z.object(
      Object.fromEntries(COMPANY_VERIFICATIONS.map((status) => [status, z.number().int()])) as Record<
        CompanyVerification,
        z.ZodNumber
      >,
    ),
  }),
);

export const AdminUserParamsSchema = z.strictObject({
  userId: z.uuid({ message: 'validation.invalid_value' }),
});

/** What a manager may decide about a company (DOMAIN.md 'Company verification'). */
export const COMPANY_ACTIONS = ['approve', 'deny', 'ban', 'unban'] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/**
 * What a company's history holds: the managers' actions, and the exporter's own resubmission of a
 * denied company's data (issue 25 §1, decision 038).
 */
export const COMPANY_HISTORY_ACTIONS = [...COMPANY_ACTIONS, 'resubmit'] as const;
export type CompanyHistoryAction = (typeof COMPANY_HISTORY_ACTIONS)[number];

/** One step of a company's verification history, from the audit log: who, when, and the reason given. */
export const CompanyDecisionSchema = z.object({
  action: z.enum(COMPANY_HISTORY_ACTIONS),
  reason: z.string().nullable(),
  actor_email: z.string(),
  created_at: z.string(),
});
export type CompanyDecision = z.infer<typeof CompanyDecisionSchema>;

/**
 * One value for every registered request kind (REQUEST_KINDS, decision 026): a kind added there
 * is counted by the summary and the company page with no change here.
 */
function perRequestKind<T extends z.ZodType>(value: T) {
  return z.object(Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, value])) as Record<RequestKind, T>);
}

export const AdminCompanySchema = z.object({
  verification: z.enum(COMPANY_VERIFICATIONS),
  profile: ProfileSchema,
  registered_at: z.string(),
  /** The company's requests of each kind, drafts included. */
  requests: perRequestKind(z.number().int()),
  /** The latest decisions first (at most COMPANY_DECISIONS_SHOWN); the audit log keeps them all. */
  decisions: z.array(CompanyDecisionSchema),
});
/** How many of a company's decisions its page shows. */
export const COMPANY_DECISIONS_SHOWN = 20;
export type AdminCompany = z.infer<typeof AdminCompanySchema>;
export const AdminCompanyResponseSchema = envelope(AdminCompanySchema);

/** Deny: the reason is shown to the user in their cabinet and mailed to them. */
export const AdminDenyBodySchema = z.strictObject({
  reason: requiredText(REQUEST_LIMITS.denyReasonMin, REQUEST_LIMITS.denyReasonMax),
});
export const AdminBanBodySchema = z.strictObject({
  reason: z.string().trim().max(REQUEST_LIMITS.denyReasonMax).optional(),
});
export const AdminEmptyBodySchema = z.strictObject({}).nullish();
/** Ban as a call takes it: the reason is optional, so the body may be left out altogether, as for approve. */
export const AdminBanRequestBodySchema = AdminBanBodySchema.nullish();

/** Statuses for which a manager's comment is required: the exporter must learn why. */
export const COMMENT_REQUIRED_STATUSES = ['in_finalization', 'denied'] as const;

/** `POST /admin/{kind}/{id}/status`: one move along the graph of DOMAIN.md. */
export const AdminStatusBodySchema = z
  .strictObject({
    status: ApplicationStatusSchema,
    comment: z.string().trim().max(REQUEST_LIMITS.managerCommentMax).optional(),
    /**
     * The status the manager saw; when the request has moved on since, 409
     * `request.status_changed` instead of a move decided on an old screen.
     */
    from: ApplicationStatusSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((COMMENT_REQUIRED_STATUSES as readonly string[]).includes(body.status) && !body.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'validation.comment_required' });
    }
  });
export type AdminStatusBody = z.input<typeof AdminStatusBodySchema>;

export const queueShape = {
  ...PaginationQuerySchema.shape,
  search: SearchTermSchema().optional().describe('Number, product or company name'),
};

export const QueueCountsSchema = z.record(z.string(), z.number().int()).describe('status → count');
/** The company a request belongs to, as the manager sees it beside the request. */
export const AdminRequestCompanySchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  name: z.string(),
  company_name: z.string(),
  company_name_en: z.string(),
  edrpou_code: z.string(),
  verification: z.enum(COMPANY_VERIFICATIONS),
});
export type AdminRequestCompany = z.infer<typeof AdminRequestCompanySchema>;

export const managerView = {
  company: AdminRequestCompanySchema,
  history: z.array(StatusChangeSchema),
  /** The statuses a manager may move it to now (the graph of DOMAIN.md). */
  allowed_moves: z.array(ApplicationStatusSchema),
};
/** What the back office's answer holds besides the request, for every kind. */
export type ManagerView = z.infer<z.ZodObject<typeof managerView>>;

/** The money the back office changes (issue 14 §5): an invoice, a tariff, the office's settings. */
export const MONEY_AUDIT_ENTITY_TYPES = ['invoice', 'tariff', 'settings'] as const;

/**
 * The published content the back office writes: country analyses (issue 15 §2), the business
 * club's events, the academy's courses (their lessons' changes are entries of the course) and the
 * professional partners (issue 16 §6).
 */
export const CONTENT_AUDIT_ENTITY_TYPES = [
  'country_analysis_publication',
  'club_event',
  'academy_course',
  'pro_partner',
  'service_category',
  'catalog_service',
] as const;

/** Country actions and import applications the back office writes (issue 15 §3, §4). */
export const MATCHMAKING_AUDIT_ENTITY_TYPES = ['country_action', 'importer_sale'] as const;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actor_email: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  entity_type: z
    .enum([
      'company',
      ...REQUEST_KINDS,
      ...MONEY_AUDIT_ENTITY_TYPES,
      ...CONTENT_AUDIT_ENTITY_TYPES,
      ...MATCHMAKING_AUDIT_ENTITY_TYPES,
    ])
    .optional(),
  entity_id: z.string().trim().max(64).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;
export const AuditLogResponseSchema = paginated(AuditEntrySchema);

/** `GET /admin/summary`: what waits for the managers. */
export const AdminSummarySchema = z.object({
  companies_pending: z.number().int(),
  /** Each kind's requests by status, every status of the kind present, drafts included. */
  requests: perRequestKind(QueueCountsSchema),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;
export const AdminSummaryResponseSchema = envelope(AdminSummarySchema);
