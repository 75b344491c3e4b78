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
