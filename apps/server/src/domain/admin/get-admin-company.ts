import { and, count, desc, eq, like } from 'drizzle-orm';
import {
  COMPANY_ACTIONS,
  COMPANY_DECISIONS_SHOWN,
  type AdminCompany,
  type ApiLocale,
  type CompanyAction,
  type CompanyDecision,
} from '@portal/contract';
import { auditLog, checkListRequests, salesMarketApplications, type Database } from '@portal/db';
import { getProfile } from '../profile/get-profile';
import { assertBackOfficeScope, type BackOfficeScope } from '../requests/request-scope';
import { toCompanyVerification } from './company-verification';
import { getCompanyUser } from './get-company-user';

const isCompanyAction = (action: string): action is CompanyAction =>
  (COMPANY_ACTIONS as readonly string[]).includes(action);

/**
 * The managers' decisions about a company, latest first, as the audit log recorded them
 * (changeCompanyVerification writes `company.<action>` with the reason in `after`).
 */
async function findCompanyDecisions(db: Database, userId: string): Promise<CompanyDecision[]> {
  const rows = await db
    .select({
      action: auditLog.action,
      after: auditLog.after,
      actorEmail: auditLog.actorEmail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'company'),
        eq(auditLog.entityId, userId),
        like(auditLog.action, 'company.%'),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(COMPANY_DECISIONS_SHOWN);
  return rows.flatMap((row) => {
    const action = row.action.slice('company.'.length);
    if (!isCompanyAction(action)) return [];
    const reason = row.after?.reason;
    return [
      {
        action,
        reason: typeof reason === 'string' && reason !== '' ? reason : null,
        actor_email: row.actorEmail,
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}

/**
 * `GET /admin/companies/{userId}`: the exporter's profile as they see it (GET /profile's, its
 * running subscription as `active_tariff` included), its verification with the managers'
 * decisions (a ban's reason lives only there), and its requests counted.
 */
export async function getAdminCompany(options: {
  db: Database;
  scope: BackOfficeScope;
  userId: string;
  /** The language the plan of `active_tariff` is named in (Ukrainian unless given). */
  locale?: ApiLocale;
}): Promise<AdminCompany> {
  const { db, userId } = options;
  assertBackOfficeScope(options.scope);
  const { user, company } = await getCompanyUser(db, userId);
  const [[salesMarket], [checkList], decisions, profile] = await Promise.all([
    db
      .select({ value: count() })
      .from(salesMarketApplications)
      .where(eq(salesMarketApplications.companyId, company.id)),
    db.select({ value: count() }).from(checkListRequests).where(eq(checkListRequests.companyId, company.id)),
    findCompanyDecisions(db, userId),
    getProfile({ db, userId, ...(options.locale ? { locale: options.locale } : {}) }),
  ]);
  return {
    verification: toCompanyVerification(user),
    profile,
    registered_at: company.createdAt.toISOString(),
    requests: { sales_market: salesMarket?.value ?? 0, check_list: checkList?.value ?? 0 },
    decisions,
  };
}
