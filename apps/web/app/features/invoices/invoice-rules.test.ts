import { describe, expect, it } from 'vitest';
import { INVOICE_SUBJECTS } from '@portal/contract';
import moneyEn from '../../i18n/locales/money/en.json';
import moneyUa from '../../i18n/locales/money/ua.json';
import {
  decidePaymentNotice,
  isAwaitingCardAnswer,
  isInvoiceId,
  readInvoiceFilters,
  SUBJECT_TEXT_KEYS,
  toInvoicePdfPath,
  toInvoicesQuery,
} from './invoice-rules';

const ID = '0b9f4c1e-8d2a-4d55-9a51-3d1f2b7c6e10';

describe('the invoices list’s address (issue 14 §2)', () => {
  it('reads a known status and a page; drops what the API would refuse', () => {
    expect(readInvoiceFilters(new URLSearchParams('status=paid&page=2'))).toEqual({
      status: 'paid',
      page: 2,
    });
    expect(readInvoiceFilters(new URLSearchParams('status=gold&page=-1'))).toEqual({ status: '', page: 1 });
    expect(readInvoiceFilters(new URLSearchParams('page=1.5'))).toEqual({ status: '', page: 1 });
    expect(readInvoiceFilters(new URLSearchParams(''))).toEqual({ status: '', page: 1 });
  });

  it('asks the API only for what is set', () => {
    expect(toInvoicesQuery({ status: '', page: 1 })).toEqual({ page: 1, per_page: 10 });
    expect(toInvoicesQuery({ status: 'awaiting_payment', page: 3 })).toEqual({
      page: 3,
      per_page: 10,
      status: 'awaiting_payment',
    });
  });
});

describe('an invoice’s address', () => {
  it('only a UUID names an invoice (anything else is the 404 page)', () => {
    expect(isInvoiceId(ID)).toBe(true);
    expect(isInvoiceId('42')).toBe(false);
    expect(isInvoiceId(undefined)).toBe(false);
  });

  it('the PDF goes through the page’s resource route in the page’s language', () => {
    expect(toInvoicePdfPath(ID, 'ua')).toBe(`/profile/invoices/${ID}/pdf`);
    expect(toInvoicePdfPath(ID, 'en')).toBe(`/en/profile/invoices/${ID}/pdf`);
  });
});

describe('what the invoice’s page says about paying it (issue 14 §3, issue 25 §2)', () => {
  const card = { status: 'awaiting_payment', payment_method: 'card', payment_attempt: null } as const;
  const loadedAt = '2026-11-28T12:00:00.000Z';
  const answered = (outcome: 'declined' | 'failed' | 'pending', secondsBefore: number) => ({
    ...card,
    payment_attempt: { outcome, at: new Date(Date.parse(loadedAt) - secondsBefore * 1000).toISOString() },
  });

  it('a card invoice LiqPay said nothing about: confirming while the page looks for the callback, then pay again', () => {
    expect(decidePaymentNotice(card, { isChecking: true, loadedAt })).toBe('checking');
    expect(decidePaymentNotice(card, { isChecking: false, loadedAt })).toBe('card_unpaid');
    expect(isAwaitingCardAnswer(card, loadedAt)).toBe(true);
  });

  it('issue 25 §2: a declined or failed card says so at once, and the page stops waiting', () => {
    for (const outcome of ['declined', 'failed'] as const) {
      const invoice = answered(outcome, 3);
      expect(decidePaymentNotice(invoice, { isChecking: true, loadedAt })).toBe(`card_${outcome}`);
      expect(isAwaitingCardAnswer(invoice, loadedAt)).toBe(false);
    }
  });

  it('issue 25 §2: the bank still processing says so, and the page keeps checking (within its time limit)', () => {
    const invoice = answered('pending', 3);
    expect(decidePaymentNotice(invoice, { isChecking: true, loadedAt })).toBe('card_pending');
    expect(decidePaymentNotice(invoice, { isChecking: false, loadedAt })).toBe('card_pending');
    expect(isAwaitingCardAnswer(invoice, loadedAt)).toBe(true);
  });

  it('an old decline (before paying again) does not show while the page looks for the new answer; after, it does', () => {
    const old = answered('declined', 10 * 60);
    expect(decidePaymentNotice(old, { isChecking: true, loadedAt })).toBe('checking');
    expect(decidePaymentNotice(old, { isChecking: false, loadedAt })).toBe('card_declined');
  });

  it('a bank transfer waits for the transfer, whatever the checking', () => {
    const transfer = { ...card, payment_method: 'bank_transfer' } as const;
    expect(decidePaymentNotice(transfer, { isChecking: true, loadedAt })).toBe('transfer');
    expect(isAwaitingCardAnswer(transfer, loadedAt)).toBe(false);
  });

  it('paid, cancelled, paid after cancelling (to be returned, issue 24 §3) and refunded say so, by either method', () => {
    for (const status of ['paid', 'cancelled', 'refund_due', 'refunded'] as const) {
      expect(decidePaymentNotice({ ...card, status }, { isChecking: true, loadedAt })).toBe(status);
      expect(
        decidePaymentNotice(
          { ...card, status, payment_method: 'bank_transfer' },
          { isChecking: false, loadedAt },
        ),
      ).toBe(status);
    }
  });
});

describe('decision 048: the invoice page says what paying does, by what the invoice sells', () => {
  const text = (catalogue: { invoice: Record<string, string> }, key: string) =>
    catalogue.invoice[key.replace('invoice.', '')];

  it('has each subject’s texts in both languages', () => {
    for (const kind of INVOICE_SUBJECTS) {
      for (const key of Object.values(SUBJECT_TEXT_KEYS[kind])) {
        expect(text(moneyUa, key), `ua ${key}`).toBeTruthy();
        expect(text(moneyEn, key), `en ${key}`).toBeTruthy();
      }
    }
  });

  it('issue 28: a report’s invoice paid says the report is being prepared; by transfer or pending, that it is then ordered', () => {
    const keys = SUBJECT_TEXT_KEYS.report_order;
    expect(text(moneyUa, keys.paid)).toContain('Звіт готується');
    expect(text(moneyEn, keys.paid)).toContain('The report is being prepared');
    expect(text(moneyUa, keys.transfer)).toContain('замовимо звіт');
    expect(text(moneyEn, keys.transfer)).toContain('we order the report');
    expect(text(moneyUa, keys.pending)).toContain('замовить звіт');
    expect(text(moneyEn, keys.pending)).toContain('orders the report');
  });
});
