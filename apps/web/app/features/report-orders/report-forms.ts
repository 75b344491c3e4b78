import type { Checkout } from '@portal/contract';
import type { FieldSpec } from '../../lib/forms/form-values';

/**
 * The forms of the report pages (issue 28 §3): each posts its intent to its page's action, so
 * every step works without JavaScript. The order named is the page's own (its address).
 */

/** 'Order a report' of a found company: the quote (`check-order-status`). */
export const QUOTE_INTENT = 'quote';
export const QUOTE_FIELDS = { country: 'hidden', company_id: 'hidden' } as const satisfies FieldSpec;

export const CONFIRM_INTENT = 'confirm';
export const CANCEL_INTENT = 'cancel';
export const REFRESH_INTENT = 'refresh';
export const NO_FIELDS = {} as const satisfies FieldSpec;

/** The payment's choice of a confirmed order: its invoice (`create-invoice`). */
export const INVOICE_INTENT = 'invoice';
export const PAYMENT_METHOD_FIELD = 'payment_method';
export const INVOICE_FIELDS = { [PAYMENT_METHOD_FIELD]: 'text' } as const satisfies FieldSpec;

/** What the order's actions answer: which one succeeded; a card invoice also LiqPay's checkout. */
export type OrderActionDone = { done: 'confirm' | 'cancel' };
export type InvoiceDone = { checkout: Checkout };
export type RefreshDone = { checked: number };
