import { randomUUID } from 'node:crypto';
import type { ApiLocale, CompanyInfo, Role } from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword, type PasswordHashOptions } from '../../lib/password';
import type { SecretBox } from '../../lib/secret-box';
import { sealTotpSecret } from '../security/totp-secrets';
import { toCompanyColumns } from '../profile/company-columns';
import type { UserRow } from './get-user';

export type CreateUserOptions = {
  db: Database;
  passwordHash: PasswordHashOptions;
  email: string;
  password: string;
  role?: Role;
  /** Spec §4 registration step the account is at; 5 (complete) unless told. */
  registrationStep?: number;
  name?: string;
  surname?: string;
  patronymic?: string;
  position?: string;
  /** Verified when the account is past the phone step (step 3 or more). */
  phone?: string | null;
  locale?: ApiLocale;
  isApproved?: boolean;
  isDenied?: boolean;
  denyReason?: string | null;
  isBanned?: boolean;
  company?: Partial<CompanyInfo>;
  /** An active authenticator secret (base32), stored sealed by the box: 2FA on. */
  totp?: { secret: string; secretBox: SecretBox };
};

/**
 * An account made by the back office, not by the registration form: the `user:create` command
 * (DOMAIN: managers and admins), the demo seed and the tests. The steps it skips count as
 * done: e-mail verified from step 2, phone from step 3. 409 `auth.email_taken` when it exists.
 */
export async function createUser(options: CreateUserOptions): Promise<UserRow> {
  const { db } = options;
  const step = options.registrationStep ?? 5;
  const now = new Date();
  const phone = options.phone ?? null;
  const passwordHash = await hashPassword(options.password, options.passwordHash);
  // Known before the insert: it is the context the TOTP key is sealed in.
  const id = randomUUID();
  const totp = options.totp;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          id,
          email: options.email.trim().toLowerCase(),
          passwordHash,
          role: options.role ?? 'exporter',
          registrationStep: step,
          termsAcceptedAt: now,
          emailVerifiedAt: step >= 2 ? now : null,
          registrationPhone: phone,
          phone: step >= 3 ? phone : null,
          phoneVerifiedAt: step >= 3 && phone ? now : null,
          name: options.name ?? '',
          surname: options.surname ?? '',
          patronymic: options.patronymic ?? '',
          position: options.position ?? '',
          locale: options.locale ?? 'uk',
          isApproved: options.isApproved ?? false,
          isDenied: options.isDenied ?? false,
          denyReason: options.denyReason ?? null,
          isBanned: options.isBanned ?? false,
          totpSecret: totp ? sealTotpSecret(totp.secretBox, id, totp.secret) : null,
          totpEnabled: totp !== undefined,
        })
        .returning();
      if (options.company) {
        await tx.insert(companies).values({ ...toCompanyColumns(options.company), userId: user!.id });
      }
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', 'auth.email_taken', { fields: { email: ['auth.email_taken'] } });
    }
    throw error;
  }
}
