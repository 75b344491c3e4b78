import type { FastifyInstance } from 'fastify';
import { endpointPath, endpoints, type PaymentMethod } from '@portal/contract';
import { encodeData, sign } from '../src/integrations/liqpay';
import { issueInvoice } from '../src/domain/money/issue-invoice';
import { exporterScope } from '../src/domain/access/scope';
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

/** Where LiqPay posts its callbacks. */
export const LIQPAY_CALLBACK = `/api${endpointPath(endpoints.liqpayCallback, {})}`;

/**
 * A callback as LiqPay would sign it with the shop's private key (or another key: a forgery): a
 * successful payment of the shop's public key in hryvnias unless `fields` say otherwise.
 */
export function signLiqPayCallback(
  app: FastifyInstance,
  fields: Record<string, unknown>,
  privateKey = app.payments.liqpay.privateKey,
) {
  const data = encodeData({
    version: 3,
    action: 'pay',
    public_key: app.payments.liqpay.publicKey,
    status: 'success',
    currency: 'UAH',
    payment_id: Math.floor(Math.random() * 1e9),
    ...fields,
  });
  return { data, signature: sign(privateKey, data) };
}

/** Posts a callback form as LiqPay does, from `remoteAddress`. */
export function postLiqPayCallback(
  app: FastifyInstance,
  form: { data: string; signature: string },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: LIQPAY_CALLBACK,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}
