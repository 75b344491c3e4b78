import { OFFERED_COUNTRY_CODES } from '../countries';
import {
  FORM_LIMITS,
  listFormFields,
  textMaxLength,
  type FormDefinition,
  type FormField,
} from './form-definition';

/**
 * A designed form's answers as JSON Schema (draft 2020-12), stored with each version of the form
 * and checked by the server (Ajv). The answers are one object keyed by field key:
 *
 * - text, long_text: a string. An optional field left empty is answered `''` ("not answered"),
 *   which its minimum length does not apply to; leaving the key out means the same. A required
 *   one needs a character other than a blank.
 * - number: a JSON number (`integer` when the field asks for whole numbers).
 * - date: `YYYY-MM-DD`. "Not before/after today" depends on the day the answer is checked, which
 *   JSON Schema cannot say: the custom keywords `x-not-before-today` / `x-not-after-today`, which
 *   the server's validator implements with Kyiv's calendar day (`formToday`).
 * - select, country: the chosen value; multi_select: the chosen values, each once ([] for none).
 * - checkbox: a boolean; a required one must be `true` (consent).
 * - hs_code: digits only, 4, 6 or 10 of them (a form's reader drops dots and spaces).
 * - file: `{ file_id }`, an upload the server has checked.
 *
 * Any other optional field left empty is left out. A key the form does not have is refused.
 */

export const FORM_JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
export const NOT_BEFORE_TODAY_KEYWORD = 'x-not-before-today';
export const NOT_AFTER_TODAY_KEYWORD = 'x-not-after-today';

export type JsonSchema = { [keyword: string]: unknown };

export type FormJsonSchema = {
  $schema: typeof FORM_JSON_SCHEMA_DIALECT;
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
  additionalProperties: false;
};

/**
 * A lower bound that holds only once something is answered: an optional text's minimum length,
 * an optional multi-select's minimum count. `''` and `[]` stay "not answered".
 */
function onceAnswered(
  keyword: 'minLength' | 'minItems',
  min: number | undefined,
  required: boolean,
): JsonSchema {
  if (required) return { [keyword]: Math.max(1, min ?? 1) };
  if (!min) return {};
  return { if: { [keyword]: 1 }, then: { [keyword]: min } };
}

/** The JSON Schema of one field's answer. */
export function toFieldJsonSchema(field: FormField): JsonSchema {
  switch (field.kind) {
    case 'text':
    case 'long_text':
      return {
        type: 'string',
        maxLength: textMaxLength(field),
        ...onceAnswered('minLength', field.min_length, field.required),
        ...(field.required ? { pattern: '\\S' } : {}),
      };
    case 'number':
      return {
        type: field.integer ? 'integer' : 'number',
        ...(field.min === undefined ? {} : { minimum: field.min }),
        ...(field.max === undefined ? {} : { maximum: field.max }),
      };
    case 'date':
      return {
        type: 'string',
        format: 'date',
        ...(field.not_before_today ? { [NOT_BEFORE_TODAY_KEYWORD]: true } : {}),
        ...(field.not_after_today ? { [NOT_AFTER_TODAY_KEYWORD]: true } : {}),
      };
    case 'select':
      return { type: 'string', enum: field.options.map((option) => option.value) };
    case 'multi_select':
      return {
        type: 'array',
        items: { type: 'string', enum: field.options.map((option) => option.value) },
        uniqueItems: true,
        ...onceAnswered('minItems', field.min_items, field.required),
        maxItems: field.max_items ?? field.options.length,
      };
    case 'checkbox':
      return field.required ? { type: 'boolean', const: true } : { type: 'boolean' };
    case 'country':
      return { type: 'string', enum: [...OFFERED_COUNTRY_CODES] };
    case 'hs_code':
      return { type: 'string', pattern: FORM_LIMITS.hsCode.source };
    case 'file':
      return {
        type: 'object',
        required: ['file_id'],
        properties: { file_id: { type: 'string', format: 'uuid' } },
        additionalProperties: false,
      };
  }
}

/** A designed form's answers as a JSON Schema 2020-12 (see above for each kind). */
export function toFormJsonSchema(definition: FormDefinition): FormJsonSchema {
  const fields = listFormFields(definition);
  return {
    $schema: FORM_JSON_SCHEMA_DIALECT,
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.key, toFieldJsonSchema(field)])),
    required: fields.filter((field) => field.required).map((field) => field.key),
    additionalProperties: false,
  };
}

/** One answer, as the JSON Schema above takes it. */
export type FormAnswerValue = string | number | boolean | string[] | { file_id: string };
/** A designed form's answers, keyed by field key. */
export type FormAnswers = Record<string, FormAnswerValue>;
