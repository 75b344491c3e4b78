import { canFileRequests } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../users/get-user';

/** Spec §7 / issue 14: only an approved company buys a plan or starts the trial (403 otherwise). */
export function assertCanBuy(user: UserRow): void {
  const allowed = canFileRequests({
    role: user.role,
    registration_step: user.registrationStep,
    is_approved: user.isApproved,
    is_denied: user.isDenied,
    is_banned: user.isBanned,
  });
  if (!allowed) throw new AppError('forbidden', 'money.not_approved');
}

/** `months` calendar months after `from` (the 31st of January plus one month is the 28th or 29th of February). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Renewals stack (DOMAIN.md): a new period starts at the later of now and the current period's end. */
export function nextPeriodStart(now: Date, currentEnd: Date | null): Date {
  return currentEnd && currentEnd > now ? currentEnd : now;
}
