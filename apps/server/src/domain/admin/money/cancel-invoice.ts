import { eq } from 'drizzle-orm';
import type { AdminInvoice, ApiLocale } from '@portal/contract';
import { invoices, type Database } from '@portal/db';
import type { JobQueue } from '../../../jobs/queue';
import { recordAudit } from '../../audit/record-audit';
import { announceSubjectChange, subjectRule } from '../../money/invoice-subjects';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';
import { assertAwaiting, getAdminInvoice, lockInvoice } from './admin-invoice';

/**
 * `POST /admin/invoices/{id}/cancel`: an invoice that will not be paid (a wrong plan, a
 * duplicate). What it was to pay for follows its subject's rule (a catalogue order waiting for
 * this payment is closed with the reason). Only while it awaits payment (409 `money.invoice_not_awaiting`): a paid invoice is
 * refunded instead. It keeps its number (an accounting record, decision 027).
 */
export async function cancelInvoice(options: {
  db: Database;
  scope: BackOfficeScope;
  ip: string;
  id: string;
  reason?: string | undefined;
  locale: ApiLocale;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
}): Promise<AdminInvoice> {
  const { db, scope, id } = options;
  assertBackOfficeScope(scope);
  const actor = actorOfScope(scope, options.ip);
  const reason = options.reason?.trim() ?? '';
  const statusChange = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    assertAwaiting(invoice);
    const now = new Date();
    await tx
      .update(invoices)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(invoices.id, id));
    await recordAudit(tx, {
      actor,
      action: 'invoice.cancel',
      entityType: 'invoice',
      entityId: id,
      before: { number: invoice.number, status: invoice.status },
      after: { number: invoice.number, status: 'cancelled', ...(reason ? { reason } : {}) },
      at: now,
    });
    return subjectRule(invoice).cancelled(tx, invoice, { scope, ip: options.ip, reason, at: now });
  });
  await announceSubjectChange(options.jobs, options.publicUrl, statusChange);
  return getAdminInvoice({ db, scope, id, locale: options.locale });
}
