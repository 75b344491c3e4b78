import { eq } from 'drizzle-orm';
import type { RequestKind } from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { recordInScope, type BackOfficeScope } from '../access/scope';
import { REQUEST_TABLES } from '../requests/request-tables';
import { toCompanyVerification } from './company-verification';

/** The company a request belongs to, as the manager sees it beside the request (404 for no such request). */
export async function getRequestCompany(options: {
  db: Database;
  scope: BackOfficeScope;
  kind: RequestKind;
  id: string;
}) {
  const table = REQUEST_TABLES[options.kind];
  const [row] = await options.db
    .select({ user: users, company: companies })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(recordInScope(table, options.id, options.scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const { user, company } = row;
  return {
    companyId: company.id,
    company: {
      user_id: user.id,
      email: user.email,
      name: [user.name, user.surname].filter(Boolean).join(' '),
      company_name: company.nameUk,
      company_name_en: company.nameEn,
      edrpou_code: company.edrpouCode,
      verification: toCompanyVerification(user),
    },
  };
}
