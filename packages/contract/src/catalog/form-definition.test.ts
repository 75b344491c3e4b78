import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../messages';
import {
  FORM_DEFINITION_EXAMPLE,
  FORM_FIELD_KINDS,
  FORM_LIMITS,
  FormDefinitionSchema,
  formToday,
  listFormFields,
  textMaxLength,
  type FormDefinition,
} from './form-definition';

type Field = Record<string, unknown>;

const label = { uk: 'Поле', en: 'Field' };
const help = { uk: '', en: '' };
const options = (...values: string[]) => values.map((value) => ({ value, label: { uk: value, en: value } }));

/** A one-section form with these fields. */
function formWith(...fields: Field[]): unknown {
  return {
    sections: [
      {
        key: 'main',
        title: { uk: 'Головне', en: 'Main' },
        description: help,
        fields: fields.map((field, index) => ({ key: `f${index}`, label, help, required: false, ...field })),
      },
    ],
  };
}

/** The errors of a refused definition, keyed by path, in English; `{}` when it is accepted. */
function errorsOf(definition: unknown) {
  const result = FormDefinitionSchema.safeParse(definition, { reportInput: true });
  return result.success ? {} : toFieldErrors(result.error.issues, 'en');
}

describe('FORM_DEFINITION_EXAMPLE', () => {
  it('is a valid definition using every kind of field', () => {
    expect(errorsOf(FORM_DEFINITION_EXAMPLE)).toEqual({});
    const kinds = new Set(listFormFields(FORM_DEFINITION_EXAMPLE).map((field) => field.kind));
    expect([...kinds].sort()).toEqual([...FORM_FIELD_KINDS].sort());
  });

  it('has every label, title and option in both languages', () => {
    for (const field of listFormFields(FORM_DEFINITION_EXAMPLE)) {
      expect(field.label.uk).not.toBe(field.label.en);
    }
    for (const section of FORM_DEFINITION_EXAMPLE.sections)
      expect(section.title.uk).not.toBe(section.title.en);
  });
});

describe('the layout of a designed form (issue 27 §3)', () => {
  it('accepts every kind with coherent settings', () => {
    const definition = formWith(
      { kind: 'text', min_length: 2, max_length: 500 },
      { kind: 'long_text', max_length: 10_000 },
      { kind: 'number', min: 0, max: 0, integer: true, unit: { uk: 'т', en: 't' } },
      { kind: 'date', not_after_today: true },
      { kind: 'select', options: options('a', 'b') },
      { kind: 'multi_select', options: options('a', 'b', 'c'), min_items: 1, max_items: 3 },
      { kind: 'checkbox', required: true },
      { kind: 'country' },
      { kind: 'hs_code' },
      { kind: 'file', accept: ['pdf', 'office'] },
    );
    expect(errorsOf(definition)).toEqual({});
  });

  it('field keys are unique across the whole form, not only the section', () => {
    const definition = {
      sections: [
        {
          key: 'a',
          title: label,
          description: help,
          fields: [{ kind: 'text', key: 'name', label, help, required: true }],
        },
        {
          key: 'b',
          title: label,
          description: help,
          fields: [{ kind: 'country', key: 'name', label, help, required: true }],
        },
      ],
    };
    expect(errorsOf(definition)).toEqual({
      'sections.1.fields.0.key': ['The form already has this key: keys must differ.'],
    });
  });

  it('section keys are unique', () => {
    const section = {
      key: 'a',
      title: label,
      description: help,
      fields: [{ kind: 'country', key: 'x', label, help, required: true }],
    };
    const second = { ...section, fields: [{ ...section.fields[0], key: 'y' }] };
    expect(Object.keys(errorsOf({ sections: [section, second] }))).toEqual(['sections.1.key']);
  });

  it.each([
    ['Name', 'sections.0.fields.0.key'],
    ['1st', 'sections.0.fields.0.key'],
    ['a'.repeat(41), 'sections.0.fields.0.key'],
    ['with-dash', 'sections.0.fields.0.key'],
  ])('a key like %j is refused', (key, path) => {
    const errors = errorsOf({
      sections: [
        {
          key: 'main',
          title: label,
          description: help,
          fields: [{ kind: 'hs_code', key, label, help, required: true }],
        },
      ],
    });
    expect(errors[path]?.[0]).toMatch(/^A key is lowercase Latin letters/);
  });

  it('a key of 40 characters starting with a letter is accepted', () => {
    const key = `a${'b_1'.repeat(13)}`;
    expect(key).toHaveLength(40);
    expect(FORM_LIMITS.key.test(key)).toBe(true);
  });

  it.each([
    ['text min_length > max_length', { kind: 'text', min_length: 10, max_length: 5 }, 'max_length'],
    ['text min_length above the default max', { kind: 'text', min_length: 201 }, 'max_length'],
    [
      'long_text min_length > max_length',
      { kind: 'long_text', min_length: 100, max_length: 99 },
      'max_length',
    ],
    ['number min > max', { kind: 'number', min: 5, max: 1 }, 'max'],
    [
      'multi_select min_items > max_items',
      { kind: 'multi_select', options: options('a', 'b', 'c'), min_items: 3, max_items: 2 },
      'max_items',
    ],
  ])('refuses %s', (_name, field, setting) => {
    expect(errorsOf(formWith(field))).toEqual({
      [`sections.0.fields.0.${setting}`]: ['The maximum cannot be less than the minimum.'],
    });
  });

  it.each([
    ['text max_length above 500', { kind: 'text', max_length: 501 }, 'max_length'],
    ['long_text max_length above 10000', { kind: 'long_text', max_length: 10_001 }, 'max_length'],
    ['a select of one option', { kind: 'select', options: options('a') }, 'options'],
    [
      'a select of 101 options',
      { kind: 'select', options: options(...Array.from({ length: 101 }, (_, i) => `o${i}`)) },
      'options',
    ],
    ['a file field accepting nothing', { kind: 'file', accept: [] }, 'accept'],
    ['a file field accepting zip', { kind: 'file', accept: ['zip'] }, 'accept.0'],
    ['a negative min_length', { kind: 'text', min_length: -1 }, 'min_length'],
    [
      'a non-integer max_items',
      { kind: 'multi_select', options: options('a', 'b'), max_items: 1.5 },
      'max_items',
    ],
  ])('refuses %s', (_name, field, setting) => {
    expect(Object.keys(errorsOf(formWith(field)))).toEqual([`sections.0.fields.0.${setting}`]);
  });

  it('refuses a whole-number field with no whole number in its range', () => {
    expect(errorsOf(formWith({ kind: 'number', integer: true, min: 1.2, max: 1.8 }))).toEqual({
      'sections.0.fields.0.max': ['There is no whole number between the minimum and the maximum.'],
    });
  });

  it('refuses a date both not before and not after today', () => {
    expect(errorsOf(formWith({ kind: 'date', not_before_today: true, not_after_today: true }))).toEqual({
      'sections.0.fields.0.not_after_today': ['Choose one: “not before today” or “not after today”.'],
    });
  });

  it('refuses option values that repeat or break the pattern', () => {
    const field = { kind: 'multi_select', options: options('de', 'pl', 'de', 'Big') };
    expect(errorsOf(formWith(field))).toEqual({
      'sections.0.fields.0.options.2.value': ['Another option has this value.'],
      'sections.0.fields.0.options.3.value': [
        'An option’s value is lowercase Latin letters, digits and “_”, up to 40 characters.',
      ],
    });
  });

  it('refuses min_items or max_items above the number of options', () => {
    expect(
      Object.keys(
        errorsOf(formWith({ kind: 'multi_select', options: options('a', 'b'), min_items: 3, max_items: 3 })),
      ),
    ).toEqual(['sections.0.fields.0.min_items', 'sections.0.fields.0.max_items']);
  });

  it('a label needs both languages; help may be empty', () => {
    expect(errorsOf(formWith({ kind: 'country', label: { uk: 'Країна', en: ' ' } }))).toEqual({
      'sections.0.fields.0.label.en': ['Fill in the English version.'],
    });
    expect(
      errorsOf(formWith({ kind: 'country', label: { uk: 'x'.repeat(201), en: 'Country' } })),
    ).toHaveProperty(['sections.0.fields.0.label.uk']);
    expect(errorsOf(formWith({ kind: 'country', help: { uk: 'x'.repeat(501), en: '' } }))).toHaveProperty([
      'sections.0.fields.0.help.uk',
    ]);
  });

  it('refuses a setting of another kind and an unknown kind', () => {
    expect(Object.keys(errorsOf(formWith({ kind: 'country', options: options('a', 'b') })))).toEqual([
      'sections.0.fields.0.options',
    ]);
    expect(Object.keys(errorsOf(formWith({ kind: 'signature' })))).toEqual(['sections.0.fields.0.kind']);
  });

  it('has 1..20 sections of 1..50 fields', () => {
    expect(Object.keys(errorsOf({ sections: [] }))).toEqual(['sections']);
    const many = Array.from({ length: 51 }, (_, i) => ({ kind: 'checkbox', key: `c${i}` }));
    expect(Object.keys(errorsOf(formWith(...many)))).toEqual(['sections.0.fields']);
    const section = (key: string) => ({
      key,
      title: label,
      description: help,
      fields: [{ kind: 'checkbox', key, label, help, required: false }],
    });
    expect(
      Object.keys(errorsOf({ sections: Array.from({ length: 21 }, (_, i) => section(`s${i}`)) })),
    ).toEqual(['sections']);
  });
});

describe('textMaxLength: a text field’s limit, else its kind’s default', () => {
  it.each([
    ['text', undefined, 200],
    ['long_text', undefined, 3000],
    ['text', 50, 50],
  ] as const)('%s with max_length %s allows %i characters', (kind, max, expected) => {
    const [field] = listFormFields(formWith({ kind, max_length: max }) as FormDefinition);
    expect(textMaxLength(field as Parameters<typeof textMaxLength>[0])).toBe(expected);
  });
});

describe('formToday: Kyiv’s calendar day', () => {
  it('is already tomorrow in Kyiv at 23:30 UTC', () => {
    expect(formToday(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(formToday(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-29');
  });
});
