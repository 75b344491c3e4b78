import {
  FORM_FIELD_KINDS,
  FORM_FILE_KINDS,
  type FieldErrors,
  type FormDefinition,
  type FormField,
  type FormFieldKind,
  type FormFileKind,
} from '@portal/contract';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';

/**
 * The form designer's state (issue 27 §3): a service's form as the designer's inputs hold it,
 * every value a string as typed. The inputs are named by the definition's paths
 * (`sections.0.fields.1.label.uk`), so the API's 422 paths (`definition.sections.0.fields.1.key`)
 * land beside their inputs, and the page posts without script: the action rebuilds the state
 * from the posted form (`readDesignerState`), applies the button pressed (`applyDesignerOp`) or
 * sends the definition (`toDefinitionBody`).
 */

type Bilingual = { uk: string; en: string };

export const DATE_RULES = ['', 'not_before_today', 'not_after_today'] as const;
export type DateRule = (typeof DATE_RULES)[number];

export type DesignerOption = { value: string; label: Bilingual };

/** One field with every kind's settings; only its own kind's are read. */
export type DesignerField = {
  kind: FormFieldKind;
  key: string;
  label: Bilingual;
  help: Bilingual;
  required: boolean;
  min_length: string;
  max_length: string;
  min: string;
  max: string;
  integer: boolean;
  unit: Bilingual;
  date_rule: DateRule;
  options: DesignerOption[];
  min_items: string;
  max_items: string;
  accept: FormFileKind[];
};

export type DesignerSection = {
  key: string;
  title: Bilingual;
  description: Bilingual;
  /** The kind the section's "add field" adds. */
  new_kind: FormFieldKind;
  fields: DesignerField[];
};

export type DesignerState = { sections: DesignerSection[] };

/** The designer's form: named by its intent, which also prefixes its inputs' ids. */
export const DESIGNER_INTENT = 'design';

/**
 * What the designer's action answers: the state to show (after a button, or the saved draft), the
 * input to focus, and a revision that starts the inputs afresh.
 */
export type DesignerOutcome = {
  state: DesignerState;
  focus: string | null;
  revision: string;
  saved: boolean;
};

/** The form published: its new version. */
export type FormPublished = { version: number };

/** What the buttons of the designer post as `op` (besides saving). */
export const DESIGNER_OP_FIELD = 'op';

const empty = (): Bilingual => ({ uk: '', en: '' });
const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function newDesignerField(kind: FormFieldKind, key = ''): DesignerField {
  const hasOptions = kind === 'select' || kind === 'multi_select';
  return {
    kind,
    key,
    label: empty(),
    help: empty(),
    required: false,
    min_length: '',
    max_length: '',
    min: '',
    max: '',
    integer: false,
    unit: empty(),
    date_rule: '',
    options: hasOptions ? [newOption(), newOption()] : [],
    min_items: '',
    max_items: '',
    accept: [],
  };
}

const newOption = (): DesignerOption => ({ value: '', label: empty() });

export function newDesignerSection(key = ''): DesignerSection {
  return { key, title: empty(), description: empty(), new_kind: 'text', fields: [] };
}

/** The designer's state of a saved definition (the draft, or the current version to start from). */
export function toDesignerState(definition: FormDefinition | null): DesignerState {
  if (!definition) return { sections: [newDesignerSection('main')] };
  return {
    sections: definition.sections.map((section) => ({
      key: section.key,
      title: { ...section.title },
      description: { ...section.description },
      new_kind: 'text',
      fields: section.fields.map(toDesignerField),
    })),
  };
}

function toDesignerField(field: FormField): DesignerField {
  const base = newDesignerField(field.kind, field.key);
  const designer: DesignerField = {
    ...base,
    label: { ...field.label },
    help: { ...field.help },
    required: field.required,
  };
  switch (field.kind) {
    case 'text':
    case 'long_text':
      return {
        ...designer,
        min_length: numberText(field.min_length),
        max_length: numberText(field.max_length),
      };
    case 'number':
      return {
        ...designer,
        min: numberText(field.min),
        max: numberText(field.max),
        integer: field.integer ?? false,
        unit: field.unit ? { ...field.unit } : empty(),
      };
    case 'date':
      return {
        ...designer,
        date_rule: field.not_before_today
          ? 'not_before_today'
          : field.not_after_today
            ? 'not_after_today'
            : '',
      };
    case 'select':
    case 'multi_select':
      return {
        ...designer,
        options: field.options.map((option) => ({ value: option.value, label: { ...option.label } })),
        min_items: field.kind === 'multi_select' ? numberText(field.min_items) : '',
        max_items: field.kind === 'multi_select' ? numberText(field.max_items) : '',
      };
    case 'file':
      return { ...designer, accept: [...(field.accept ?? [])] };
    default:
      return designer;
  }
}

// ─── The posted form ↔ the state ─────────────────────────────────────────────────────────

const SECTION_NAME = /^sections\.(\d{1,2})\.(.+)$/;
const FIELD_NAME = /^fields\.(\d{1,2})\.(.+)$/;
const OPTION_NAME = /^options\.(\d{1,3})\.(.+)$/;

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

const isTicked = (values: FormValues, name: string) => {
  const value = values[name];
  return value === true || (typeof value === 'string' && value !== '');
};

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Indexes named in the posted names under `prefix`, in order (a gap is closed up). */
function indexesUnder(names: readonly string[], pattern: RegExp): number[] {
  const found = new Set<number>();
  for (const name of names) {
    const match = pattern.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

function subNames(names: readonly string[], prefix: string): string[] {
  return names.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));
}

function bilingual(values: FormValues, name: string): Bilingual {
  return { uk: text(values, `${name}.uk`), en: text(values, `${name}.en`) };
}

function readField(values: FormValues, names: readonly string[], p: string): DesignerField {
  const kind = oneOf(text(values, `${p}.kind`), FORM_FIELD_KINDS, 'text');
  const options = indexesUnder(subNames(names, `${p}.`), OPTION_NAME).map((o) => ({
    value: text(values, `${p}.options.${o}.value`),
    label: bilingual(values, `${p}.options.${o}.label`),
  }));
  const accept = values[`${p}.accept`];
  return {
    kind,
    key: text(values, `${p}.key`),
    label: bilingual(values, `${p}.label`),
    help: bilingual(values, `${p}.help`),
    required: isTicked(values, `${p}.required`),
    min_length: text(values, `${p}.min_length`),
    max_length: text(values, `${p}.max_length`),
    min: text(values, `${p}.min`),
    max: text(values, `${p}.max`),
    integer: isTicked(values, `${p}.integer`),
    unit: bilingual(values, `${p}.unit`),
    date_rule: oneOf(text(values, `${p}.date_rule`), DATE_RULES, ''),
    options,
    min_items: text(values, `${p}.min_items`),
    max_items: text(values, `${p}.max_items`),
    accept: FORM_FILE_KINDS.filter((fileKind) =>
      Array.isArray(accept) ? accept.includes(fileKind) : accept === fileKind,
    ),
  };
}

/** The designer's state from its posted inputs, sections and fields in the order of their indexes. */
export function readDesignerState(values: FormValues): DesignerState {
  const names = Object.keys(values);
  return {
    sections: indexesUnder(names, SECTION_NAME).map((s) => {
      const p = `sections.${s}`;
      return {
        key: text(values, `${p}.key`),
        title: bilingual(values, `${p}.title`),
        description: bilingual(values, `${p}.description`),
        new_kind: oneOf(text(values, `${p}.new_kind`), FORM_FIELD_KINDS, 'text'),
        fields: indexesUnder(subNames(names, `${p}.`), FIELD_NAME).map((f) =>
          readField(values, names, `${p}.fields.${f}`),
        ),
      };
    }),
  };
}

/**
 * How the action reads a posted designer: every name posted is a text, a file kind's boxes are a
 * list. (The inputs change with the form designed, so the names are the posted ones.)
 */
export function toDesignerFieldSpec(names: Iterable<string>): FieldSpec {
  const spec: Record<string, 'text' | 'list'> = {};
  for (const name of names) spec[name] = name.endsWith('.accept') ? 'list' : 'text';
  return spec;
}

/** A number as typed ('1 000,5' in Ukrainian) for the body; empty is left out; not a number is sent as typed. */
function toNumber(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? number : trimmed;
}

const withoutEmpty = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

function fieldBody(field: DesignerField): Record<string, unknown> {
  const base = {
    kind: field.kind,
    key: field.key.trim(),
    label: field.label,
    help: field.help,
    required: field.required,
  };
  switch (field.kind) {
    case 'text':
    case 'long_text':
      return withoutEmpty({
        ...base,
        min_length: toNumber(field.min_length),
        max_length: toNumber(field.max_length),
      });
    case 'number':
      return withoutEmpty({
        ...base,
        min: toNumber(field.min),
        max: toNumber(field.max),
        integer: field.integer || undefined,
        unit: field.unit.uk.trim() || field.unit.en.trim() ? field.unit : undefined,
      });
    case 'date':
      return withoutEmpty({ ...base, [field.date_rule]: field.date_rule ? true : undefined });
    case 'select':
      return { ...base, options: field.options.map((option) => ({ ...option, value: option.value.trim() })) };
    case 'multi_select':
      return withoutEmpty({
        ...base,
        options: field.options.map((option) => ({ ...option, value: option.value.trim() })),
        min_items: toNumber(field.min_items),
        max_items: toNumber(field.max_items),
      });
    case 'file':
      return withoutEmpty({ ...base, accept: field.accept.length > 0 ? field.accept : undefined });
    default:
      return base;
  }
}

/** The state as the body of `PUT …/form` (the API checks it; a kind's other settings are left out). */
export function toDefinitionBody(state: DesignerState): { definition: unknown } {
  return {
    definition: {
      sections: state.sections.map((section) => ({
        key: section.key.trim(),
        title: section.title,
        description: section.description,
        fields: section.fields.map(fieldBody),
      })),
    },
  };
}

// ─── The buttons ─────────────────────────────────────────────────────────────────────────

/** What a designer's button does, read from its `op` value (`add_field:0`, `field_up:1:2`). */
export type DesignerOp =
  | { type: 'add_section' }
  | { type: 'remove_section' | 'section_up' | 'section_down' | 'add_field'; section: number }
  | { type: 'remove_field' | 'field_up' | 'field_down' | 'add_option'; section: number; field: number }
  | { type: 'remove_option'; section: number; field: number; option: number };

const OP = /^([a-z_]+)(?::(\d{1,3}))?(?::(\d{1,3}))?(?::(\d{1,3}))?$/;

export function readDesignerOp(value: string): DesignerOp | null {
  const match = OP.exec(value);
  if (!match) return null;
  const [, type, a, b, c] = match;
  const [section, field, option] = [a, b, c].map((part) => (part === undefined ? undefined : Number(part)));
  if (type === 'add_section') return { type };
  if (section === undefined) return null;
  if (type === 'remove_section' || type === 'section_up' || type === 'section_down' || type === 'add_field')
    return { type, section };
  if (field === undefined) return null;
  if (type === 'remove_field' || type === 'field_up' || type === 'field_down' || type === 'add_option')
    return { type, section, field };
  if (type === 'remove_option' && option !== undefined) return { type, section, field, option };
  return null;
}

export const opValue = (type: DesignerOp['type'], ...indexes: number[]) => [type, ...indexes].join(':');

function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A key not yet used in the form: `field_3`, `section_2`. */
function freeKey(prefix: string, used: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) if (!used.has(`${prefix}_${n}`)) return `${prefix}_${n}`;
}

/** The designer after a button: the new state and the input that takes the focus (its name). */
export function applyDesignerOp(
  state: DesignerState,
  op: DesignerOp,
): { state: DesignerState; focus: string } {
  const sections = [...state.sections];
  const at = (index: number) => sections[index];
  const setFields = (index: number, fields: DesignerField[]) => {
    const section = at(index);
    if (section) sections[index] = { ...section, fields };
  };
  switch (op.type) {
    case 'add_section': {
      const key = freeKey('section', new Set(sections.map((section) => section.key)));
      sections.push(newDesignerSection(key));
      return { state: { sections }, focus: `sections.${sections.length - 1}.title.uk` };
    }
    case 'remove_section':
      sections.splice(op.section, 1);
      return { state: { sections }, focus: 'add_section' };
    case 'section_up':
    case 'section_down': {
      const to = op.type === 'section_up' ? op.section - 1 : op.section + 1;
      const inRange = to >= 0 && to < sections.length;
      return {
        state: { sections: move(sections, op.section, to) },
        focus: `sections.${inRange ? to : op.section}.key`,
      };
    }
    case 'add_field': {
      const section = at(op.section);
      if (!section) return { state, focus: 'add_section' };
      const used = new Set(sections.flatMap((each) => each.fields.map((field) => field.key)));
      const fields = [...section.fields, newDesignerField(section.new_kind, freeKey('field', used))];
      setFields(op.section, fields);
      return { state: { sections }, focus: `sections.${op.section}.fields.${fields.length - 1}.label.uk` };
    }
    case 'remove_field': {
      const fields = [...(at(op.section)?.fields ?? [])];
      fields.splice(op.field, 1);
      setFields(op.section, fields);
      return { state: { sections }, focus: `sections.${op.section}.new_kind` };
    }
    case 'field_up':
    case 'field_down': {
      const to = op.type === 'field_up' ? op.field - 1 : op.field + 1;
      const fields = at(op.section)?.fields ?? [];
      const inRange = to >= 0 && to < fields.length;
      setFields(op.section, move(fields, op.field, to));
      return { state: { sections }, focus: `sections.${op.section}.fields.${inRange ? to : op.field}.key` };
    }
    case 'add_option':
    case 'remove_option': {
      const field = at(op.section)?.fields[op.field];
      if (!field) return { state, focus: 'add_section' };
      const options = [...field.options];
      if (op.type === 'add_option') options.push(newOption());
      if (op.type === 'remove_option') options.splice(op.option, 1);
      const fields = [...(at(op.section)?.fields ?? [])];
      fields[op.field] = { ...field, options };
      setFields(op.section, fields);
      const p = `sections.${op.section}.fields.${op.field}`;
      return {
        state: { sections },
        focus: op.type === 'add_option' ? `${p}.options.${options.length - 1}.value` : `${p}.add_option`,
      };
    }
  }
}

// ─── The API's errors beside the inputs ──────────────────────────────────────────────────

/** Where a list's own error (too few fields, too few options) is shown: under the list. */
export const LIST_ERRORS = 'list';

/**
 * The API's (or the body check's) 422 paths as the designer's input names: `definition.` goes,
 * a date rule's fault is the rule's select, a list's own fault (`…fields`, `…options`) is shown
 * under the list (`…fields.list`); what names no input (the whole form) stays as it is.
 */
export function toDesignerErrors(errors: FieldErrors): FieldErrors {
  const mapped: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    let name = path.startsWith('definition.') ? path.slice('definition.'.length) : path;
    name = name.replace(/\.(not_before_today|not_after_today)$/, '.date_rule');
    if (/^sections\.\d+\.(fields|fields\.\d+\.options)$/.test(name) || name === 'sections')
      name = `${name}.${LIST_ERRORS}`;
    mapped[name] = [...(mapped[name] ?? []), ...messages];
  }
  return mapped;
}

/** Every name the designer shows errors under (for the form's visible fields). */
export function listDesignerNames(state: DesignerState): string[] {
  const names = [`sections.${LIST_ERRORS}`];
  state.sections.forEach((section, s) => {
    const p = `sections.${s}`;
    names.push(`${p}.key`, `${p}.title`, `${p}.description`, `${p}.fields.${LIST_ERRORS}`);
    section.fields.forEach((field, f) => {
      const q = `${p}.fields.${f}`;
      names.push(
        ...['key', 'label', 'help', 'min_length', 'max_length', 'min', 'max', 'unit', 'date_rule'].map(
          (name) => `${q}.${name}`,
        ),
        ...['options', 'min_items', 'max_items', 'accept'].map((name) => `${q}.${name}`),
      );
    });
  });
  return names;
}
