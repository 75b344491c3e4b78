import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, localizeIssue, toFieldErrors, translateMessage } from './messages';
import { EnglishOnlyTextSchema, PhoneSchema } from './validators';

/** Issues as the server's validator produces them: with the input, to tell missing from wrong. */
function getIssues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected the value to be invalid');
  return result.error.issues;
}

function localizeFirst(schema: z.ZodType, value: unknown, locale: 'uk' | 'en') {
  const [issue] = getIssues(schema, value);
  return localizeIssue(issue!, locale);
}

describe('translateMessage', () => {
  it('translates a catalogue key into either language', () => {
    expect(translateMessage('validation.required', 'uk')).toBe("Обов'язкове поле.");
    expect(translateMessage('validation.required', 'en')).toBe('This field is required.');
  });

  it('fills {placeholders}; a missing one stays visible', () => {
    expect(translateMessage('validation.too_short', 'uk', { min: 3 })).toBe('Мінімальна довжина — 3.');
    expect(translateMessage('validation.too_short', 'en')).toBe('Must be at least {min} characters.');
  });

  it('an unknown key passes through unchanged', () => {
    expect(translateMessage('Some server text', 'en')).toBe('Some server text');
  });

  it('the catalogue has a non-empty text in both languages for every key', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      expect(texts.uk.trim(), key).not.toBe('');
      expect(texts.en.trim(), key).not.toBe('');
      expect(texts.uk, key).not.toBe(texts.en);
    }
  });
});

describe('localizeIssue: one message per zod issue, in the request language', () => {
  const Form = z.strictObject({
    name: z.string().min(2).max(5),
    age: z.number().int().min(18).max(99),
    email: z.email().optional(),
    site: z.url().optional(),
    kind: z.enum(['a', 'b']).optional(),
    about: EnglishOnlyTextSchema.optional(),
    phone: PhoneSchema.optional(),
    count: z.number().positive().lt(10).optional(),
  });
  const valid = { name: 'Anna', age: 30 };

  it.each([
    [
      'issue 25 §6: a missing field with a prompt says what to do',
      { age: 30 },
      "Вкажіть ім'я.",
      'Enter the first name.',
    ],
    [
      'issue 25 §6: an empty text is not "at least 2 characters"',
      { ...valid, name: '' },
      "Вкажіть ім'я.",
      'Enter the first name.',
    ],
    [
      'a missing field without a prompt is required',
      { ...valid, about: undefined, age: undefined },
      "Обов'язкове поле.",
      'This field is required.',
    ],
    ['a wrong type', { name: 5, age: 30 }, 'Неправильний тип значення.', 'Wrong type of value.'],
    ['a short string', { ...valid, name: 'A' }, 'Мінімальна довжина — 2.', 'Must be at least 2 characters.'],
    [
      'a long string',
      { ...valid, name: 'Annabel' },
      'Максимальна довжина — 5.',
      'Must be at most 5 characters.',
    ],
    ['a small number', { ...valid, age: 17 }, 'Значення має бути не менше 18.', 'Must be at least 18.'],
    ['a big number', { ...valid, age: 100 }, 'Значення має бути не більше 99.', 'Must be at most 99.'],
    [
      'issue 24: a number at an exclusive bound (.positive())',
      { ...valid, count: 0 },
      'Значення має бути більше 0.',
      'Must be greater than 0.',
    ],
    [
      'issue 24: a number at an exclusive upper bound (.lt())',
      { ...valid, count: 10 },
      'Значення має бути менше 10.',
      'Must be less than 10.',
    ],
    [
      'an e-mail',
      { ...valid, email: 'nope' },
      'Неправильна адреса електронної пошти.',
      'Invalid e-mail address.',
    ],
    ['a URL', { ...valid, site: 'not a url' }, 'Неправильна адреса сайту.', 'Invalid URL.'],
    ['an enum value', { ...valid, kind: 'c' }, 'Недопустиме значення.', 'Invalid value.'],
    [
      'an unchosen option (empty select)',
      { ...valid, kind: '' },
      "Обов'язкове поле.",
      'This field is required.',
    ],
    ['an unknown field', { ...valid, extra: 1 }, 'Невідоме поле.', 'Unknown field.'],
    [
      'the English-only rule (a catalogue key as message)',
      { ...valid, about: 'Привіт' },
      'Лише латинські літери, цифри, пробіли та дозволені знаки.',
      'Only Latin letters, digits, spaces and the allowed signs.',
    ],
    [
      'a phone number (custom issue with a key)',
      { ...valid, phone: 'abc' },
      'Неправильний номер телефону. Приклад: +380 67 123 45 67.',
      'Invalid phone number. Example: +380 67 123 45 67.',
    ],
  ])('%s', (_label, value, uk, en) => {
    expect(localizeFirst(Form, value, 'uk')).toBe(uk);
    expect(localizeFirst(Form, value, 'en')).toBe(en);
  });

  it('a regex mismatch is an invalid format', () => {
    expect(localizeFirst(z.string().regex(/^\d+$/), 'x', 'en')).toBe('Invalid format.');
  });

  it('a refinement without a catalogue key gets the generic invalid value', () => {
    const schema = z.string().refine((value) => value === 'yes', { message: 'not a key' });
    expect(localizeFirst(schema, 'no', 'uk')).toBe('Недопустиме значення.');
  });
});

describe('issue 25 §6: an empty field says what to do, naming the field', () => {
  const Company = z.strictObject({
    region: z.enum(['kyiv', 'lviv'], { message: 'validation.invalid_value' }),
    fields_of_activity: z.array(z.enum(['agro', 'it'])).min(1),
    user_ids: z.array(z.string()).min(1),
    name: z.strictObject({ uk: z.string().trim().min(2), en: z.string().trim().min(2) }),
    tags: z.array(z.string()).min(1),
    note: z.string().trim().min(1),
  });
  const empty = {
    region: '',
    fields_of_activity: [],
    user_ids: [],
    name: { uk: ' ', en: '' },
    tags: [],
    note: '',
  };

  it.each([
    [
      'uk',
      {
        region: ['Оберіть область.'],
        fields_of_activity: ['Оберіть хоча б одну сферу діяльності.'],
        user_ids: ['Позначте хоча б одного експортера.'],
        'name.uk': ['Заповніть українською.'],
        'name.en': ['Заповніть англійською.'],
        tags: ['Оберіть хоча б один варіант.'],
        note: ["Обов'язкове поле."],
      },
    ],
    [
      'en',
      {
        region: ['Choose the region.'],
        fields_of_activity: ['Choose at least one field of activity.'],
        user_ids: ['Tick at least one exporter.'],
        'name.uk': ['Fill in the Ukrainian version.'],
        'name.en': ['Fill in the English version.'],
        tags: ['Choose at least one option.'],
        note: ['This field is required.'],
      },
    ],
  ] as const)('%s', (locale, expected) => {
    expect(toFieldErrors(getIssues(Company, empty), locale)).toEqual(expected);
  });

  it('a value given but wrong keeps its own message', () => {
    expect(toFieldErrors(getIssues(Company, { ...empty, region: 'paris' }), 'uk').region).toEqual([
      'Недопустиме значення.',
    ]);
  });
});

describe('toFieldErrors: issues grouped by field path', () => {
  const Schema = z.strictObject({
    company: z.strictObject({ name: z.string().min(2), codes: z.array(z.string().length(8)) }),
    email: z.email(),
  });

  it('nested fields and array items get dotted paths (Ukrainian)', () => {
    const issues = getIssues(Schema, { company: { name: 'A', codes: ['12345678', '1'] } });
    expect(toFieldErrors(issues, 'uk')).toEqual({
      'company.name': ['Мінімальна довжина — 2.'],
      'company.codes.1': ['Мінімальна довжина — 8.'],
      email: ['Вкажіть електронну пошту.'],
    });
  });

  it('the same in English', () => {
    const issues = getIssues(Schema, { company: { name: 'A', codes: [] }, email: 'x' });
    expect(toFieldErrors(issues, 'en')).toEqual({
      'company.name': ['Must be at least 2 characters.'],
      email: ['Invalid e-mail address.'],
    });
  });

  it('unknown keys are reported each under its own name, at the root and nested', () => {
    const issues = getIssues(Schema, {
      company: { name: 'Agro', codes: [], fax: '1' },
      email: 'a@b.ua',
      role: 'admin',
      level: 9,
    });
    expect(toFieldErrors(issues, 'en')).toEqual({
      'company.fax': ['Unknown field.'],
      role: ['Unknown field.'],
      level: ['Unknown field.'],
    });
  });

  it('a body that is not an object is reported on the root field _', () => {
    expect(toFieldErrors(getIssues(Schema, 'text'), 'uk')).toEqual({ _: ['Неправильний тип значення.'] });
  });

  it('several problems with one field are all listed', () => {
    const issues = getIssues(z.object({ code: z.string().min(8).regex(/^\d+$/) }), { code: 'ab' });
    expect(toFieldErrors(issues, 'en')).toEqual({
      code: ['Must be at least 8 characters.', 'Invalid format.'],
    });
  });

  it('field names like __proto__, constructor and toString become plain own keys', () => {
    const issues = getIssues(z.strictObject({}), JSON.parse('{"__proto__":1,"constructor":2,"toString":3}'));
    const errors = toFieldErrors(issues, 'en');
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(errors.constructor).toEqual(['Unknown field.']);
    expect(JSON.parse(JSON.stringify(errors))).toEqual(
      JSON.parse(
        '{"__proto__":["Unknown field."],"constructor":["Unknown field."],"toString":["Unknown field."]}',
      ),
    );
    expect(({} as Record<string, unknown>).length).toBeUndefined();
  });
});
