import { createHash } from 'node:crypto';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  formToday,
  listFormFields,
  NOT_AFTER_TODAY_KEYWORD,
  NOT_BEFORE_TODAY_KEYWORD,
  translateMessage,
  type ApiLocale,
  type FieldErrors,
  type FormAnswers,
  type FormDefinition,
  type FormField,
  type MessageKey,
} from '@portal/contract';

/**
 * The answers to a form managers design (issue 27 §3), checked against the JSON Schema stored
 * with the form's version (`toFormJsonSchema`), with Ajv's draft 2020-12 in strict mode. Each
 * error is keyed `answers.<field key>` and names the field by its label in the request's language,
 * saying what to do (issue 25 §6).
 */

/** The form's version as stored: its id, its answers' JSON Schema and its layout. */
export type FormVersion = {
  versionId: string | number;
  schema: object;
  definition: FormDefinition;
};

export type FormValidationResult = { ok: true; answers: FormAnswers } | { ok: false; errors: FieldErrors };

/** What the date keywords compare with, handed to the validator on each call (`passContext`). */
type ValidationContext = { today: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `x-not-before-today` / `x-not-after-today`: a day compared with today (ISO days sort as text). */
function dateKeyword(keyword: string, holds: (day: string, today: string) => boolean) {
  return {
    keyword,
    type: 'string' as const,
    schemaType: 'boolean' as const,
    errors: false,
    validate(this: ValidationContext, enabled: boolean, data: string) {
      // A value that is no day is the `format` keyword's error, not this one's.
      return !enabled || !ISO_DAY.test(data) || holds(data, this.today);
    },
  };
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, passContext: true });
  addFormats(ajv, ['date', 'uuid']);
  ajv.addKeyword(dateKeyword(NOT_BEFORE_TODAY_KEYWORD, (day, today) => day >= today));
  ajv.addKeyword(dateKeyword(NOT_AFTER_TODAY_KEYWORD, (day, today) => day <= today));
  return ajv;
}

export const FORM_VALIDATOR_CACHE_SIZE = 500;

/**
 * A validator of designed forms' answers. Compiling a schema is the costly part (Ajv generates
 * code), so each form version's validator is compiled once and kept, the least recently used
 * dropped beyond `cacheSize` versions. Kept by the version's id and its schema's digest: a
 * version's schema never changes, but one process may serve several databases (the tests do),
 * where the same id names another form.
 */
export function createFormAnswersValidator({ cacheSize = FORM_VALIDATOR_CACHE_SIZE } = {}) {
  const ajv = createAjv();
  const compiled = new Map<string, ValidateFunction>();

  function validatorOf({ versionId, schema }: FormVersion): ValidateFunction {
    const key = `${versionId}:${createHash('sha256').update(JSON.stringify(schema)).digest('base64url')}`;
    let validate = compiled.get(key);
    if (validate) {
      compiled.delete(key);
    } else {
      validate = ajv.compile(schema);
      if (compiled.size >= cacheSize) compiled.delete(compiled.keys().next().value!);
    }
    compiled.set(key, validate);
    return validate;
  }

  return {
    validate(
      version: FormVersion,
      answers: unknown,
      locale: ApiLocale,
      { now = new Date() }: { now?: Date } = {},
    ): FormValidationResult {
      const validate = validatorOf(version);
      const context: ValidationContext = { today: formToday(now) };
      if (validate.call(context, answers)) return { ok: true, answers: answers as FormAnswers };
      return {
        ok: false,
        errors: toAnswerErrors(version.definition, answers, validate.errors ?? [], locale),
      };
    },
    /** How many versions' validators are kept (for tests and metrics). */
    get size() {
      return compiled.size;
    },
  };
}

const shared = createFormAnswersValidator();

/**
 * Checks a form's answers: `{ ok: true, answers }`, or `{ ok: false, errors }` keyed
 * `answers.<field key>` in the request's language. `now` decides "today" for date rules.
 */
export function validateFormAnswers(
  version: FormVersion,
  answers: unknown,
  locale: ApiLocale,
  options?: { now?: Date },
): FormValidationResult {
  return shared.validate(version, answers, locale, options);
}

// ─── Messages ────────────────────────────────────────────────────────────────────────────────

/** The field an Ajv error is about: the missing or extra key, else the first step of its path. */
function keyOf(error: ErrorObject): string | null {
  if (error.instancePath === '' && error.keyword === 'required') return String(error.params.missingProperty);
  if (error.instancePath === '' && error.keyword === 'additionalProperties')
    return String(error.params.additionalProperty);
  const [, first] = error.instancePath.split('/');
  return first ?? null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The fewest options a multi-select takes once answered (its own minimum, at least 1). */
function leastItems(field: Extract<FormField, { kind: 'multi_select' }>): number {
  return Math.max(1, field.min_items ?? 1);
}

type Say = (key: MessageKey, params?: Record<string, string | number>) => string;

/** What to do about a field left out or left empty, in the field's own terms. */
function emptyMessage(field: FormField, say: Say): string {
  switch (field.kind) {
    case 'select':
    case 'country':
      return say('form.choose_one');
    case 'multi_select': {
      const min = leastItems(field);
      return min === 1 ? say('form.choose_at_least_one') : say('form.choose_at_least', { min });
    }
    case 'checkbox':
      return say('form.tick');
    case 'file':
      return say('form.attach_file');
    default:
      return say('form.fill_in');
  }
}

/** One Ajv error of a field as a message naming the field and saying what to do. */
function fieldMessage(field: FormField, error: ErrorObject, value: unknown, locale: ApiLocale): string {
  const say: Say = (key, params = {}) =>
    translateMessage(key, locale, { label: field.label[locale], ...params });
  const limit = Number(error.params.limit);
  if (error.keyword === 'required' && error.instancePath === '') return emptyMessage(field, say);
  switch (field.kind) {
    case 'text':
    case 'long_text':
      if (isBlank(value)) return emptyMessage(field, say);
      if (error.keyword === 'minLength') return say('form.text_too_short', { min: limit });
      if (error.keyword === 'maxLength') return say('form.text_too_long', { max: limit });
      break;
    case 'number': {
      const unit = field.unit ? ` ${field.unit[locale]}` : '';
      const number = (n: number) => formatLimit(n, locale);
      if (error.keyword === 'minimum') return say('form.number_too_small', { min: number(limit), unit });
      if (error.keyword === 'maximum') return say('form.number_too_big', { max: number(limit), unit });
      if (error.keyword === 'type')
        return typeof value === 'number' ? say('form.number_integer') : say('form.number_type');
      break;
    }
    case 'date':
      if (isBlank(value)) return emptyMessage(field, say);
      if (error.keyword === NOT_BEFORE_TODAY_KEYWORD) return say('form.date_not_before_today');
      if (error.keyword === NOT_AFTER_TODAY_KEYWORD) return say('form.date_not_after_today');
      return say('form.date_format');
    case 'select':
    case 'country':
      return isBlank(value) ? emptyMessage(field, say) : say('form.choose_from_list');
    case 'multi_select':
      if (error.keyword === 'minItems') return emptyMessage(field, say);
      if (error.keyword === 'maxItems')
        return limit === 1 ? say('form.choose_at_most_one') : say('form.choose_at_most', { max: limit });
      if (error.keyword === 'uniqueItems') return say('form.choose_each_once');
      if (error.keyword === 'enum') return say('form.choose_from_list');
      break;
    case 'checkbox':
      if (error.keyword === 'const') return emptyMessage(field, say);
      break;
    case 'hs_code':
      return isBlank(value) ? emptyMessage(field, say) : say('form.hs_code');
    case 'file':
      return say('form.file_again');
  }
  return say('form.check_field');
}

const limitFormats = new Map<ApiLocale, Intl.NumberFormat>();

/** A number limit as the language writes it: `1 000,5` / `1,000.5`. */
function formatLimit(value: number, locale: ApiLocale): string {
  let format = limitFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-US', { maximumFractionDigits: 10 });
    limitFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * Ajv's errors as field errors: `answers.<key>`, each message once per field. `if` errors only
 * echo their `then`'s; a value that is no object at all is the answers' own error.
 */
function toAnswerErrors(
  definition: FormDefinition,
  answers: unknown,
  errors: readonly ErrorObject[],
  locale: ApiLocale,
): FieldErrors {
  const fields = new Map(listFormFields(definition).map((field) => [field.key, field]));
  const values = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {};
  const result = new Map<string, string[]>();
  const add = (path: string, message: string) => {
    const messages = result.get(path) ?? [];
    if (!messages.includes(message)) messages.push(message);
    result.set(path, messages);
  };
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const key = keyOf(error);
    if (key === null) {
      add('answers', translateMessage('validation.invalid_type', locale));
      continue;
    }
    const field = fields.get(key);
    if (!field) {
      add(`answers.${key}`, translateMessage('form.unknown_field', locale));
      continue;
    }
    add(
      `answers.${key}`,
      fieldMessage(field, error, Object.hasOwn(values, key) ? values[key] : undefined, locale),
    );
  }
  return Object.fromEntries(result);
}
