import { endpointParts, type toFieldErrors, type AnyEndpoint, type EndpointInput } from '@portal/contract';

/** The body an entry of the endpoint table takes, as its caller sends it (the schema's input). */
export type FormBody<E> = EndpointInput<E> extends { body?: infer B } ? B : never;

/** The issues of a body that the entry's schema refused (zod's, as the contract localises them). */
export type BodyIssues = Parameters<typeof toFieldErrors>[0];

/**
 * A form's body that the entry's schema refused, before any call: the form submitter answers it
 * as the API would, 422 `validation_failed` with each field's localised message beside its field
 * (lib/forms/submit-form.server.ts).
 */
export class FormBodyError extends Error {
  override readonly name = 'FormBodyError';
  constructor(readonly issues: BodyIssues) {
    super('The form body does not match its entry');
  }
}

/**
 * A form's values (or a body built from them) as the body of `entry` (issue 26 §4): parsed with
 * the entry's own body schema, so a value that fails is refused here, with the messages the API
 * would give, instead of being cast and sent. What a form gives (strings, lists of strings, ticks;
 * an empty field left out so that the schema says it is required) is sent as it is once it passes:
 * the API parses the same schema again (its checks against the database stay there).
 */
export function formBody<E extends AnyEndpoint>(entry: E, values: object): FormBody<E> {
  const schema = endpointParts(entry).body;
  if (schema) {
    // With the input, as the API and the browser parse: a text too short is 'at least 10', not 'write it'.
    const parsed = schema.safeParse(values, { reportInput: true });
    if (!parsed.success) throw new FormBodyError(parsed.error.issues);
  }
  return values as FormBody<E>;
}
