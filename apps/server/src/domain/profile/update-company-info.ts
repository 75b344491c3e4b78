import type { CompanyInfo, Profile } from '@portal/contract';
import { companies, type Database } from '@portal/db';
import { assertRegistered } from './assert-registered';
import { toCompanyColumns } from './company-columns';
import { getProfile } from './get-profile';

/**
 * The cabinet's company calls (POST /profile/change-company-data, change-expert-data,
 * change-director-data, change-vchasno-data): each writes its own companyInfo fields only.
 */
export async function updateCompanyInfo(options: {
  db: Database;
  userId: string;
  changes: Partial<CompanyInfo>;
}): Promise<Profile> {
  const { db, userId } = options;
  await assertRegistered({ db, userId });
  const columns = toCompanyColumns(options.changes);
  await db
    .insert(companies)
    .values({ ...columns, userId })
    .onConflictDoUpdate({ target: companies.userId, set: { ...columns, updatedAt: new Date() } });
  return getProfile({ db, userId });
}
