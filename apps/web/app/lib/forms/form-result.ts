import type { FieldErrors } from '@portal/contract';
import type { FormValues } from './form-values';

export type FormSuccess<TData> = { ok: true; intent: string; data: TData };
export type FormFailure = {
  ok: false;
  intent: string;
  /** The API's message, already in the page's language. */
  message: string;
  /**
   * The text of the error notification 'Помилка!' of spec §8: the API's message when its answer
   * carried one (api-error-actions getApiErrorNotificationText), else null.
   */
  notification: string | null;
  fieldErrors: FieldErrors;
  /** What was typed, without secrets, for a page rendered again without JavaScript. */
  values: FormValues;
};
export type FormResult<TData = unknown> = FormSuccess<TData> | FormFailure;

/** A route action's answer that is a failed form (the page's action data may be anything). */
export function isFormFailure(value: unknown): value is FormFailure {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<keyof FormFailure, unknown>>;
  return (
    record.ok === false &&
    typeof record.intent === 'string' &&
    typeof record.message === 'string' &&
    (record.notification === null || typeof record.notification === 'string')
  );
}

/** The messages for one field: its own key and the keys below it (`fields_of_activity.0`). */
export function findFieldErrors(errors: FieldErrors, name: string): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === name || key.startsWith(`${name}.`))
    .flatMap(([, messages]) => messages);
}

/**
 * The messages that belong to no visible field (the body itself, a hidden field): they go to the
 * form's alert region. When no field has an error at all, the API's general message goes there.
 */
export function findGeneralErrors(
  failure: Pick<FormFailure, 'message' | 'fieldErrors'>,
  visibleFields: readonly string[],
): string[] {
  const isVisible = (key: string) => visibleFields.some((name) => key === name || key.startsWith(`${name}.`));
  const entries = Object.entries(failure.fieldErrors);
  const general = entries.filter(([key]) => !isVisible(key)).flatMap(([, messages]) => messages);
  const hasFieldError = entries.some(([key, messages]) => isVisible(key) && messages.length > 0);
  if (!hasFieldError && !general.includes(failure.message)) general.unshift(failure.message);
  return [...new Set(general)];
}
