import type { AnyEndpoint, EndpointInput } from '@portal/contract';

/** The body an entry of the endpoint table takes, as its caller sends it (the schema's input). */
export type FormBody<E> = EndpointInput<E> extends { body?: infer B } ? B : never;

/**
 * A form's values (or a body built from them) as the body of `entry`: the one place where what a
 * form gives (strings, lists of strings, ticks; an empty field left out so the API says it is
 * required) meets the entry's typed body. It is not checked here on purpose: the API validates
 * the body and answers 422 with each field's errors (spec §8), which the form shows beside its
 * fields. Answers are never cast: their types come from the entry.
 */
export function formBody<E extends AnyEndpoint>(_entry: E, values: object): FormBody<E> {
  return values as FormBody<E>;
}
