import { eq } from 'drizzle-orm';
import type { CompanyInfoBody, Profile } from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { toCompanyColumns } from '../profile/company-columns';
import { getProfile } from '../profile/get-profile';
import { advanceRegistrationStep } from './advance-registration-step';

/**
 * POST /auth/submit-user-company-info: the company (spec §3 companyInfo), step 4 → 5, which
 * completes registration (spec §4). The step moves and the company is written in one
 * transaction, so a refused step writes nothing. The person's position in the company is one
 * fact (issue 25 §8): left empty here, it is the position given at step 4.
 */
export async function submitCompanyInfo(options: {
  db: Database;
  userId: string;
  company: CompanyInfoBody;
}): Promise<Profile> {
  const { db, userId } = options;
  await db.transaction(async (tx) => {
    await advanceRegistrationStep({ db: tx, userId, from: 4 });
    const columns = toCompanyColumns(options.company);
    if (!columns.positionInTheCompany) {
      const [person] = await tx.select({ position: users.position }).from(users).where(eq(users.id, userId));
      columns.positionInTheCompany = person?.position ?? '';
    }
    await tx
      .insert(companies)
      .values({ ...columns, userId })
      .onConflictDoUpdate({ target: companies.userId, set: { ...columns, updatedAt: new Date() } });
  });
  return getProfile({ db, userId });
}
