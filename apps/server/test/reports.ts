import type { FastifyInstance } from 'fastify';
import { endpoints, type ReportOrder } from '@portal/contract';
import type { SignedInUser } from './accounts';
import { callOk } from './call';

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
