import { and, count, desc, eq, gte, ilike, lt, or, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  INVOICE_STATUSES,
  type AdminInvoiceListItem,
  type AdminInvoicesQuery,
  type ApiLocale,
  type InvoiceStatus,
  type PaginationMeta,
} from '@portal/contract';
import { companies, invoices, type Database } from '@portal/db';
import { toContainsPattern } from '../../classification/hs-search';
import { selectInvoicesWithSubject, toInvoiceListItem } from '../../money/find-invoices';
import { pageWindow } from '../../requests/list-filters';
import { assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';
import { companyName } from './admin-invoice';
import { kyivPeriod } from './kyiv-days';

/** A moment within a period of Kyiv days (none when the period is open on both ends). */
export function withinPeriod(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const { start, end } = kyivPeriod(from, to);
  return [...(start ? [gte(column, start)] : []), ...(end ? [lt(column, end)] : [])];
}

/**
 * `GET /admin/invoices`: every company's invoices, newest first. `counts` give each status within
 * the other filters; `paid_total` sums the paid invoices matching them, by the day they were
 * paid when a period is given (the money that came in then), else whenever.
 */
export async function findAdminInvoices(options: {
  db: Database;
  scope: BackOfficeScope;
  locale: ApiLocale;
  query: AdminInvoicesQuery;
}): Promise<{
  items: AdminInvoiceListItem[];
  meta: PaginationMeta;
  counts: Record<InvoiceStatus, number>;
  paid_total: number;
}> {
  const { db, locale, query } = options;
  assertBackOfficeScope(options.scope);
  // Every filter but the status and the period.
  const others: SQL[] = [];
  if (query.payment_method) others.push(eq(invoices.paymentMethod, query.payment_method));
  if (query.company) others.push(eq(companies.userId, query.company));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    others.push(
      or(
        ilike(invoices.number, pattern),
        ilike(companies.nameUk, pattern),
        ilike(companies.nameEn, pattern),
        ilike(companies.edrpouCode, pattern),
      )!,
    );
  }
  const issued = withinPeriod(invoices.issuedAt, query.from, query.to);
  const listed = and(
    ...others,
    ...issued,
    ...(query.status === 'all' ? [] : [eq(invoices.status, query.status)]),
  );
  const paidInPeriod = and(
    ...others,
    eq(invoices.status, 'paid'),
    ...withinPeriod(invoices.paidAt, query.from, query.to),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total], byStatus, [paid]] = await Promise.all([
    selectInvoicesWithSubject(db, { company: companies })
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(listed)
      .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(listed),
    db
      .select({ status: invoices.status, n: count() })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(and(...others, ...issued))
      .groupBy(invoices.status),
    db
      .select({ total: sum(invoices.amountMinor) })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(paidInPeriod),
  ]);
  const counts = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, 0])) as Record<
    InvoiceStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = row.n;
  return {
    items: rows.map((row) => ({
      ...toInvoiceListItem(row.invoice, row, locale),
      company: {
        user_id: row.company.userId,
        name: companyName(row.company, locale),
        edrpou_code: row.company.edrpouCode,
      },
    })),
    meta: buildPaginationMeta(total?.n ?? 0, query),
    counts,
    paid_total: Number(paid?.total ?? 0),
  };
}
