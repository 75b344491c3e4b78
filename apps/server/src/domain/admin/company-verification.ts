import { and, eq, gte, not, type SQL } from 'drizzle-orm';
import { REQUIRED_REGISTRATION_STEP, type CompanyVerification } from '@portal/contract';
import { users } from '@portal/db';

type VerificationFlags = { isBanned: boolean; isDenied: boolean; isApproved: boolean };

/**
 * Where a company stands (DOMAIN.md 'Company verification', spec §4 order): banned when
 * banned, otherwise denied when denied, otherwise approved when approved, otherwise pending.
 */
export function toCompanyVerification(flags: VerificationFlags): CompanyVerification {
  if (flags.isBanned) return 'banned';
  if (flags.isDenied) return 'denied';
  if (flags.isApproved) return 'approved';
  return 'pending';
}

/** The same order as a condition on the users table, for the lists and the counts. */
export function verificationCondition(verification: CompanyVerification): SQL {
  switch (verification) {
    case 'banned':
      return eq(users.isBanned, true);
    case 'denied':
      return and(not(users.isBanned), eq(users.isDenied, true))!;
    case 'approved':
      return and(not(users.isBanned), not(users.isDenied), eq(users.isApproved, true))!;
    case 'pending':
      return and(not(users.isBanned), not(users.isDenied), not(users.isApproved))!;
  }
}

/** A company, for the back office: an exporter who finished all five registration steps. */
export const IS_COMPANY_USER: SQL = and(
  eq(users.role, 'exporter'),
  gte(users.registrationStep, REQUIRED_REGISTRATION_STEP),
)!;

/** The same rule for a loaded row. */
export function isCompanyUser(user: { role: string; registrationStep: number }): boolean {
  return user.role === 'exporter' && user.registrationStep >= REQUIRED_REGISTRATION_STEP;
}

/** The flags as the audit log keeps them, before and after a verification change. */
export function toVerificationAuditFlags(flags: {
  isApproved: boolean;
  isDenied: boolean;
  denyReason: string | null;
  isBanned: boolean;
}) {
  return {
    is_approved: flags.isApproved,
    is_denied: flags.isDenied,
    deny_reason: flags.denyReason,
    is_banned: flags.isBanned,
  };
}
