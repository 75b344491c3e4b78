import { describe, expect, it } from 'vitest';
import { OFFERED_COUNTRY_CODES } from '../countries';
import { FORM_DEFINITION_EXAMPLE, type FormField } from './form-definition';
import { toFieldJsonSchema, toFormJsonSchema } from './form-json-schema';

const base = { key: 'f', label: { uk: 'Поле', en: 'Field' }, help: { uk: '', en: '' } };
const options = [
  { value: 'a', label: { uk: 'А', en: 'A' } },
  { value: 'b', label: { uk: 'Б', en: 'B' } },
  { value: 'c', label: { uk: 'В', en: 'C' } },
];
const field = (settings: Record<string, unknown>) => ({ ...base, required: false, ...settings }) as FormField;

describe('toFormJsonSchema: a designed form’s answers as JSON Schema 2020-12', () => {
  const schema = toFormJsonSchema(FORM_DEFINITION_EXAMPLE);

  it('is a closed object of every field, its required fields listed', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toEqual([
      'product_name',
      'description',
      'annual_volume',
      'hs_code',
      'target_markets',
      'certificate_type',
      'origin_country',
      'desired_date',
      'certificate',
      'consent',
    ]);
    expect(schema.required).toEqual([
      'product_name',
      'annual_volume',
      'hs_code',
      'target_markets',
      'certificate_type',
      'consent',
    ]);
  });

  it('is plain JSON (stored as it is)', () => {
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });
});

describe('toFieldJsonSchema: each kind precisely', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'a required text needs a non-blank character and its minimum',
      { kind: 'text', required: true, min_length: 2 },
      { type: 'string', maxLength: 200, minLength: 2, pattern: '\\S' },
    ],
    [
      'a required text without minimum needs 1 character',
      { kind: 'text', required: true },
      { type: 'string', maxLength: 200, minLength: 1, pattern: '\\S' },
    ],
    [
      "an optional text's minimum holds only once answered ('' is not answered)",
      { kind: 'text', min_length: 5, max_length: 50 },
      { type: 'string', maxLength: 50, if: { minLength: 1 }, then: { minLength: 5 } },
    ],
    ['an optional long text: its default limit', { kind: 'long_text' }, { type: 'string', maxLength: 3000 }],
    [
      'a whole number with bounds',
      { kind: 'number', integer: true, min: 10, max: 20, unit: { uk: 'т', en: 't' } },
      { type: 'integer', minimum: 10, maximum: 20 },
    ],
    ['a number without bounds', { kind: 'number' }, { type: 'number' }],
    [
      'a date not before today (custom keyword)',
      { kind: 'date', not_before_today: true },
      { type: 'string', format: 'date', 'x-not-before-today': true },
    ],
    [
      'a date not after today (custom keyword)',
      { kind: 'date', not_after_today: true },
      { type: 'string', format: 'date', 'x-not-after-today': true },
    ],
    ['a select', { kind: 'select', options }, { type: 'string', enum: ['a', 'b', 'c'] }],
    [
      'a required multi-select: at least 1, at most the options',
      { kind: 'multi_select', options, required: true },
      {
        type: 'array',
        items: { type: 'string', enum: ['a', 'b', 'c'] },
        uniqueItems: true,
        minItems: 1,
        maxItems: 3,
      },
    ],
    [
      'an optional multi-select: its minimum once anything is chosen',
      { kind: 'multi_select', options, min_items: 2, max_items: 2 },
      {
        type: 'array',
        items: { type: 'string', enum: ['a', 'b', 'c'] },
        uniqueItems: true,
        if: { minItems: 1 },
        then: { minItems: 2 },
        maxItems: 2,
      },
    ],
    [
      'a required checkbox must be ticked',
      { kind: 'checkbox', required: true },
      { type: 'boolean', const: true },
    ],
    ['an optional checkbox', { kind: 'checkbox' }, { type: 'boolean' }],
    [
      'an HS code: 4, 6 or 10 digits',
      { kind: 'hs_code' },
      { type: 'string', pattern: '^(?:\\d{4}|\\d{6}|\\d{10})$' },
    ],
    [
      'a file: an upload’s id',
      { kind: 'file' },
      {
        type: 'object',
        required: ['file_id'],
        properties: { file_id: { type: 'string', format: 'uuid' } },
        additionalProperties: false,
      },
    ],
  ])('%s', (_name, settings, expected) => {
    expect(toFieldJsonSchema(field(settings))).toEqual(expected);
  });

  it('a country is one of the countries the portal offers', () => {
    expect(toFieldJsonSchema(field({ kind: 'country' }))).toEqual({
      type: 'string',
      enum: [...OFFERED_COUNTRY_CODES],
    });
    expect(OFFERED_COUNTRY_CODES).not.toContain('RU');
  });
});
