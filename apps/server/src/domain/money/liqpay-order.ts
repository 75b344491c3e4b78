import { randomBytes } from 'node:crypto';

/**
 * LiqPay's `order_id` for a checkout of an invoice. LiqPay takes an order id once: after a
 * declined card the same id cannot be paid again. The purchase's checkout uses the invoice's id;
 * each later checkout of the same invoice (`POST /invoices/{id}/checkout`) adds a suffix of its
 * own, and a callback's order id names its invoice by the part before the suffix.
 */
const ORDER_ID = /^([\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})(?:\.([a-z\d]{1,32}))?$/i;

export function orderIdOf(invoiceId: string, options: { again?: boolean } = {}): string {
  return options.again ? `${invoiceId}.${randomBytes(6).toString('hex')}` : invoiceId;
}

/** The invoice an order id names, or null for an id no checkout of ours made. */
export function invoiceIdOfOrder(orderId: string): string | null {
  return ORDER_ID.exec(orderId)?.[1]?.toLowerCase() ?? null;
}
