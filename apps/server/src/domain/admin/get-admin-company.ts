import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  COMPANY_DECISIONS_SHOWN,
  COMPANY_HISTORY_ACTIONS,
  REQUEST_KINDS,
  type AdminCompany,
  type ApiLocale,
  type CompanyDecision,
  type CompanyHistoryAction,
  type RequestKind,
} from '@portal/contract';
import { auditLog, type Database } from '@portal/db';
import { getProfile } from '../profile/get-profile';
import { REQUEST_TABLES } from '../requests/request-tables';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { toCompanyVerification } from './company-verification';
import { getCompanyUser } from './get-company-user';

const isHistoryAction = (action: string): action is CompanyHistoryAction =>
  (COMPANY_HISTORY_ACTIONS as readonly string[]).includes(action);

/**
 * The company's verification history, latest first, as the audit log recorded it
 * (changeCompanyVerification writes `company.<action>` with the reason in `after`, and
 * resubmitCompanyVerification `company.resubmit`).
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
    if (!isHistoryAction(action)) return [];
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
 * The company's requests of every registered kind (REQUEST_KINDS), drafts included: one
 * statement, a UNION ALL of a count per kind's table (each served by its company index).
 */
async function countCompanyRequests(db: Database, companyId: string): Promise<AdminCompany['requests']> {
  const [first, second, ...rest] = REQUEST_KINDS.map((kind) => {
    const table = REQUEST_TABLES[kind];
    return db
      .select({ kind: sql<RequestKind>`${kind}::text`.as('kind'), value: count().as('value') })
      .from(table)
      .where(eq(table.companyId, companyId));
  });
  const rows = await (second ? unionAll(first!, second, ...rest) : first!);
  const counts = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, 0])) as AdminCompany['requests'];
  for (const row of rows) counts[row.kind] = Number(row.value);
  return counts;
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
  const [requests, decisions, profile] = await Promise.all([
    countCompanyRequests(db, company.id),
    findCompanyDecisions(db, userId),
    getProfile({ db, userId, ...(options.locale ? { locale: options.locale } : {}) }),
  ]);
  return {
    verification: toCompanyVerification(user),
    profile,
    registered_at: company.createdAt.toISOString(),
    requests,
    decisions,
  };
}
