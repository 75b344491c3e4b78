import type { FormDefinition } from '@portal/contract';
import { designedFieldSpec } from '../../components/designed-form/designed-answers';
import type { FieldSpec } from '../../lib/forms/form-values';

/** The one form of the order pages (its intent, and the prefix of its fields' ids). */
export const ORDER_INTENT = 'order';
/** The hidden field naming the form's version the answers were given to. */
export const FORM_ID_FIELD = 'form_id';

/** The fields of an order's form as the action reads and echoes them: its answers and its version. */
export function orderFields(definition: FormDefinition): FieldSpec {
  return { ...designedFieldSpec(definition), [FORM_ID_FIELD]: 'hidden' };
}
