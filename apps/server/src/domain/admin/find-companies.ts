import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  COMPANY_VERIFICATIONS,
  type AdminCompaniesQuery,
  type CompanyVerification,
  type AdminCompanyListItem,
  type PaginationMeta,
} from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { toContainsPattern } from '../classification/hs-search';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { IS_COMPANY_USER, toCompanyVerification, verificationCondition } from './company-verification';

/**
 * `GET /admin/companies`: exporters with a finished registration, by verification (pending by
 * default), found by either company name, EDRPOU or e-mail. Pending companies come oldest
 * first (a queue: whoever waited longest is next); the other views newest first.
 */
/**
 * The companies in each verification state (the tabs' badges): counted by their flags, each
 * combination then placed by toCompanyVerification, the one rule of where a company stands.
 */
export async function countCompaniesByVerification(
  db: Database,
): Promise<Record<CompanyVerification, number>> {
  const rows = await db
    .select({
      isBanned: users.isBanned,
      isDenied: users.isDenied,
      isApproved: users.isApproved,
      value: count(),
    })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(IS_COMPANY_USER)
    .groupBy(users.isBanned, users.isDenied, users.isApproved);
  const counts = Object.fromEntries(COMPANY_VERIFICATIONS.map((verification) => [verification, 0])) as Record<
    CompanyVerification,
    number
  >;
  for (const row of rows) counts[toCompanyVerification(row)] += row.value;
  return counts;
}

export async function findCompanies(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminCompaniesQuery;
}): Promise<{
  items: AdminCompanyListItem[];
  meta: PaginationMeta;
  counts: Record<CompanyVerification, number>;
}> {
  const { db, query } = options;
  assertBackOfficeScope(options.scope);
  const conditions: (SQL | undefined)[] = [IS_COMPANY_USER];
  if (query.verification !== 'all') conditions.push(verificationCondition(query.verification));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    conditions.push(
      or(
        ilike(companies.nameUk, pattern),
        ilike(companies.nameEn, pattern),
        ilike(companies.edrpouCode, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const order = query.verification === 'pending' ? asc : desc;

  const [counts, [total], rows] = await Promise.all([
    countCompaniesByVerification(db),
    db
      .select({ value: count() })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .where(where),
    db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .where(where)
      .orderBy(order(companies.createdAt), order(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);

  return {
    items: rows.map(({ user, company }) => ({
      user_id: user.id,
      email: user.email,
      name: [user.name, user.surname].filter(Boolean).join(' '),
      company_name: company.nameUk,
      company_name_en: company.nameEn,
      edrpou_code: company.edrpouCode,
      region: company.region,
      verification: toCompanyVerification(user),
      deny_reason: user.isDenied ? user.denyReason : null,
      registered_at: company.createdAt.toISOString(),
    })),
    meta: buildPaginationMeta(total?.value ?? 0, query),
    counts,
  };
}
