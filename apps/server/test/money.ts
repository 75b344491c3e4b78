import type { FastifyInstance } from 'fastify';
import type { PaymentMethod } from '@portal/contract';
import { issueInvoice } from '../src/domain/money/issue-invoice';
import { exporterScope } from '../src/domain/requests/request-scope';
import type { SignedInUser } from './accounts';

/**
 * An invoice of the exporter's company, awaiting payment, issued by the domain as
 * `POST /subscriptions/purchase` issues it.
 */
export async function createInvoice(
  app: FastifyInstance,
  exporter: SignedInUser,
  options: { tariff?: string; paymentMethod?: PaymentMethod } = {},
) {
  const scope = await exporterScope(app.db, exporter.user);
  const { invoice } = await issueInvoice({
    db: app.db,
    scope,
    tariff: options.tariff ?? 'start',
    paymentMethod: options.paymentMethod ?? 'bank_transfer',
  });
  return invoice;
}
