import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBanBodySchema,
  AdminCompaniesQuerySchema,
  AdminCompaniesResponseSchema,
  AdminCompanyResponseSchema,
  AdminDenyBodySchema,
  AdminEmptyBodySchema,
  AdminUserParamsSchema,
} from '@portal/contract';
import { changeCompanyVerification } from '../../domain/admin/change-company-verification';
import type { CompanyAction } from '../../domain/admin/company-verification-notice';
import { findCompanies } from '../../domain/admin/find-companies';
import { getAdminCompany } from '../../domain/admin/get-admin-company';
import { SESSION_SECURITY } from '../../plugins/auth';
import { BACK_OFFICE_ROLES, getAdminActor } from './admin-actor';

const tags = ['admin'];
const security = SESSION_SECURITY;
const NOT_A_COMPANY =
  '404 `error.not_found` for an unknown user, `admin.not_a_company` for staff or an unfinished registration.';

/** Company verification (DOMAIN.md 'Company verification', decision 015). */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorize(BACK_OFFICE_ROLES)];

  app.get(
    '/admin/companies',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Companies by verification (pending by default, oldest first)',
        description:
          'Exporters with a finished registration; search by company name (uk, en), EDRPOU or e-mail. ' +
          '`counts` give the companies in each verification state, whatever the search.',
        querystring: AdminCompaniesQuerySchema,
        response: { 200: AdminCompaniesResponseSchema },
      },
    },
    async (request) => ({ data: await findCompanies({ db: app.db, query: request.query }) }),
  );

  app.get(
    '/admin/companies/:userId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "A company: the exporter's profile, its verification with the managers' decisions, its requests counted",
        description: NOT_A_COMPANY,
        params: AdminUserParamsSchema,
        response: { 200: AdminCompanyResponseSchema },
      },
    },
    async (request) => ({ data: await getAdminCompany({ db: app.db, userId: request.params.userId }) }),
  );

  const actions = [
    {
      action: 'approve',
      body: AdminEmptyBodySchema,
      summary: 'Approve a company: it may file requests',
    },
    {
      action: 'deny',
      body: AdminDenyBodySchema,
      summary: 'Deny a company, with the reason the user is shown',
    },
    {
      action: 'ban',
      // The reason is optional, so the body may be left out altogether, as for approve.
      body: AdminBanBodySchema.nullish(),
      summary: 'Ban the user: every session revoked, no sign-in',
    },
    { action: 'unban', body: AdminEmptyBodySchema, summary: 'Lift a ban' },
  ] as const satisfies readonly { action: CompanyAction; body: unknown; summary: string }[];

  for (const call of actions) {
    app.post(
      `/admin/companies/:userId/${call.action}`,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: call.summary,
          description:
            `${NOT_A_COMPANY} 409 \`admin.already_in_state\` when it is already so. The user is notified ` +
            'in the portal and by e-mail; the action goes to the audit log. Answers the company.',
          params: AdminUserParamsSchema,
          body: call.body,
          response: { 200: AdminCompanyResponseSchema },
        },
      },
      async (request) => {
        const body: { reason?: string | undefined } | null | undefined = request.body;
        return {
          data: await changeCompanyVerification({
            db: app.db,
            jobs: app.jobs,
            publicUrl: app.config.publicUrl,
            userId: request.params.userId,
            action: call.action,
            reason: body?.reason,
            actor: getAdminActor(request),
          }),
        };
      },
    );
  }
};

export default companyRoutes;
