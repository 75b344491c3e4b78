import {
  AdminCancelInvoiceBodySchema,
  AdminInvoiceParamsSchema,
  AdminInvoiceResponseSchema,
  AdminInvoicesQuerySchema,
  AdminInvoicesResponseSchema,
  AdminMarkPaidBodySchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
  AdminRefundBodySchema,
  AdminSubscriptionsResponseSchema,
  AdminTariffBodySchema,
  AdminTariffParamsSchema,
  AdminTariffResponseSchema,
  AdminTariffsResponseSchema,
  OfficeSettingsBodySchema,
  OfficeSettingsResponseSchema,
} from '../api/admin-money';
import { AdminUserParamsSchema } from '../api/admin';
import { endpoint } from '../endpoint';

/**
 * The back office's money (issue 14 §5, decision 027): managers and admins; the calls marked
 * "admin only" answer 403 `money.admin_only` to a manager. Every change goes to the audit log.
 */
const tags = ['admin'] as const;

const ADMIN_ONLY = 'Admin only: a manager gets 403 `money.admin_only`.';
const INVOICE_ACTION_NOTE =
  '404 for an unknown invoice. The action goes to the audit log (entity `invoice`). Answers the invoice.';

// ─── Invoices ────────────────────────────────────────────────────────────────────────────

export const listAdminInvoices = endpoint({
  operationId: 'listAdminInvoices',
  method: 'GET',
  path: '/admin/invoices',
  access: 'staff',
  tags,
  summary: 'Every company’s invoices, newest first, with counts per status and the paid total',
  description:
    'Filters: `status` (default all), `payment_method`, `from`/`to` (issue day, Kyiv, `to` inclusive), ' +
    '`company` (its user id), `search` (invoice number, company name or EDRPOU). `counts` give the ' +
    'invoices in each status within the other filters; `paid_total` the kopiykas of the paid ' +
    'invoices matching them (with a period, those paid within it).',
  query: AdminInvoicesQuerySchema,
  response: AdminInvoicesResponseSchema,
});

export const getAdminInvoice = endpoint({
  operationId: 'getAdminInvoice',
  method: 'GET',
  path: '/admin/invoices/{id}',
  access: 'staff',
  tags,
  summary:
    'One invoice with its company, the period it paid for, the provider’s callbacks, the staff’s notes and what may be done with it',
  params: AdminInvoiceParamsSchema,
  response: AdminInvoiceResponseSchema,
});

export const markAdminInvoicePaid = endpoint({
  operationId: 'markAdminInvoicePaid',
  method: 'POST',
  path: '/admin/invoices/{id}/mark-paid',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags,
  summary: 'Mark a bank-transfer invoice paid: the plan is activated as by a card payment (renewals stack)',
  description:
    'Only an invoice awaiting payment (409 `money.invoice_not_awaiting`) paid by bank transfer (409 ' +
    '`money.not_bank_transfer`). `paid_on` is the day the money came: not in the future, not before ' +
    `the issue day (422). ${INVOICE_ACTION_NOTE}`,
  params: AdminInvoiceParamsSchema,
  body: AdminMarkPaidBodySchema,
  example: { paid_on: '2026-01-15', reference: 'Bank statement 15.01.2026, payment order 318' },
  response: AdminInvoiceResponseSchema,
});

export const cancelAdminInvoice = endpoint({
  operationId: 'cancelAdminInvoice',
  method: 'POST',
  path: '/admin/invoices/{id}/cancel',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags,
  summary: 'Cancel an invoice awaiting payment',
  description: `Only awaiting payment (409 \`money.invoice_not_awaiting\`). ${INVOICE_ACTION_NOTE}`,
  params: AdminInvoiceParamsSchema,
  body: AdminCancelInvoiceBodySchema,
  example: { reason: 'The company asked for a different plan.' },
  response: AdminInvoiceResponseSchema,
});

export const refundAdminInvoice = endpoint({
  operationId: 'refundAdminInvoice',
  method: 'POST',
  path: '/admin/invoices/{id}/refund',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags,
  summary: 'Refund a paid invoice within 30 days: the subscription it paid for ends now',
  description:
    `${ADMIN_ONLY} Only a paid invoice (409 \`money.not_refundable\`), within 30 days of its payment ` +
    '(409 `money.refund_window_passed`). A card payment is refunded through LiqPay first; when LiqPay ' +
    'refuses or cannot be reached, 502 `money.refund_failed` and nothing changes. The exporter is ' +
    `notified in the portal and by e-mail. ${INVOICE_ACTION_NOTE}`,
  params: AdminInvoiceParamsSchema,
  body: AdminRefundBodySchema,
  example: { reason: 'The company paid twice for the same period.' },
  response: AdminInvoiceResponseSchema,
});

// ─── Payments ────────────────────────────────────────────────────────────────────────────

export const listAdminPayments = endpoint({
  operationId: 'listAdminPayments',
  method: 'GET',
  path: '/admin/payments',
  access: 'staff',
  tags,
  summary: 'The payment provider’s callbacks with the portal’s verdicts, newest first',
  description: 'Filters: `verdict`, `from`/`to` (the day received, Kyiv, `to` inclusive).',
  query: AdminPaymentsQuerySchema,
  response: AdminPaymentsResponseSchema,
});

// ─── A company's subscriptions ───────────────────────────────────────────────────────────

export const listAdminCompanySubscriptions = endpoint({
  operationId: 'listAdminCompanySubscriptions',
  method: 'GET',
  path: '/admin/companies/{userId}/subscriptions',
  access: 'staff',
  tags,
  summary: 'A company’s subscriptions, newest first, each with its state and invoice number',
  description:
    '404 `error.not_found` for an unknown user, `admin.not_a_company` for staff or an unfinished registration.',
  params: AdminUserParamsSchema,
  response: AdminSubscriptionsResponseSchema,
});

// ─── Tariffs ─────────────────────────────────────────────────────────────────────────────

export const listAdminTariffs = endpoint({
  operationId: 'listAdminTariffs',
  method: 'GET',
  path: '/admin/tariffs',
  access: 'staff',
  tags,
  summary: 'Every tariff, public or not, by position, with both languages and every comparison row',
  response: AdminTariffsResponseSchema,
});

export const updateAdminTariff = endpoint({
  operationId: 'updateAdminTariff',
  method: 'PUT',
  path: '/admin/tariffs/{id}',
  access: 'staff',
  tags,
  summary: 'Edit a tariff: names, description, price, period, features, in both languages',
  description:
    'Live at once on every instance: the public tariff calls answer the new text and price from ' +
    'the next request. A paid plan’s price is above 0 and its period 1..36 months; the basic services ' +
    'and the trial are free with period 0; the trial needs `trial_days`, which every other tariff ' +
    'leaves null (422). `features` lists the comparison rows to set; rows left out keep their values. Issued invoices ' +
    'keep their price. 404 for an unknown tariff, 422 for an unknown feature. The change goes to the audit log (entity `tariff`).',
  params: AdminTariffParamsSchema,
  body: AdminTariffBodySchema,
  // The basic services as the portal ships them (tariff 1 of a fresh database).
  example: {
    name: { uk: 'Базові послуги', en: 'Basic services' },
    description: {
      uk: 'Безкоштовно для кожної зареєстрованої компанії: експортні заявки, запити на аналіз ринку, інформація про країни-імпортери та чат із менеджерами.',
      en: 'Free for every registered company: export applications, market-analysis requests, information on importing countries and chat with the managers.',
    },
    price: 0,
    period_months: 0,
    trial_days: null,
    is_recommended: false,
    is_public: false,
    features: [],
  },
  response: AdminTariffResponseSchema,
});

// ─── The office's requisites ─────────────────────────────────────────────────────────────

export const getAdminOfficeSettings = endpoint({
  operationId: 'getAdminOfficeSettings',
  method: 'GET',
  path: '/admin/settings/office',
  access: 'staff',
  tags,
  summary: 'The office’s requisites and VAT rate printed on new invoices',
  response: OfficeSettingsResponseSchema,
});

export const updateAdminOfficeSettings = endpoint({
  operationId: 'updateAdminOfficeSettings',
  method: 'PUT',
  path: '/admin/settings/office',
  access: 'staff',
  tags,
  summary: 'Set the office’s requisites and VAT rate for new invoices',
  description:
    `${ADMIN_ONLY} Invoices issued from now on carry them; issued invoices keep their own. ` +
    'The change goes to the audit log (entity `settings`).',
  body: OfficeSettingsBodySchema,
  example: {
    seller: {
      name: { uk: 'ТОВ «Експортний офіс»', en: 'Export Office LLC' },
      code: '12345678',
      address: { uk: 'вул. Хрещатик, 1, м. Київ, 01001', en: '1 Khreshchatyk St., Kyiv, 01001' },
      iban: 'UA213223130000026007233566001',
      bank: { uk: 'АТ «Банк»', en: 'Bank JSC' },
    },
    vat_rate: 20,
  },
  response: OfficeSettingsResponseSchema,
});
