import { describe, expect, it } from 'vitest';
import { PurchaseBodySchema } from '@portal/contract';
import pagesEn from '../../i18n/locales/pages/en.json';
import pagesUa from '../../i18n/locales/pages/ua.json';
import {
  decideBuyerState,
  toInvoicePath,
  toPurchaseBody,
  toPurchaseOutcome,
  toTrialStarted,
} from './purchase';

const approved = {
  role: 'exporter' as const,
  is_approved: true,
  is_denied: false,
  is_banned: false,
  active_tariff: null,
};
const CHECKOUT = { url: 'http://127.0.0.1:9/api/3/checkout', data: 'eyJ2IjozfQ==', signature: 'c2lnbg==' };
const INVOICE = {
  id: '0b9f4c1e-8d2a-4d55-9a51-3d1f2b7c6e10',
  tariff: { id: 2, slug: 'business', name: 'Бізнес' },
};

describe('who may buy on /tariffs (issue 14 §4)', () => {
  it('a guest signs up; staff buy nothing; an unverified, denied or banned company is told why', () => {
    expect(decideBuyerState(null)).toBe('guest');
    expect(decideBuyerState({ ...approved, role: 'manager' })).toBe('staff');
    expect(decideBuyerState({ ...approved, role: 'admin' })).toBe('staff');
    expect(decideBuyerState({ ...approved, is_approved: false })).toBe('unverified');
    expect(decideBuyerState({ ...approved, is_denied: true })).toBe('unverified');
    expect(decideBuyerState({ ...approved, is_banned: true })).toBe('unverified');
  });

  it('a verified company buys or starts the trial; with a running subscription it renews', () => {
    expect(decideBuyerState(approved)).toBe('ready');
    const running = {
      name: 'Бізнес',
      is_active: true,
      expiry_date: '2030-01-01T00:00:00Z',
      is_trial: false,
      started_at: null,
    };
    expect(decideBuyerState({ ...approved, active_tariff: running })).toBe('subscribed');
    // An ended one reads as none.
    expect(decideBuyerState({ ...approved, active_tariff: { ...running, is_active: false } })).toBe('ready');
  });
});

describe('the purchase form’s body and outcome', () => {
  it('sends the plan and the method as the form holds them, trimmed', () => {
    const body = toPurchaseBody({ tariff: ' business ', payment_method: 'card' });
    expect(body).toEqual({ tariff: 'business', payment_method: 'card' });
    expect(PurchaseBodySchema.safeParse(body).success).toBe(true);
    // Anything else reaches the API, which answers it with a localised 422, never a crash here.
    expect(PurchaseBodySchema.safeParse(toPurchaseBody({ tariff: '', payment_method: 'cash' })).success).toBe(
      false,
    );
  });

  it('by card: LiqPay’s checkout for the page to submit, named by the plan whose button it was', () => {
    expect(toPurchaseOutcome({ invoice: INVOICE, checkout: CHECKOUT }, 'ua')).toEqual({
      data: { tariff: 'business', invoiceId: INVOICE.id, checkout: CHECKOUT },
    });
  });

  it('by bank transfer: the new invoice’s page, in the page’s language', () => {
    expect(toPurchaseOutcome({ invoice: INVOICE, checkout: null }, 'ua')).toEqual({
      redirectTo: `/profile/invoices/${INVOICE.id}`,
    });
    expect(toPurchaseOutcome({ invoice: INVOICE, checkout: null }, 'en')).toEqual({
      redirectTo: `/en/profile/invoices/${INVOICE.id}`,
    });
    expect(toInvoicePath('a/b', 'ua')).toBe('/profile/invoices/a%2Fb');
  });

  it('the trial answers the plan now running and its end', () => {
    expect(
      toTrialStarted({
        tariff: { id: 9, slug: 'trial', name: 'Пробний доступ' },
        ends_at: '2030-03-15T08:00:00.000Z',
      }),
    ).toEqual({ plan: 'Пробний доступ', endsAt: '2030-03-15T08:00:00.000Z' });
  });
});

describe('issue 13’s subscription request is gone with buying built', () => {
  it('no text says buying is not built, and no request form remains', () => {
    for (const tariffs of [pagesUa.tariffs, pagesEn.tariffs]) {
      const keys = Object.keys(tariffs);
      expect(keys).not.toContain('purchaseNote');
      expect(keys.filter((key) => key.startsWith('request'))).toEqual([]);
    }
  });
});
