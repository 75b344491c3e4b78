import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  REPORT_ORDER_STATUSES,
  type AdminReportOrder,
  type AdminReportOrdersQuery,
  type ApiLocale,
  type PaginationMeta,
  type ReportOrderListItem,
  type ReportOrderStatus,
} from '@portal/contract';
import { companies, invoices, reportOrders, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { withinPeriod } from '../admin/money/find-admin-invoices';
import { companyName } from '../admin/money/admin-invoice';
import { toContainsPattern } from '../classification/hs-search';
import { adminInvoicePagePath } from '../money/settle-refund';
import { pageWindow } from '../requests/list-filters';
import { toReportOrder, toReportOrderListItem } from './report-orders';

/**
 * `GET /admin/infoproff-orders`: every company's report orders, newest first, by status, the
 * period they were made in, and words (the order's number, the buyer, the foreign company);
 * `counts` give each status within the other filters.
 */
export async function listAdminReportOrders(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminReportOrdersQuery;
  locale: ApiLocale;
}): Promise<{
  items: ReportOrderListItem[];
  meta: PaginationMeta;
  counts: Record<ReportOrderStatus, number>;
}> {
  const { db, query, locale } = options;
  assertBackOfficeScope(options.scope);
  const others: SQL[] = [...withinPeriod(reportOrders.createdAt, query.from, query.to)];
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    const number = /^\d{1,9}$/.test(query.search.trim()) ? Number(query.search.trim()) : null;
    others.push(
      or(
        ilike(reportOrders.companyName, pattern),
        ilike(reportOrders.companyCode, pattern),
        ilike(companies.nameUk, pattern),
        ilike(companies.nameEn, pattern),
        ilike(companies.edrpouCode, pattern),
        ...(number !== null ? [eq(reportOrders.number, number)] : []),
      )!,
    );
  }
  const listed = and(...others, ...(query.status === 'all' ? [] : [eq(reportOrders.status, query.status)]));
  const { limit, offset } = pageWindow(query);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({ order: reportOrders, company: companies })
      .from(reportOrders)
      .innerJoin(companies, eq(companies.id, reportOrders.companyId))
      .where(listed)
      .orderBy(desc(reportOrders.createdAt), desc(reportOrders.number))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(reportOrders)
      .innerJoin(companies, eq(companies.id, reportOrders.companyId))
      .where(listed),
    db
      .select({ status: reportOrders.status, n: sql<number>`count(*)::int` })
      .from(reportOrders)
      .innerJoin(companies, eq(companies.id, reportOrders.companyId))
      .where(and(...others))
      .groupBy(reportOrders.status),
  ]);
  const counts = Object.fromEntries(REPORT_ORDER_STATUSES.map((status) => [status, 0])) as Record<
    ReportOrderStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = row.n;
  return {
    items: rows.map((row) => ({
      ...toReportOrderListItem(row.order),
      buyer: { user_id: row.company.userId, name: companyName(row.company, locale) },
    })),
    meta: buildPaginationMeta(total?.n ?? 0, query),
    counts,
  };
}

/** `GET /admin/infoproff-orders/{id}`: the order with the provider's price, the margin, its answer and the invoice's page. */
export async function getAdminReportOrder(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<AdminReportOrder> {
  const { db, id, locale } = options;
  assertBackOfficeScope(options.scope);
  const [row] = await db
    .select({ order: reportOrders, company: companies })
    .from(reportOrders)
    .innerJoin(companies, eq(companies.id, reportOrders.companyId))
    .where(eq(reportOrders.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const [invoice] = await db.select().from(invoices).where(eq(invoices.reportOrderId, id)).limit(1);
  const { order } = row;
  return {
    ...toReportOrder(order, invoice ?? null),
    buyer: { user_id: row.company.userId, name: companyName(row.company, locale) },
    provider_price: order.providerPriceMinor,
    margin_percent: order.marginBasisPoints / 100,
    provider_order_id: order.providerOrderId,
    failure: order.failure,
    invoice_path: invoice ? adminInvoicePagePath(invoice.id) : null,
  };
}
