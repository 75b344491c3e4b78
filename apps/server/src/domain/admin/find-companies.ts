import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  type AdminCompaniesQuery,
  type AdminCompanyListItem,
  type PaginationMeta,
} from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { toContainsPattern } from '../classification/hs-search';
import { IS_COMPANY_USER, toCompanyVerification, verificationCondition } from './company-verification';

/**
 * `GET /admin/companies`: exporters with a finished registration, by verification (pending by
 * default), found by either company name, EDRPOU or e-mail. Pending companies come oldest
 * first (a queue: whoever waited longest is next); the other views newest first.
 */
export async function findCompanies(options: {
  db: Database;
  query: AdminCompaniesQuery;
}): Promise<{ items: AdminCompanyListItem[]; meta: PaginationMeta }> {
  const { db, query } = options;
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

  const [total] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(where);
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(where)
    .orderBy(order(companies.createdAt), order(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

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
  };
}
