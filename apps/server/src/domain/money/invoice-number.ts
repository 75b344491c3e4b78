import { sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '@portal/contract';
import { invoiceNumberCounters } from '@portal/db';
import type { Executor } from '../audit/record-audit';

const KYIV_YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Kyiv', year: 'numeric' });

/** The year an invoice issued at this moment belongs to: the office's, in Kyiv. */
export function invoiceYear(at: Date): number {
  return Number(KYIV_YEAR.format(at));
}

/**
 * The next invoice number of the year (`EXP-YYYY-NNNNNN`), taken inside the caller's
 * transaction: an upsert that increments the year's counter and holds its row lock until the
 * transaction ends. A purchase that rolls back gives its number back, and concurrent purchases
 * take theirs in turn, so the numbers of a year have no gaps (DOMAIN.md 'Money').
 */
export async function takeInvoiceNumber(
  tx: Executor,
  at: Date,
): Promise<{ year: number; sequence: number; number: string }> {
  const year = invoiceYear(at);
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { last: sql`${invoiceNumberCounters.last} + 1` },
    })
    .returning({ last: invoiceNumberCounters.last });
  if (!row) throw new Error('The invoice counter returned no row.');
  return { year, sequence: row.last, number: formatInvoiceNumber(year, row.last) };
}
