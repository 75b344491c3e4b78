import { and, count, desc, eq, max, min, sql, sum, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  type AdminPaymentsQuery,
  type PaginationMeta,
  type PaymentEvent,
  type PaymentRefusal,
} from '@portal/contract';
import { invoices, paymentCallbackRefusals, paymentEvents, type Database } from '@portal/db';
import { pageWindow } from '../../requests/list-filters';
import { assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';
import { toPaymentEvent } from './admin-invoice';
import { withinPeriod } from './find-admin-invoices';

/**
 * The refused callbacks of the period by verdict (issue 24 §6): their hours' counts added up, the
 * first and the last moment, and the address of the last one.
 */
async function findRefusals(db: Database, query: AdminPaymentsQuery): Promise<PaymentRefusal[]> {
  const t = paymentCallbackRefusals;
  const rows = await db
    .select({
      verdict: t.verdict,
      count: sum(t.count).mapWith(Number),
      firstAt: min(t.firstAt),
      lastAt: max(t.lastAt),
      lastIp: sql<string | null>`(array_agg(${t.lastIp} order by ${t.lastAt} desc))[1]`,
    })
    .from(t)
    .where(and(...withinPeriod(t.hour, query.from, query.to)))
    .groupBy(t.verdict)
    .orderBy(t.verdict);
  return rows.map((row) => ({
    verdict: row.verdict,
    count: row.count,
    first_at: (row.firstAt ?? new Date(0)).toISOString(),
    last_at: (row.lastAt ?? new Date(0)).toISOString(),
    last_ip: row.lastIp,
  }));
}

/**
 * `GET /admin/payments`: the payment provider's callbacks as received, newest first, with the
 * portal's verdict on each (decision 027) and the invoice it named, if any; the callbacks refused
 * before they were trusted are counted by verdict (`refusals`), not listed.
 */
export async function findPayments(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminPaymentsQuery;
}): Promise<{ items: PaymentEvent[]; meta: PaginationMeta; refusals: PaymentRefusal[] }> {
  const { db, query } = options;
  assertBackOfficeScope(options.scope);
  const conditions: SQL[] = withinPeriod(paymentEvents.receivedAt, query.from, query.to);
  if (query.verdict) conditions.push(eq(paymentEvents.verdict, query.verdict));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total], refusals] = await Promise.all([
    db
      .select({ event: paymentEvents, invoiceNumber: invoices.number })
      .from(paymentEvents)
      .leftJoin(invoices, eq(invoices.id, paymentEvents.invoiceId))
      .where(where)
      .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentEvents).where(where),
    findRefusals(db, query),
  ]);
  return {
    items: rows.map(({ event, invoiceNumber }) =>
      toPaymentEvent(
        event,
        event.invoiceId && invoiceNumber ? { id: event.invoiceId, number: invoiceNumber } : null,
      ),
    ),
    meta: buildPaginationMeta(total?.n ?? 0, query),
    refusals,
  };
}
