import { eq } from 'drizzle-orm';
import { companies } from '@portal/db';
import type { Transaction } from '../requests/change-request-status';

/**
 * A company's subscription periods move under one lock (issue 24 §1, decision 035): whatever
 * creates, ends or moves them (the trial, a payment, a refund or a reversal, the expiry notice)
 * first takes the company's row `FOR NO KEY UPDATE` in its transaction. Two payments of one
 * company then stack one after the other, and a trial and a payment at once see each other,
 * on PostgreSQL as on PGlite (whose transactions run one at a time anyway). `NO KEY UPDATE`, not
 * `UPDATE`: rows that merely refer to the company (requests, notifications) are still inserted
 * meanwhile. Lock order: an invoice's row first (when there is one), then the company's.
 */
export async function lockCompanyPeriods(tx: Transaction, companyId: string): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
}
