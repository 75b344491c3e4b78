import type { ApiLocale, Checkout, Invoice, PurchaseBody } from '@portal/contract';
import { invoices, type Database } from '@portal/db';
import { buildCheckout } from '../../integrations/liqpay';
import type { LiqPaySettings } from '../../integrations/payments';
import { AppError } from '../../lib/app-error';
import { recordInScope, type ExporterScope } from '../access/scope';
import { toInvoice } from './find-invoices';
import { issueInvoice, type InvoiceRow } from './issue-invoice';
import { orderIdOf } from './liqpay-order';

/** Where LiqPay calls back with a payment's outcome. */
export const LIQPAY_CALLBACK_PATH = '/api/payments/liqpay/callback';

/**
 * LiqPay's checkout of an invoice: the order is the invoice (its id), the amount its total; the
 * exporter returns to the invoice's page in their language, and LiqPay calls back the portal.
 */
export function checkoutOf(
  invoice: Pick<InvoiceRow, 'id' | 'number' | 'amountMinor' | 'currency' | 'item'>,
  options: { liqpay: LiqPaySettings; publicUrl: string; locale: ApiLocale; again?: boolean },
): Checkout {
  const { liqpay, publicUrl, locale } = options;
  const prefix = locale === 'en' ? '/en' : '';
  return buildCheckout({
    publicKey: liqpay.publicKey,
    privateKey: liqpay.privateKey,
    checkoutUrl: liqpay.url,
    orderId: orderIdOf(invoice.id, { again: options.again === true }),
    amountKopiykas: invoice.amountMinor,
    currency: invoice.currency,
    description: `${locale === 'en' ? 'Invoice' : 'Рахунок'} ${invoice.number}: ${invoice.item[locale]}`,
    language: locale,
    resultUrl: `${publicUrl}${prefix}/profile/invoices/${invoice.id}`,
    serverUrl: `${publicUrl}${LIQPAY_CALLBACK_PATH}`,
  });
}

/**
 * `POST /subscriptions/purchase` (spec §7, DOMAIN.md 'Money'): an invoice for the plan (issueInvoice)
 * and, for a card, LiqPay's checkout; a bank transfer waits for a manager to mark it paid.
 */
export async function purchaseSubscription(options: {
  db: Database;
  scope: ExporterScope;
  body: PurchaseBody;
  liqpay: LiqPaySettings;
  publicUrl: string;
  locale: ApiLocale;
}): Promise<{ invoice: Invoice; checkout: Checkout | null }> {
  const { db, scope, body, locale } = options;
  const { invoice, tariff } = await issueInvoice({
    db,
    scope,
    tariff: body.tariff,
    paymentMethod: body.payment_method,
  });
  return {
    invoice: toInvoice(invoice, { tariff, order: null, report: null }, locale),
    checkout: body.payment_method === 'card' ? checkoutOf(invoice, options) : null,
  };
}

/**
 * `POST /invoices/{id}/checkout`: LiqPay's checkout again for a card invoice still awaiting
 * payment (the exporter left the checkout, or the card was declined), under an order id of its
 * own (liqpay-order.ts) that names the invoice: whichever checkout is paid, the callback applies
 * the payment to the invoice once.
 */
export async function checkoutInvoice(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
  liqpay: LiqPaySettings;
  publicUrl: string;
  locale: ApiLocale;
}): Promise<Checkout> {
  const [invoice] = await options.db
    .select()
    .from(invoices)
    .where(recordInScope(invoices, options.id, options.scope))
    .limit(1);
  if (!invoice) throw new AppError('not_found', 'error.not_found');
  if (invoice.status !== 'awaiting_payment' || invoice.paymentMethod !== 'card') {
    throw new AppError('conflict', 'money.invoice_not_payable');
  }
  return checkoutOf(invoice, { ...options, again: true });
}
