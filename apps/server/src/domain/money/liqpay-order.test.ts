import { describe, expect, it } from 'vitest';
import { invoiceIdOfOrder, orderIdOf } from './liqpay-order';

const INVOICE = '0b7f2a4e-3c1d-4e5f-8a9b-1c2d3e4f5a6b';

describe('LiqPay order ids of an invoice (LiqPay takes an order id once)', () => {
  it('the purchase uses the invoice id; a later checkout adds a suffix of its own each time', () => {
    expect(orderIdOf(INVOICE)).toBe(INVOICE);
    const first = orderIdOf(INVOICE, { again: true });
    const second = orderIdOf(INVOICE, { again: true });
    expect(first).toMatch(new RegExp(`^${INVOICE}\\.[a-f\\d]{12}$`));
    expect(second).not.toBe(first);
  });

  it('names the invoice of an order id, and nothing for an id no checkout of ours made', () => {
    expect(invoiceIdOfOrder(INVOICE)).toBe(INVOICE);
    expect(invoiceIdOfOrder(orderIdOf(INVOICE, { again: true }))).toBe(INVOICE);
    expect(invoiceIdOfOrder(INVOICE.toUpperCase())).toBe(INVOICE);
    for (const garbage of [
      '',
      'i00000001',
      `${INVOICE}.`,
      `${INVOICE}.a-b`,
      `x${INVOICE}`,
      `${INVOICE}.${'a'.repeat(33)}`,
    ]) {
      expect(invoiceIdOfOrder(garbage)).toBeNull();
    }
  });
});
