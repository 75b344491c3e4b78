import type { FastifyInstance } from 'fastify';
import { endpoints, type ReportOrder } from '@portal/contract';
import { kyivDay } from '../src/domain/admin/money/kyiv-days';
import {
  createReportJobHandlers,
  REPORT_PLACE_JOB,
  REPORT_POLL_JOB,
} from '../src/domain/reports/report-production';
import type { SignedInUser } from './accounts';
import { callOk } from './call';
import { silentLogger } from './helpers';

/**
 * Test support for foreign company reports (issue 28): an order quoted by the fake provider
 * (`check-order-status`, awaiting confirmation), optionally confirmed (awaiting payment).
 */
export async function quoteReportOrder(
  app: FastifyInstance,
  exporter: SignedInUser,
  options: { company?: string; confirm?: boolean } = {},
): Promise<ReportOrder> {
  const company = options.company ?? 'DE-0001';
  const quoted = await callOk(
    app,
    endpoints.quoteReport,
    { body: { country: company.slice(0, 2), company_id: company } },
    { as: exporter },
  );
  if (!options.confirm) return quoted;
  return callOk(app, endpoints.confirmReportOrder, { body: { order_id: quoted.id } }, { as: exporter });
}

/**
 * A report ready to download (issue 28): quoted, confirmed, invoiced by bank transfer, marked
 * paid by a manager, ordered from the fake provider (producing at once) and found ready by the
 * poll job, as the app's jobs would do it.
 */
export async function readyReportOrder(
  app: FastifyInstance,
  exporter: SignedInUser,
  manager: SignedInUser,
  company = 'GB-0007',
): Promise<ReportOrder> {
  app.companyData.fakeInfoproff!.setReportDelayMs(0);
  const order = await quoteReportOrder(app, exporter, { company, confirm: true });
  const { invoice } = await callOk(
    app,
    endpoints.createReportInvoice,
    { body: { order_id: order.id, payment_method: 'bank_transfer' } },
    { as: exporter },
  );
  await callOk(
    app,
    endpoints.markAdminInvoicePaid,
    { params: { id: invoice.id }, body: { paid_on: kyivDay(new Date()), reference: 'Виписка' } },
    { as: manager },
  );
  const handlers = createReportJobHandlers({
    db: app.db,
    settings: app.companyData.infoproff,
    publicUrl: app.config.publicUrl,
    supportEmail: app.config.SUPPORT_EMAIL,
    logger: silentLogger,
    getJobs: () => app.jobs,
  });
  await handlers[REPORT_PLACE_JOB]({ orderId: order.id });
  await handlers[REPORT_POLL_JOB]({ orderId: order.id });
  return callOk(app, endpoints.getReportOrder, { params: { id: order.id } }, { as: exporter });
}
