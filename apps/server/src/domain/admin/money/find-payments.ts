import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  type AdminPaymentsQuery,
  type PaginationMeta,
  type PaymentEvent,
} from '@portal/contract';
import { invoices, paymentEvents, type Database } from '@portal/db';
import { pageWindow } from '../../requests/list-filters';
import { assertBackOfficeScope, type BackOfficeScope } from '../../requests/request-scope';
import { toPaymentEvent } from './admin-invoice';
import { withinPeriod } from './find-admin-invoices';

/**
 * `GET /admin/payments`: the payment provider's callbacks as received, newest first, with the
 * portal's verdict on each (decision 027) and the invoice it named, if any.
 */
export async function findPayments(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminPaymentsQuery;
}): Promise<{ items: PaymentEvent[]; meta: PaginationMeta }> {
  const { db, query } = options;
  assertBackOfficeScope(options.scope);
  const conditions: SQL[] = withinPeriod(paymentEvents.receivedAt, query.from, query.to);
  if (query.verdict) conditions.push(eq(paymentEvents.verdict, query.verdict));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: paymentEvents, invoiceNumber: invoices.number })
      .from(paymentEvents)
      .leftJoin(invoices, eq(invoices.id, paymentEvents.invoiceId))
      .where(where)
      .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentEvents).where(where),
  ]);
  return {
    items: rows.map(({ event, invoiceNumber }) =>
      toPaymentEvent(
        event,
        event.invoiceId && invoiceNumber ? { id: event.invoiceId, number: invoiceNumber } : null,
      ),
    ),
    meta: buildPaginationMeta(total?.n ?? 0, query),
  };
}
