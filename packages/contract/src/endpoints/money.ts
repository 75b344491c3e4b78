import { z } from 'zod';
import { endpoint } from '../endpoint';
import { EmptyBodySchema } from '../api/requests';
import {
  CheckoutResponseSchema,
  InvoiceParamsSchema,
  InvoiceResponseSchema,
  InvoicesQuerySchema,
  InvoicesResponseSchema,
  LiqPayCallbackBodySchema,
  LiqPayCallbackResponseSchema,
  PurchaseBodySchema,
  PurchaseResponseSchema,
  SubscriptionResponseSchema,
} from '../api/money';

// ─── Subscriptions and invoices (spec §7 'Tariffs and subscriptions', 'Invoices'; issue 14) ──

const subscriptionTags = ['subscriptions'] as const;
const invoiceTags = ['invoices'] as const;

export const startTrial = endpoint({
  operationId: 'startTrial',
  method: 'POST',
  path: '/subscriptions/trial',
  access: 'session',
  scope: 'buying',
  status: 201,
  errors: [409],
  tags: subscriptionTags,
  summary: 'Start the 14-day trial of the professional services',
  description:
    'Once per company, ever, and only for a verified company (403 `money.not_approved`). 409 `money.trial_used` after a trial, 409 `money.subscription_active` while a subscription runs. Answers 201 with the trial subscription; the profile’s `active_tariff` then names it.',
  body: EmptyBodySchema,
  example: {},
  response: SubscriptionResponseSchema,
});

export const listInvoices = endpoint({
  operationId: 'listInvoices',
  method: 'GET',
  path: '/invoices',
  access: 'session',
  scope: 'company',
  tags: invoiceTags,
  summary: 'The company’s invoices, newest first',
  description:
    'Amounts are integer kopiykas, VAT included. Optionally of one `status`; paged by `page` and `per_page`.',
  query: InvoicesQuerySchema,
  response: InvoicesResponseSchema,
});

export const getInvoice = endpoint({
  operationId: 'getInvoice',
  method: 'GET',
  path: '/invoices/{id}',
  access: 'session',
  scope: 'company',
  record: 'invoice',
  tags: invoiceTags,
  summary:
    'One invoice with everything printed on it: the office’s and the company’s requisites, VAT, status',
  description: 'Another company’s invoice answers as an unknown one (404).',
  params: InvoiceParamsSchema,
  response: InvoiceResponseSchema,
});

export const downloadInvoice = endpoint({
  operationId: 'downloadInvoice',
  method: 'GET',
  path: '/subscriptions/download-invoice/{id}',
  access: 'session',
  scope: 'company',
  record: 'invoice',
  produces: 'application/pdf',
  tags: subscriptionTags,
  summary: 'The invoice as a PDF: requisites, VAT, the total in words, the status',
  description:
    'A4, in the language of `X-Localization`, as an attachment `invoice-<number>.pdf`. Errors answer JSON: 401 without a session, 404 for an id that is not one of the company’s invoices, 422 for a malformed id.',
  params: InvoiceParamsSchema,
  response: z.file().mime('application/pdf'),
});

export const purchaseSubscription = endpoint({
  operationId: 'purchaseSubscription',
  method: 'POST',
  path: '/subscriptions/purchase',
  access: 'session',
  scope: 'buying',
  status: 201,
  tags: subscriptionTags,
  summary: 'Buy a paid plan: an invoice awaiting payment and, for a card, LiqPay’s checkout',
  description:
    'Only for a verified company (403 `money.not_approved`). `tariff` is a paid plan’s id or slug (404 unknown, 422 `money.tariff_not_for_sale` for the trial or the basic services). Answers 201 with `{ invoice, checkout }`: for `card`, `checkout` is LiqPay’s form — POST `data` and `signature` to `url` (data: base64 JSON; signature: base64(sha1(private_key + data + private_key))); for `bank_transfer` it is null and the invoice waits until a manager marks it paid. Payment activates the plan from the later of now and the current subscription’s end.',
  body: PurchaseBodySchema,
  example: { tariff: 'start', payment_method: 'bank_transfer' },
  response: PurchaseResponseSchema,
});

export const checkoutInvoice = endpoint({
  operationId: 'checkoutInvoice',
  method: 'POST',
  path: '/invoices/{id}/checkout',
  access: 'session',
  scope: 'company',
  record: 'invoice',
  errors: [409],
  tags: invoiceTags,
  summary: 'LiqPay’s checkout for an invoice awaiting payment by card',
  description:
    'For paying later what was bought by card (the checkout was left, or the payment failed): the same form as the purchase answers, for the same order, so a payment is applied once whichever form it came from. 409 `money.invoice_not_payable` for an invoice paid, cancelled, refunded or awaiting a bank transfer; another company’s invoice answers as an unknown one (404).',
  params: InvoiceParamsSchema,
  body: EmptyBodySchema,
  example: {},
  response: CheckoutResponseSchema,
});

export const liqpayCallback = endpoint({
  operationId: 'liqpayCallback',
  method: 'POST',
  path: '/payments/liqpay/callback',
  access: 'public',
  consumes: 'application/x-www-form-urlencoded',
  tags: ['payments'],
  summary: 'LiqPay’s server-to-server callback with a payment’s outcome',
  description:
    'Form fields `data` (base64 JSON) and `signature` (base64(sha1(private_key + data + private_key))), as LiqPay sends them. Verified (signature, public key, order, amount, currency) and idempotent by LiqPay’s payment id: a replay, a wrong amount or an unknown order changes nothing and is kept in the payment log; a forgery (bad signature, another shop’s key, not LiqPay’s data) changes nothing and is counted per hour, not kept one by one; a status LiqPay has not settled is confirmed later with its status call. `reversed` for an applied payment refunds its invoice (the period ends); a payment for an invoice cancelled meanwhile is kept for an admin to return (`refund_due`). Answers 200 `{ received: true }` whatever the verdict, so the sender learns nothing; an address that sent 20 refused callbacks in 10 minutes gets 429 for 15 minutes.',
  body: LiqPayCallbackBodySchema,
  errors: [429],
  example: { data: 'eyJ2ZXJzaW9uIjozfQ==', signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' },
  response: LiqPayCallbackResponseSchema,
});
