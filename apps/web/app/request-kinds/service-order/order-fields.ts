import type { Checkout, FormDefinition } from '@portal/contract';
import { designedFieldSpec } from '../../components/designed-form/designed-answers';
import type { FieldSpec } from '../../lib/forms/form-values';

/** The one form of the order pages (its intent, and the prefix of its fields' ids). */
export const ORDER_INTENT = 'order';
/** The hidden field naming the form's version the answers were given to. */
export const FORM_ID_FIELD = 'form_id';

/** How a priced service's order is paid (`card` or `bank_transfer`). */
export const PAYMENT_METHOD_FIELD = 'payment_method';

/**
 * The fields of an order's form as the action reads and echoes them: its answers and its version,
 * and how it is paid when the service has a price.
 */
export function orderFields(definition: FormDefinition, options: { priced?: boolean } = {}): FieldSpec {
  return {
    ...designedFieldSpec(definition),
    [FORM_ID_FIELD]: 'hidden',
    ...(options.priced ? { [PAYMENT_METHOD_FIELD]: 'text' } : {}),
  };
}

/** Whether a service is ordered with an invoice (its price is above zero). */
export function isPriced(service: { price_minor: number | null }): boolean {
  return service.price_minor !== null && service.price_minor > 0;
}

/** A priced order placed to be paid by card: LiqPay's checkout of its invoice, for the page to submit. */
export type OrderCheckout = { checkout: Checkout };
