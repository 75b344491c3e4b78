import type { FormValues } from '../../lib/forms/form-values';

/**
 * The button that sent a request's form: `send=true` sends the request to the managers (the
 * body's `submit`), `send=false` keeps it as a draft. Not named `submit`: a control of that name
 * would hide the form's submit().
 */
export const SUBMIT_FIELD = 'send';

/** A posted text field, trimmed; '' when it is missing or not text. */
export function trimmedText(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether the form was sent with 'submit' (to the managers) rather than 'keep as a draft'. */
export function isSubmitPressed(values: FormValues): boolean {
  return trimmedText(values, SUBMIT_FIELD) === 'true';
}
