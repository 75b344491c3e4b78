import { ShareBodySchema } from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';

/** The share form of an import application: the ticked companies (their exporters' user ids). */
export const SHARE_FIELDS: FieldSpec = { user_ids: 'list' };

/** What a successful share answers the page with: how many companies were ticked. */
export type ImporterSaleShared = { count: number };

/** The ticked ids as the API body, each once, in the order ticked; empty values left out. */
export function toShareBody(values: FormValues): { user_ids: string[] } {
  const list = Array.isArray(values.user_ids) ? values.user_ids : [];
  const ids = list.map((id) => id.trim()).filter((id) => id !== '');
  return { user_ids: [...new Set(ids)] };
}

/** The share form checked in the browser with the contract's schema (at least one company). */
export const SHARE_SCHEMA: FormSchema = {
  safeParse: (value, params) => ShareBodySchema.safeParse(toShareBody(value as FormValues), params),
};
