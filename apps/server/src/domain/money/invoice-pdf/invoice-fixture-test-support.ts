import type { Invoice } from '@portal/contract';

/** Test support: an invoice as the API answers it, awaiting payment by transfer (the PDF tests). */
export const INVOICE_ISSUED_AT = '2026-11-21T10:30:00.000Z';

export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: '0b9f6c1e-2f4a-4c41-9a51-6f0e3f7d1a22',
    number: 'EXP-2026-000042',
    status: 'awaiting_payment',
    payment_method: 'bank_transfer',
    amount: 199000,
    vat: 33167,
    vat_rate: 20,
    currency: 'UAH',
    item: 'Підписка «Стандарт» на порталі експортерів, 12 місяців',
    subject: { kind: 'subscription', id: '2', name: 'Стандарт', path: null, back_office_path: null },
    tariff: { id: 2, slug: 'standard', name: 'Стандарт' },
    issued_at: INVOICE_ISSUED_AT,
    paid_at: null,
    seller: {
      name: 'ДУ «Офіс з розвитку підприємництва та експорту»',
      code: '40124318',
      address: 'вул. Хрещатик, 10, м. Київ, 01001',
      iban: 'UA213223130000026007233566001',
      bank: 'АТ «Ощадбанк»',
    },
    buyer: {
      name: 'ТОВ «Бджілка»',
      code: '34718266',
      address: 'вул. Зелена, 5, м. Львів, 79000',
      iban: null,
      bank: null,
    },
    cancelled_at: null,
    refunded_at: null,
    can_pay: true,
    payment_attempt: null,
    ...overrides,
  };
}
