import { eq } from 'drizzle-orm';
import type { VkursiAccount } from '@portal/contract';
import { companies, users, vkursiAccounts, type Database } from '@portal/db';
import {
  registerVkursiUser,
  VkursiError,
  type VkursiSettings,
} from '../../integrations/vkursi/vkursi-client';
import { AppError } from '../../lib/app-error';
import { assertActiveSubscription } from '../country-analyses/subscription-gate';
import { companyOfScope, type ExporterScope } from '../access/scope';

type Reader = Pick<Database, 'select'>;

function toAccount(row: typeof vkursiAccounts.$inferSelect | undefined): VkursiAccount {
  return row
    ? { registered: true, login_url: row.loginUrl, registered_at: row.createdAt.toISOString() }
    : { registered: false, login_url: null, registered_at: null };
}

/** GET /vkursi/account: the user's account at Vkursi, when opened. */
export async function getVkursiAccount(db: Reader, userId: string): Promise<VkursiAccount> {
  const [row] = await db.select().from(vkursiAccounts).where(eq(vkursiAccounts.userId, userId));
  return toAccount(row);
}

/**
 * POST /vkursi/register-user: opens the user's account at Vkursi once (decision 032). An account
 * already kept is answered as it is, without calling Vkursi. Vkursi down,
 * slow or refusing the portal's token is 502 `vkursi.unavailable` and keeps nothing, so the user
 * may try again; the cause is logged for the office.
 */
export async function openVkursiAccount(options: {
  db: Database;
  scope: ExporterScope;
  vkursi: VkursiSettings;
  log: { warn: (details: object, message: string) => void };
}): Promise<VkursiAccount> {
  const { db, scope, vkursi, log } = options;
  await assertActiveSubscription(db, scope);
  const existing = await getVkursiAccount(db, scope.user.id);
  if (existing.registered) return existing;
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyOfScope(scope)))
    .where(eq(users.id, scope.user.id));
  if (!row) throw new AppError('not_found', 'error.not_found');
  let opened;
  try {
    opened = await registerVkursiUser(vkursi, {
      email: row.user.email,
      phone: row.user.phone ?? '',
      first_name: row.user.name ?? '',
      last_name: row.user.surname ?? '',
      company_name: row.company.nameUk || row.company.nameEn,
      edrpou: row.company.edrpouCode ?? '',
      external_id: row.user.id,
    });
  } catch (error) {
    if (!(error instanceof VkursiError)) throw error;
    log.warn({ reason: error.reason, err: error }, 'Vkursi did not open an account');
    throw new AppError('bad_gateway', 'vkursi.unavailable');
  }
  // Two clicks at once may both reach Vkursi (it answers the second with the same account): one row is kept.
  await db
    .insert(vkursiAccounts)
    .values({ userId: row.user.id, vkursiUserId: opened.user_id, loginUrl: opened.login_url })
    .onConflictDoNothing();
  return getVkursiAccount(db, row.user.id);
}
