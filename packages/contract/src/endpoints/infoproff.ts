import { z } from 'zod';
import {
  AdminReportOrderResponseSchema,
  AdminReportOrdersQuerySchema,
  AdminReportOrdersResponseSchema,
  ReportCountriesResponseSchema,
  ReportInvoiceBodySchema,
  ReportInvoiceResponseSchema,
  ReportOrderBodySchema,
  ReportOrderParamsSchema,
  ReportOrderResponseSchema,
  ReportOrdersQuerySchema,
  ReportOrdersResponseSchema,
  ReportQuoteBodySchema,
  ReportRefreshBodySchema,
  ReportRefreshResponseSchema,
  ReportSearchBodySchema,
  ReportSearchResponseSchema,
  ReportSettingsBodySchema,
  ReportSettingsResponseSchema,
} from '../api/infoproff';
import { endpoint } from '../endpoint';

/** Foreign company reports (spec §7 'Company-data providers' `/infoproff/*`, issue 28, decision 050). */

const tags = ['infoproff'] as const;
const adminTags = ['admin-infoproff'] as const;
const PROVIDER_DOWN =
  'When the provider is down, slow or failing (after bounded attempts) the answer is 502 `infoproff.unavailable` and nothing is kept.';
const EXAMPLE_ORDER = { order_id: '5b1e1f0c-8d9b-4b43-9c43-2f7a4f1e6a10' };

export const listReportCountries = endpoint({
  operationId: 'listReportCountries',
  method: 'GET',
  path: '/infoproff/countries',
  access: 'session',
  scope: 'company',
  tags,
  summary: 'The countries whose companies the provider reports on',
  description: `Named in the language of \`X-Localization\`, sorted. ${PROVIDER_DOWN}`,
  response: ReportCountriesResponseSchema,
});

export const searchReportCompanies = endpoint({
  operationId: 'searchReportCompanies',
  method: 'POST',
  path: '/infoproff/search-company',
  access: 'session',
  scope: 'company',
  tags,
  summary: 'Find a foreign company by country and name or registration code',
  description: `At most 20 companies. 422 on \`country\` for a country the provider does not cover. ${PROVIDER_DOWN}`,
  body: ReportSearchBodySchema,
  example: { country: 'DE', query: 'Nord' },
  response: ReportSearchResponseSchema,
});

export const quoteReport = endpoint({
  operationId: 'quoteReport',
  method: 'POST',
  path: '/infoproff/check-order-status',
  access: 'session',
  scope: 'filing',
  status: 201,
  errors: [404],
  tags,
  summary: 'Check a found company’s report: its price, as an order awaiting confirmation',
  description:
    'The provider quotes the report; the price is its quote plus the office’s margin. The order waits ' +
    'for `confirm-order` an hour, then a job cancels it. 404 `infoproff.company_unknown` for a company ' +
    `the register does not know. ${PROVIDER_DOWN}`,
  body: ReportQuoteBodySchema,
  example: { country: 'DE', company_id: 'DE-0001' },
  response: ReportOrderResponseSchema,
});

export const confirmReportOrder = endpoint({
  operationId: 'confirmReportOrder',
  method: 'POST',
  path: '/infoproff/confirm-order',
  access: 'session',
  scope: 'filing',
  record: 'report_order',
  recordAt: 'body.order_id',
  errors: [404, 409],
  tags,
  summary: 'Confirm a quoted report at its price (within the hour)',
  description:
    '409 `infoproff.confirm_expired` past the hour (the order is then cancelled), ' +
    '`infoproff.not_confirmable` when it is confirmed already or done. Another company’s order is 404.',
  body: ReportOrderBodySchema,
  example: EXAMPLE_ORDER,
  response: ReportOrderResponseSchema,
});

export const cancelReportOrder = endpoint({
  operationId: 'cancelReportOrder',
  method: 'POST',
  path: '/infoproff/cancel-order',
  access: 'session',
  scope: 'filing',
  record: 'report_order',
  recordAt: 'body.order_id',
  errors: [404, 409],
  tags,
  summary: 'Cancel an order not paid yet (its invoice, if any, is cancelled too)',
  description: '409 `infoproff.not_cancellable` once paid or done.',
  body: ReportOrderBodySchema,
  example: EXAMPLE_ORDER,
  response: ReportOrderResponseSchema,
});

export const listReportOrders = endpoint({
  operationId: 'listReportOrders',
  method: 'GET',
  path: '/infoproff/get-user-orders',
  access: 'session',
  scope: 'company',
  tags,
  summary: 'The company’s report orders, newest first',
  query: ReportOrdersQuerySchema,
  response: ReportOrdersResponseSchema,
});

export const getReportOrder = endpoint({
  operationId: 'getReportOrder',
  method: 'GET',
  path: '/infoproff/orders/{id}',
  access: 'session',
  scope: 'company',
  record: 'report_order',
  tags,
  summary: 'One report order: status, price, invoice, the report when ready',
  description: 'Another company’s order is 404.',
  params: ReportOrderParamsSchema,
  response: ReportOrderResponseSchema,
});

export const downloadReport = endpoint({
  operationId: 'downloadReport',
  method: 'GET',
  path: '/infoproff/orders/{id}/report',
  access: 'session',
  scope: 'company',
  record: 'report_order',
  errors: [409],
  produces: 'application/pdf',
  tags,
  summary: 'The ready report as a PDF (ours)',
  description:
    'An attachment `report-<number>.pdf`, only to the company that paid for it. 409 `infoproff.report_not_ready` before.',
  params: ReportOrderParamsSchema,
  response: z.file().mime('application/pdf'),
});

export const refreshReportOrders = endpoint({
  operationId: 'refreshReportOrders',
  method: 'POST',
  path: '/infoproff/refresh-order-statuses',
  access: 'session',
  scope: 'company',
  errors: [429],
  tags,
  summary: 'Ask the provider about the company’s reports in production now',
  description:
    'At most once a minute per company (429 `infoproff.refresh_too_soon`); a job asks anyway. ' +
    'A report found ready is kept; one found failed is refunded.',
  body: ReportRefreshBodySchema,
  example: {},
  response: ReportRefreshResponseSchema,
});

export const createReportInvoice = endpoint({
  operationId: 'createReportInvoice',
  method: 'POST',
  path: '/infoproff/create-invoice',
  access: 'session',
  scope: 'filing',
  record: 'report_order',
  recordAt: 'body.order_id',
  status: 201,
  errors: [404, 409],
  tags,
  summary: 'The confirmed order’s invoice, paid by card (LiqPay’s checkout) or bank transfer',
  description:
    'Numbered as every invoice (`EXP-YYYY-NNNNNN`). 409 `infoproff.already_invoiced` for a second one, ' +
    '`infoproff.not_invoiceable` before the confirmation or after the payment. The payment orders the report.',
  body: ReportInvoiceBodySchema,
  example: { ...EXAMPLE_ORDER, payment_method: 'card' },
  response: ReportInvoiceResponseSchema,
});

export const downloadReportInvoice = endpoint({
  operationId: 'downloadReportInvoice',
  method: 'GET',
  path: '/infoproff/download-invoice/{id}',
  access: 'session',
  scope: 'company',
  record: 'report_order',
  produces: 'application/pdf',
  tags,
  summary: 'The invoice of a report order (the order’s id) as a PDF',
  description: 'As `GET /subscriptions/download-invoice/{id}`. 404 for an order without an invoice.',
  params: ReportOrderParamsSchema,
  response: z.file().mime('application/pdf'),
});

export const listAdminReportOrders = endpoint({
  operationId: 'listAdminReportOrders',
  method: 'GET',
  path: '/admin/infoproff-orders',
  access: 'staff',
  tags: adminTags,
  summary: 'Every company’s report orders by status, period and words, with counts per status',
  query: AdminReportOrdersQuerySchema,
  response: AdminReportOrdersResponseSchema,
});

export const getAdminReportOrder = endpoint({
  operationId: 'getAdminReportOrder',
  method: 'GET',
  path: '/admin/infoproff-orders/{id}',
  access: 'staff',
  tags: adminTags,
  summary: 'One report order with the provider’s price, the margin and the provider’s answer',
  params: ReportOrderParamsSchema,
  response: AdminReportOrderResponseSchema,
});

export const getAdminReportSettings = endpoint({
  operationId: 'getAdminReportSettings',
  method: 'GET',
  path: '/admin/infoproff/settings',
  access: 'staff',
  tags: adminTags,
  summary: 'The office’s margin on the provider’s price',
  response: ReportSettingsResponseSchema,
});

export const saveAdminReportSettings = endpoint({
  operationId: 'saveAdminReportSettings',
  method: 'PUT',
  path: '/admin/infoproff/settings',
  access: 'staff',
  tags: adminTags,
  summary: 'Set the margin for new quotes (admins only; audited)',
  description: 'A manager is 403. Orders already quoted keep their price.',
  body: ReportSettingsBodySchema,
  example: { margin_percent: 15 },
  response: ReportSettingsResponseSchema,
});
