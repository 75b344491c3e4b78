import type { FastifyInstance } from 'fastify';
import { endpointPath, endpoints, type Checkout, type PaymentMethod } from '@portal/contract';
import { decodeData, encodeData, sign } from '../src/integrations/liqpay';
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

/** The LiqPay order a checkout pays (the invoice's id, or its id for a checkout asked again). */
export function checkoutOrderId(checkout: Checkout): string {
  return String((decodeData(checkout.data) as { order_id?: unknown }).order_id);
}

/**
 * Pays a checkout on the fake LiqPay's page as a payer would (its form, then its 'pay' button);
 * the fake's callback is then sent to the test portal listening at `listening` (elsewhere than
 * its PUBLIC_URL). Fails the test unless the portal answers it 200.
 */
export async function payOnFakeLiqPay(
  app: FastifyInstance,
  listening: string,
  checkout: Checkout,
): Promise<void> {
  const orderId = checkoutOrderId(checkout);
  const page = await fetch(checkout.url, {
    method: 'POST',
    body: new URLSearchParams({ data: checkout.data, signature: checkout.signature }),
  });
  const payAction = /action="([^"]*\/pay)"/.exec(await page.text())?.[1];
  if (!payAction) throw new Error('The fake LiqPay page has no pay form.');
  await fetch(new URL(payAction, checkout.url), { method: 'POST', redirect: 'manual' });
  const sent = await app.payments.fake!.sendCallback(orderId, {
    url: `${listening}${LIQPAY_CALLBACK}`,
  });
  if (sent.httpStatus !== 200) throw new Error(`The portal answered the callback ${sent.httpStatus}.`);
}
