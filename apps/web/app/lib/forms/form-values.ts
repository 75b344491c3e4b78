/**
 * How a form field is read from FormData:
 * - `text`: one string ('' when absent);
 * - `secret`: a string that is never sent back to the page (passwords, codes);
 * - `hidden`: a string the user does not see (a challenge, a token), so its errors are general;
 * - `list`: every value of a checkbox group;
 * - `checkbox`: true when ticked.
 */
export type FieldKind = 'text' | 'secret' | 'hidden' | 'list' | 'checkbox';
export type FieldSpec = Readonly<Record<string, FieldKind>>;
export type FormValue = string | string[] | boolean;
export type FormValues = Record<string, FormValue>;

/** The field that tells a route's action which form was sent. */
export const INTENT_FIELD = 'intent';

/** Reads exactly the fields of `spec` (the API rejects unknown fields), in the types of the body. */
export function readFormValues(formData: FormData, spec: FieldSpec): FormValues {
  const values: FormValues = {};
  for (const [name, kind] of Object.entries(spec)) {
    if (kind === 'list') {
      values[name] = formData.getAll(name).filter((value): value is string => typeof value === 'string');
    } else if (kind === 'checkbox') {
      values[name] = formData.get(name) !== null;
    } else {
      const value = formData.get(name);
      values[name] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

/** What a failed submit sends back so a page without JavaScript can refill its fields. */
export function echoFormValues(values: FormValues, spec: FieldSpec): FormValues {
  const echo: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (spec[name] !== 'secret') echo[name] = value;
  }
  return echo;
}

/** The names that are visible fields (errors of the others are shown as general errors). */
export function listVisibleFields(spec: FieldSpec): string[] {
  return Object.entries(spec)
    .filter(([, kind]) => kind !== 'hidden')
    .map(([name]) => name);
}
