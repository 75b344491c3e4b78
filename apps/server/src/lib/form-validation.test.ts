import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_DEFINITION_EXAMPLE,
  FormDefinitionSchema,
  toFormJsonSchema,
  type ApiLocale,
  type FormDefinition,
} from '@portal/contract';
import { createFormAnswersValidator, validateFormAnswers, type FormVersion } from './form-validation';

const FILE_ID = '0b7f4a52-3c1e-4b8e-9a57-2f1d6c3e8a90';
const NOW = new Date('2026-11-29T10:00:00Z'); // 2026-11-29 in Kyiv

let nextVersion = 1;

/** A stored version of a form: its layout parsed as the back office saves it, and its schema. */
function versionOf(definition: unknown): FormVersion {
  const parsed = FormDefinitionSchema.parse(definition);
  return { versionId: `v${nextVersion++}`, definition: parsed, schema: toFormJsonSchema(parsed) };
}

const example = versionOf(FORM_DEFINITION_EXAMPLE);
const VALID = {
  product_name: 'Мед акацієвий',
  description: '',
  annual_volume: 120.5,
  hs_code: '0409000000',
  target_markets: ['de', 'pl'],
  certificate_type: 'organic',
  origin_country: 'UA',
  desired_date: '2026-12-15',
  certificate: { file_id: FILE_ID },
  consent: true,
};

function check(version: FormVersion, answers: unknown, locale: ApiLocale = 'en') {
  return validateFormAnswers(version, answers, locale, { now: NOW });
}

function errorsOf(version: FormVersion, answers: unknown, locale: ApiLocale = 'en') {
  const result = check(version, answers, locale);
  return result.ok ? {} : result.errors;
}

/** A one-field form: the field's settings over a plain label "Field"/"Поле". */
function oneField(settings: Record<string, unknown>) {
  return versionOf({
    sections: [
      {
        key: 'main',
        title: { uk: 'Головне', en: 'Main' },
        description: { uk: '', en: '' },
        fields: [
          {
            key: 'f',
            label: { uk: 'Поле', en: 'Field' },
            help: { uk: '', en: '' },
            required: false,
            ...settings,
          },
        ],
      },
    ],
  });
}

describe('validateFormAnswers: the example form (issue 27 §3)', () => {
  it('accepts complete answers and answers them back', () => {
    expect(check(example, VALID)).toEqual({ ok: true, answers: VALID });
  });

  it('accepts the optional fields left out or, for text, empty', () => {
    const { description, origin_country, desired_date, certificate, ...rest } = VALID;
    void [description, origin_country, desired_date, certificate];
    expect(check(example, rest).ok).toBe(true);
    expect(check(example, { ...rest, description: '' }).ok).toBe(true);
  });

  it('names each missing required field by its label and says what to do, in Ukrainian', () => {
    expect(errorsOf(example, { consent: false }, 'uk')).toEqual({
      'answers.product_name': ['Заповніть поле «Назва продукції».'],
      'answers.annual_volume': ['Заповніть поле «Річний обсяг».'],
      'answers.hs_code': ['Заповніть поле «Код УКТ ЗЕД».'],
      'answers.target_markets': ['Оберіть хоча б 1 варіант у полі «Ринки».'],
      'answers.certificate_type': ['Оберіть значення в полі «Вид сертифіката».'],
      'answers.consent': ['Позначте «Я погоджуюся передати ці дані органу сертифікації».'],
    });
  });

  it('… and in English', () => {
    expect(
      errorsOf(example, { ...VALID, product_name: '   ', annual_volume: 5, target_markets: [] }),
    ).toEqual({
      'answers.product_name': ['Fill in “Product name”.'],
      'answers.annual_volume': ['“Annual volume” must be at least 10 t.'],
      'answers.target_markets': ['Choose at least 1 option in “Markets”.'],
    });
    expect(errorsOf(example, { ...VALID, annual_volume: 5 }, 'uk')).toEqual({
      'answers.annual_volume': ['«Річний обсяг» — не менше 10 т.'],
    });
  });

  it('refuses an answer to a field the form does not have', () => {
    expect(errorsOf(example, { ...VALID, discount: 'yes' })).toEqual({
      'answers.discount': ['This form has no such field.'],
    });
    expect(errorsOf(example, { ...VALID, __proto__x: 1 }, 'uk')).toEqual({
      'answers.__proto__x': ['У цій формі немає такого поля.'],
    });
  });

  it('refuses answers that are no object', () => {
    expect(errorsOf(example, ['a'])).toEqual({ answers: ['Wrong type of value.'] });
    expect(errorsOf(example, null)).toEqual({ answers: ['Wrong type of value.'] });
  });
});

describe('every kind and every limit', () => {
  it.each<[string, Record<string, unknown>, unknown, string | null]>([
    // text
    ['text: within its limits', { kind: 'text', min_length: 2, max_length: 5 }, 'abcde', null],
    [
      'text: below min_length',
      { kind: 'text', min_length: 2, max_length: 5 },
      'a',
      '“Field” must be at least 2 characters long.',
    ],
    [
      'text: above max_length',
      { kind: 'text', max_length: 5 },
      'abcdef',
      '“Field” must be at most 5 characters long. Shorten the text.',
    ],
    [
      'text: the default limit 200',
      { kind: 'text' },
      'x'.repeat(201),
      '“Field” must be at most 200 characters long. Shorten the text.',
    ],
    [
      'text: optional and empty is not answered, whatever its minimum',
      { kind: 'text', min_length: 3 },
      '',
      null,
    ],
    ['text: required and blank', { kind: 'text', required: true }, ' \n ', 'Fill in “Field”.'],
    ['text: a number is no text', { kind: 'text' }, 5, 'Check “Field”.'],
    ['long_text: the default limit 3000', { kind: 'long_text' }, 'x'.repeat(3000), null],
    [
      'long_text: above 3000',
      { kind: 'long_text' },
      'x'.repeat(3001),
      '“Field” must be at most 3000 characters long. Shorten the text.',
    ],
    [
      'long_text: below min_length',
      { kind: 'long_text', min_length: 10 },
      'short',
      '“Field” must be at least 10 characters long.',
    ],
    // number
    ['number: within bounds', { kind: 'number', min: 0.5, max: 2 }, 2, null],
    ['number: below min', { kind: 'number', min: 0.5 }, 0.4, '“Field” must be at least 0.5.'],
    [
      'number: above max, with its unit',
      { kind: 'number', max: 1000, unit: { uk: 'кг', en: 'kg' } },
      1001,
      '“Field” must be at most 1,000 kg.',
    ],
    ['number: integer wanted', { kind: 'number', integer: true }, 1.5, 'Enter a whole number in “Field”.'],
    ['number: integer given', { kind: 'number', integer: true }, 3, null],
    ['number: text that is no number', { kind: 'number' }, '12abc', 'Enter a number in “Field”.'],
    ['number: required and left out', { kind: 'number', required: true }, undefined, 'Fill in “Field”.'],
    // date
    ['date: a day', { kind: 'date' }, '2020-02-29', null],
    ['date: no such day', { kind: 'date' }, '2021-02-29', 'Enter a date from the calendar in “Field”.'],
    ['date: not a day', { kind: 'date' }, '29.11.2026', 'Enter a date from the calendar in “Field”.'],
    ['date: today is not before today', { kind: 'date', not_before_today: true }, '2026-11-29', null],
    [
      'date: yesterday is before today',
      { kind: 'date', not_before_today: true },
      '2026-11-28',
      '“Field” cannot be earlier than today.',
    ],
    [
      'date: tomorrow is after today',
      { kind: 'date', not_after_today: true },
      '2026-11-30',
      '“Field” cannot be later than today.',
    ],
    ['date: today is not after today', { kind: 'date', not_after_today: true }, '2026-11-29', null],
    // select
    ['select: an option', { kind: 'select', options: [opt('a'), opt('b')] }, 'b', null],
    [
      'select: no such option',
      { kind: 'select', options: [opt('a'), opt('b')] },
      'c',
      'Choose a value from the list for “Field”.',
    ],
    [
      'select: required and empty',
      { kind: 'select', required: true, options: [opt('a'), opt('b')] },
      '',
      'Choose a value for “Field”.',
    ],
    // multi_select
    [
      'multi_select: options',
      { kind: 'multi_select', options: [opt('a'), opt('b'), opt('c')] },
      ['a', 'c'],
      null,
    ],
    [
      'multi_select: optional, none',
      { kind: 'multi_select', min_items: 2, options: [opt('a'), opt('b'), opt('c')] },
      [],
      null,
    ],
    [
      'multi_select: below min_items once answered',
      { kind: 'multi_select', min_items: 2, options: [opt('a'), opt('b'), opt('c')] },
      ['a'],
      'Choose at least 2 options in “Field”.',
    ],
    [
      'multi_select: above max_items',
      { kind: 'multi_select', max_items: 2, options: [opt('a'), opt('b'), opt('c')] },
      ['a', 'b', 'c'],
      'Choose at most 2 options in “Field”.',
    ],
    [
      'multi_select: one at most',
      { kind: 'multi_select', max_items: 1, options: [opt('a'), opt('b')] },
      ['a', 'b'],
      'Choose only 1 option in “Field”.',
    ],
    [
      'multi_select: twice the same',
      { kind: 'multi_select', options: [opt('a'), opt('b')] },
      ['a', 'a'],
      'Choose each option in “Field” only once.',
    ],
    [
      'multi_select: no such option',
      { kind: 'multi_select', options: [opt('a'), opt('b')] },
      ['z'],
      'Choose a value from the list for “Field”.',
    ],
    // checkbox
    ['checkbox: optional, unticked', { kind: 'checkbox' }, false, null],
    ['checkbox: required, unticked', { kind: 'checkbox', required: true }, false, 'Tick “Field”.'],
    ['checkbox: required, ticked', { kind: 'checkbox', required: true }, true, null],
    ['checkbox: "on" is no boolean', { kind: 'checkbox' }, 'on', 'Check “Field”.'],
    // country
    ['country: offered', { kind: 'country' }, 'PL', null],
    ['country: blocked (spec §9)', { kind: 'country' }, 'RU', 'Choose a value from the list for “Field”.'],
    ['country: lowercase', { kind: 'country' }, 'pl', 'Choose a value from the list for “Field”.'],
    // hs_code
    ['hs_code: 4 digits', { kind: 'hs_code' }, '0409', null],
    ['hs_code: 6 digits', { kind: 'hs_code' }, '040900', null],
    ['hs_code: 10 digits', { kind: 'hs_code' }, '0409000000', null],
    [
      'hs_code: 8 digits',
      { kind: 'hs_code' },
      '04090000',
      '“Field” must be an HS code of 4, 6 or 10 digits.',
    ],
    ['hs_code: dotted', { kind: 'hs_code' }, '0409.00', '“Field” must be an HS code of 4, 6 or 10 digits.'],
    // file
    ['file: an upload', { kind: 'file' }, { file_id: FILE_ID }, null],
    ['file: no uuid', { kind: 'file' }, { file_id: 'report.pdf' }, 'Upload the file for “Field” again.'],
    [
      'file: more than the id',
      { kind: 'file' },
      { file_id: FILE_ID, url: 'http://x' },
      'Upload the file for “Field” again.',
    ],
    ['file: required and left out', { kind: 'file', required: true }, undefined, 'Attach a file to “Field”.'],
  ])('%s', (_name, settings, value, message) => {
    const answers = value === undefined ? {} : { f: value };
    expect(errorsOf(oneField(settings), answers)).toEqual(message === null ? {} : { 'answers.f': [message] });
  });

  it.each<[string, Record<string, unknown>, unknown, string]>([
    ['text too short', { kind: 'text', min_length: 2 }, 'a', '«Поле» — щонайменше 2 симв.'],
    ['text too long', { kind: 'text', max_length: 2 }, 'abc', '«Поле» — не більше 2 симв. Скоротіть текст.'],
    [
      'a decimal limit',
      { kind: 'number', min: 0.5, unit: { uk: 'т', en: 't' } },
      0.1,
      '«Поле» — не менше 0,5 т.',
    ],
    [
      'a large limit',
      { kind: 'number', max: 1000 },
      5000,
      '«Поле» — не більше 1\u00a0000.' /* a no-break space, as Ukrainian groups digits */,
    ],
    ['integer', { kind: 'number', integer: true }, 0.5, 'Вкажіть у полі «Поле» ціле число.'],
    ['no number', { kind: 'number' }, 'abc', 'Вкажіть число в полі «Поле».'],
    ['date format', { kind: 'date' }, '2026-13-01', 'Вкажіть у полі «Поле» дату з календаря.'],
    [
      'date before today',
      { kind: 'date', not_before_today: true },
      '2026-01-01',
      '«Поле» — не раніше сьогоднішньої дати.',
    ],
    [
      'date after today',
      { kind: 'date', not_after_today: true },
      '2027-01-01',
      '«Поле» — не пізніше сьогоднішньої дати.',
    ],
    [
      'select',
      { kind: 'select', options: [opt('a'), opt('b')] },
      'x',
      'Оберіть значення зі списку в полі «Поле».',
    ],
    [
      'min items',
      { kind: 'multi_select', required: true, min_items: 2, options: [opt('a'), opt('b')] },
      [],
      'Оберіть у полі «Поле» не менше 2 варіантів.',
    ],
    [
      'max items',
      { kind: 'multi_select', max_items: 2, options: [opt('a'), opt('b'), opt('c')] },
      ['a', 'b', 'c'],
      'Оберіть у полі «Поле» не більше 2 варіантів.',
    ],
    ['hs code', { kind: 'hs_code' }, '12', '«Поле» — код УКТ ЗЕД із 4, 6 або 10 цифр.'],
    ['file', { kind: 'file' }, { file_id: 'x' }, 'Завантажте файл у полі «Поле» ще раз.'],
    ['required file', { kind: 'file', required: true }, undefined, 'Додайте файл у полі «Поле».'],
  ])('in Ukrainian: %s', (_name, settings, value, message) => {
    const answers = value === undefined ? {} : { f: value };
    expect(errorsOf(oneField(settings), answers, 'uk')).toEqual({ 'answers.f': [message] });
  });

  it('"today" is Kyiv’s day, not the machine’s', () => {
    const version = oneField({ kind: 'date', not_before_today: true });
    // 23:30 UTC on the 29th is already the 30th in Kyiv: the 29th is before today there.
    const lateEvening = new Date('2026-11-29T23:30:00Z');
    expect(validateFormAnswers(version, { f: '2026-11-29' }, 'en', { now: lateEvening }).ok).toBe(false);
    expect(validateFormAnswers(version, { f: '2026-11-30' }, 'en', { now: lateEvening }).ok).toBe(true);
  });
});

describe('each form version is compiled once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a second validation of the same version does not compile again', () => {
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    const validator = createFormAnswersValidator();
    const version = versionOf(FORM_DEFINITION_EXAMPLE);
    validator.validate(version, VALID, 'en');
    validator.validate(version, { ...VALID, consent: false }, 'uk');
    expect(compile).toHaveBeenCalledTimes(1);
    validator.validate(versionOf(FORM_DEFINITION_EXAMPLE), VALID, 'en');
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('one id with another schema (another database in the same process) gets its own validator', () => {
    const validator = createFormAnswersValidator();
    const first = oneField({ kind: 'text', required: true });
    const second = { ...oneField({ kind: 'number', required: true }), versionId: first.versionId };
    expect(validator.validate(first, { f: 'text' }, 'en').ok).toBe(true);
    expect(validator.validate(second, { f: 'text' }, 'en').ok).toBe(false);
    expect(validator.validate(second, { f: 5 }, 'en').ok).toBe(true);
  });

  it('keeps at most cacheSize versions, dropping the least recently used', () => {
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    const validator = createFormAnswersValidator({ cacheSize: 2 });
    const [a, b, c] = [1, 2, 3].map(() => versionOf(FORM_DEFINITION_EXAMPLE)) as [
      FormVersion,
      FormVersion,
      FormVersion,
    ];
    validator.validate(a, VALID, 'en');
    validator.validate(b, VALID, 'en');
    validator.validate(a, VALID, 'en'); // a is now the most recent
    validator.validate(c, VALID, 'en'); // drops b
    expect(validator.size).toBe(2);
    expect(compile).toHaveBeenCalledTimes(3);
    validator.validate(a, VALID, 'en');
    expect(compile).toHaveBeenCalledTimes(3);
    validator.validate(b, VALID, 'en');
    expect(compile).toHaveBeenCalledTimes(4);
  });

  it('a stored schema whose keyword Ajv does not know is refused (strict mode)', () => {
    const version = { ...example, versionId: 'strict', schema: { ...example.schema, 'x-unknown': true } };
    expect(() => check(version, VALID)).toThrow(/unknown keyword/);
  });
});

function opt(value: string) {
  return { value, label: { uk: value.toUpperCase(), en: value.toUpperCase() } };
}

// The example's definition type is what the layout schema parses to.
void (FORM_DEFINITION_EXAMPLE satisfies FormDefinition);
