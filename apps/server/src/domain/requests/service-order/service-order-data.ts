import { and, desc, eq } from 'drizzle-orm';
import type { ApiLocale, CatalogServiceData, ShortApplicationStatus } from '@portal/contract';
import { serviceOrders, type Database } from '@portal/db';
import type { ExporterScope } from '../../access/scope';
import { getCatalogService } from '../../catalog/catalog-services';

/** How many of the company's orders of a service its page lists (the rest are in the orders' list). */
const ORDERS_SHOWN = 20;

/**
 * `GET /catalog/data/{id}`: a published service with its current form and, for a signed-in
 * exporter, the company's orders of it, newest first (none for a guest or the back office).
 */
export async function getCatalogServiceData(options: {
  db: Database;
  scope: ExporterScope | null;
  locale: ApiLocale;
  ref: string;
}): Promise<CatalogServiceData> {
  const { db, scope, locale } = options;
  const service = await getCatalogService(options);
  if (!scope) return { service, orders: [] };
  const rows = await db
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.serviceId, service.id), eq(serviceOrders.companyId, scope.companyId)))
    .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id))
    .limit(ORDERS_SHOWN);
  return {
    service,
    orders: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status as ShortApplicationStatus,
      service: { id: row.serviceId, title: locale === 'en' ? row.titleEn : row.titleUk },
      subject: row.subject,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    })),
  };
}
