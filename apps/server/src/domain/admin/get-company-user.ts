import { eq } from 'drizzle-orm';
import { companies, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { CompanyRow } from '../profile/map-profile';
import type { UserRow } from '../users/get-user';
import { isCompanyUser } from './company-verification';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The exporter and company a back-office call names by user id: 404 `error.not_found` for no
 * such user, 404 `admin.not_a_company` for staff or an unfinished registration. `lock` takes
 * the user's row for the rest of the transaction, so two managers cannot both change it.
 */
export async function getCompanyUser(
  db: Database | Transaction,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<{ user: UserRow; company: CompanyRow }> {
  const select = db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [user] = options.lock ? await select.for('update') : await select;
  if (!user) throw new AppError('not_found', 'error.not_found');
  if (!isCompanyUser(user)) throw new AppError('not_found', 'admin.not_a_company');
  const [company] = await db.select().from(companies).where(eq(companies.userId, userId)).limit(1);
  if (!company) throw new AppError('not_found', 'admin.not_a_company');
  return { user, company };
}
