import { count, eq } from 'drizzle-orm';
import type { AdminCompany } from '@portal/contract';
import { checkListRequests, salesMarketApplications, type Database } from '@portal/db';
import { toProfile } from '../profile/map-profile';
import { toCompanyVerification } from './company-verification';
import { getCompanyUser } from './get-company-user';

/** `GET /admin/companies/{userId}`: the exporter's profile as they see it, its verification and its requests counted. */
export async function getAdminCompany(options: { db: Database; userId: string }): Promise<AdminCompany> {
  const { db } = options;
  const { user, company } = await getCompanyUser(db, options.userId);
  const [[salesMarket], [checkList]] = await Promise.all([
    db
      .select({ value: count() })
      .from(salesMarketApplications)
      .where(eq(salesMarketApplications.companyId, company.id)),
    db.select({ value: count() }).from(checkListRequests).where(eq(checkListRequests.companyId, company.id)),
  ]);
  return {
    verification: toCompanyVerification(user),
    profile: toProfile(user, company),
    registered_at: company.createdAt.toISOString(),
    requests: { sales_market: salesMarket?.value ?? 0, check_list: checkList?.value ?? 0 },
  };
}
