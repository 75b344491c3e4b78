import { eq } from 'drizzle-orm';
import { invoices, serviceOrders, type Database } from '@portal/db';
import {
  REQUEST_KIND_INFO,
  type ApiLocale,
  type ApplicationStatus,
  type InvoiceSummary,
  type ServiceOrder,
  type ShortApplicationStatus,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { findStatusHistory } from '../find-status-history';
import { getRequestPermissions } from '../request-permissions';
import { recordInScope, type RequestScope } from '../../access/scope';
import { readServiceForm, toServiceForm } from '../../catalog/catalog-services';
import { toInvoiceSummary } from '../../money/find-invoices';
import { readServiceOrderFiles } from './service-order-files';

/**
 * An order the exporter may still change: awaiting its payment, sent and not taken yet, or sent
 * back for more.
 */
export function isServiceOrderEditable(status: ApplicationStatus): boolean {
  return status === 'created' || status === 'accepted' || status === 'in_finalization';
}

/** The order's invoice as its page shows it (a priced service's), or null. */
async function findOrderInvoice(db: Database, orderId: string): Promise<InvoiceSummary | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.serviceOrderId, orderId)).limit(1);
  return row ? toInvoiceSummary(row) : null;
}

/**
 * One order (`GET /catalog/data/{id}/{itemId}`) within the scope, with the form version it was
 * filled with, its files, the office's results and its history: for an exporter another
 * company's order is not found (404); for the back office any order.
 */
export async function getServiceOrder(options: {
  db: Database;
  scope: RequestScope;
  id: string;
  locale: ApiLocale;
}): Promise<ServiceOrder> {
  const { db, scope, id, locale } = options;
  const [row] = await db
    .select()
    .from(serviceOrders)
    .where(recordInScope(serviceOrders, id, scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const [history, form, files, invoice] = await Promise.all([
    findStatusHistory({ db, scope, kind: 'service_order', requestId: id, locale }),
    readServiceForm(db, row.formId),
    readServiceOrderFiles(db, id),
    findOrderInvoice(db, id),
  ]);
  return {
    id: row.id,
    number: row.number,
    // The short status set is all the graph lets an order reach.
    status: row.status as ShortApplicationStatus,
    service: { id: row.serviceId, title: locale === 'en' ? row.titleEn : row.titleUk },
    subject: row.subject,
    form: toServiceForm(form),
    answers: row.answers,
    ...files,
    history,
    // An order is never a draft: unsent (`created`) only while its invoice awaits payment, which
    // sends it; it is neither submitted nor deleted by hand.
    permissions: {
      ...getRequestPermissions(REQUEST_KIND_INFO.service_order, {
        status: row.status,
        contentComplete: true,
      }),
      can_edit: isServiceOrderEditable(row.status),
      can_delete: false,
      can_submit: false,
    },
    can_edit: isServiceOrderEditable(row.status),
    invoice,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    status_changed_at: row.statusChangedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
