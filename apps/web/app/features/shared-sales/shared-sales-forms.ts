import { DeclineBodySchema, type SharedSale } from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';

/**
 * The forms of the buyers' requests shared with the company (issue 15 §4, decision 029 §4–5):
 * one accept and one decline form per shared request, each named by its own intent
 * (`accept-<share id>`, `decline-<share id>`) so that an answer or an error, with JavaScript or
 * without, lands on the card it came from.
 */

export type SharedSaleAction = 'accept' | 'decline';

export const ACCEPT_FIELDS: FieldSpec = {};
export const DECLINE_FIELDS: FieldSpec = { reason: 'text', comment: 'text' };

const INTENT = /^(accept|decline)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The intent of a card's form. */
export function sharedSaleIntent(action: SharedSaleAction, shareId: string): string {
  return `${action}-${shareId}`;
}

/** Which form of which card a posted intent names; null for anything else. */
export function parseSharedSaleIntent(intent: unknown): { action: SharedSaleAction; shareId: string } | null {
  if (typeof intent !== 'string') return null;
  const match = INTENT.exec(intent);
  if (!match) return null;
  return { action: match[1]!.toLowerCase() as SharedSaleAction, shareId: match[2]!.toLowerCase() };
}

/**
 * The decline form's values as the API body: the reason, and the comment only when one was
 * written (the contract reads an empty comment as none, and `other` then needs one).
 */
export function toDeclineBody(values: FormValues): { reason: string; comment?: string } {
  const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
  const comment = typeof values.comment === 'string' ? values.comment.trim() : '';
  return comment === '' ? { reason } : { reason, comment };
}

/** The decline form checked in the browser with the contract's own rule (`other` needs a comment). */
export const DECLINE_SCHEMA: FormSchema = {
  safeParse: (value, params) => DeclineBodySchema.safeParse(toDeclineBody(value as FormValues), params),
};

/** The cards of the section: pending ones first (they wait for an answer), each group newest first. */
export function orderSharedSales(sales: readonly SharedSale[]): SharedSale[] {
  const pending = sales.filter((sale) => sale.answer === 'pending');
  const answered = sales.filter((sale) => sale.answer !== 'pending');
  const newestFirst = (a: SharedSale, b: SharedSale) => b.shared_at.localeCompare(a.shared_at);
  return [...pending.sort(newestFirst), ...answered.sort(newestFirst)];
}

/** How many requests still wait for the company's answer. */
export function countPending(sales: readonly SharedSale[]): number {
  return sales.filter((sale) => sale.answer === 'pending').length;
}
