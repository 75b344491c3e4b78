import type { toFieldErrors } from '@portal/contract';
import type { FormValues } from '../../lib/forms/form-values';
import type { FormSchema } from './use-api-form';

/** One problem of a form's values, as the contract's schemas name them. */
export type FormIssue = Parameters<typeof toFieldErrors>[0][number];

/**
 * A contract schema checked against what the form's values become (the body the action will
 * send): the browser checks what the server will, in the same words. The one place a form's
 * values, which the form hook passes as `unknown`, are read as FormValues.
 */
export function schemaOnValues(schema: FormSchema, toBody: (values: FormValues) => unknown): FormSchema {
  return { safeParse: (value, params) => schema.safeParse(toBody(value as FormValues), params) };
}

/** A form's own reading of its values (a body and the issues found on the way) as a FormSchema. */
export function schemaOfChecked(toChecked: (values: FormValues) => { issues: FormIssue[] }): FormSchema {
  return schemaOnValues(
    {
      safeParse: (checked) => {
        const { issues } = checked as { issues: FormIssue[] };
        return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
      },
    },
    toChecked,
  );
}
