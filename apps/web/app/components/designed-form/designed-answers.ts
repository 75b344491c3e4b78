import { listFormFields, type FieldErrors, type FormAnswers, type FormDefinition } from '@portal/contract';
import type { FieldKind, FieldSpec } from '../../lib/forms/form-values';
import { findChosenFile } from '../../lib/forms/posted-file';

/**
 * A designed form (issue 27 §3) posted as a plain form: inputs are named by field key (a
 * multi-select's checkboxes share theirs), a kept file's id rides in `<key>.file_id` and an
 * optional file's "remove" box is `<key>.remove` (a dot never occurs in a field key).
 * `readDesignedAnswers` turns the post into the answers the form's JSON Schema takes
 * (`toFormJsonSchema`): the rules of each kind are written there.
 */

/** The hidden input that keeps an already uploaded file of a file field. */
export function keptFileInputName(key: string): string {
  return `${key}.file_id`;
}

/** The box that drops an optional file field's kept file. */
export function removeFileInputName(key: string): string {
  return `${key}.remove`;
}

export type DesignedAnswers = {
  /** The answers, but for file fields with a newly chosen file. */
  answers: FormAnswers;
  /** The files chosen now, by field key: upload them, then answer `{ file_id }` for each. */
  files: Record<string, File>;
};

/** Group separators people type: spaces (also no-break and narrow ones) and apostrophes. */
const GROUPING = /[\s\u00a0\u202f'’]/g;
const PLAIN_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number as people type it in either language: `1 234,5`, `1234.5`, `1,234.5`, `1.234,5`.
 * When both separators occur, the last one is the decimal one; a lone comma is decimal, as in
 * Ukrainian (`2,5`), unless it repeats (`1,000,000`). `null` for text that is no number.
 */
export function parseDecimal(text: string): number | null {
  let value = text.replace(GROUPING, '');
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const [group, decimal] = comma > dot ? ['.', ','] : [',', '.'];
    value = value.replaceAll(group, '').replace(decimal, '.');
  } else if (comma >= 0) {
    value = value.indexOf(',') === comma ? value.replace(',', '.') : value.replaceAll(',', '');
  } else if (dot >= 0 && value.indexOf('.') !== dot) {
    value = value.replaceAll('.', '');
  }
  if (!PLAIN_NUMBER.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The answers of a posted designed form, as its JSON Schema takes them:
 * - text: trimmed, `''` when left empty ("not answered");
 * - number: parsed in either language (`parseDecimal`); text that is no number is kept as typed,
 *   for the server to say "enter a number";
 * - date, select, country, hs_code (digits only: dots and spaces dropped): left out when empty;
 * - multi_select: the ticked values (`[]` for none); checkbox: whether ticked;
 * - file: a newly chosen file goes to `files` (its answer comes after the upload), else the kept
 *   file's `{ file_id }`, unless "remove" was ticked.
 */
export function readDesignedAnswers(definition: FormDefinition, formData: FormData): DesignedAnswers {
  const answers: FormAnswers = {};
  const files: Record<string, File> = {};
  for (const field of listFormFields(definition)) {
    const { key } = field;
    switch (field.kind) {
      case 'text':
      case 'long_text':
        answers[key] = textOf(formData, key);
        break;
      case 'number': {
        const text = textOf(formData, key);
        if (text !== '') answers[key] = parseDecimal(text) ?? text;
        break;
      }
      case 'hs_code': {
        const code = textOf(formData, key).replace(/[\s.]/g, '');
        if (code !== '') answers[key] = code;
        break;
      }
      case 'date':
      case 'select':
      case 'country': {
        const value = textOf(formData, key);
        if (value !== '') answers[key] = value;
        break;
      }
      case 'multi_select':
        answers[key] = formData.getAll(key).filter((value): value is string => typeof value === 'string');
        break;
      case 'checkbox':
        answers[key] = formData.has(key);
        break;
      case 'file': {
        const file = findChosenFile(formData, key);
        const keptId = textOf(formData, keptFileInputName(key));
        if (file) files[key] = file;
        else if (keptId !== '' && !formData.has(removeFileInputName(key))) answers[key] = { file_id: keptId };
        break;
      }
    }
  }
  return { answers, files };
}

/**
 * The fields of a designed form as `useApiForm` reads and echoes them: what a failed submit
 * refills without JavaScript, and which errors show beside a field.
 */
export function designedFieldSpec(definition: FormDefinition): FieldSpec {
  const spec: Record<string, FieldKind> = {};
  for (const field of listFormFields(definition)) {
    if (field.kind === 'multi_select') spec[field.key] = 'list';
    else if (field.kind === 'checkbox') spec[field.key] = 'checkbox';
    else spec[field.key] = 'text';
    if (field.kind === 'file') spec[keptFileInputName(field.key)] = 'text';
  }
  return spec;
}

/** The API's errors of the answers (`answers.<key>`) keyed by the inputs' names (`<key>`). */
export function unscopeAnswerErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => [path.replace(/^answers\./, ''), messages]),
  );
}
