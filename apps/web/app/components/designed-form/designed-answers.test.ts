import { describe, expect, it } from 'vitest';
import { FORM_DEFINITION_EXAMPLE, toFormJsonSchema } from '@portal/contract';
import {
  designedFieldSpec,
  keptFileInputName,
  parseDecimal,
  readDesignedAnswers,
  removeFileInputName,
  unscopeAnswerErrors,
} from './designed-answers';

const FILE_ID = '0b7f4a52-3c1e-4b8e-9a57-2f1d6c3e8a90';

/** A form as a browser posts it: an empty file input sends a nameless, empty file. */
function post(entries: [string, string | File][], { emptyFile = true } = {}): FormData {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  if (emptyFile && !formData.has('certificate'))
    formData.append('certificate', new File([], '', { type: 'application/octet-stream' }));
  return formData;
}

const read = (formData: FormData) => readDesignedAnswers(FORM_DEFINITION_EXAMPLE, formData);

describe('readDesignedAnswers: a posted designed form as the answers its JSON Schema takes', () => {
  it('reads every kind', () => {
    const pdf = new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' });
    const { answers, files } = read(
      post([
        ['product_name', '  Мед акацієвий '],
        ['description', ''],
        ['annual_volume', '1 234,5'],
        ['hs_code', '0409.00 00 00'],
        ['target_markets', 'de'],
        ['target_markets', 'pl'],
        ['certificate_type', 'organic'],
        ['origin_country', 'UA'],
        ['desired_date', '2026-12-15'],
        ['certificate', pdf],
        ['consent', 'on'],
      ]),
    );
    expect(answers).toEqual({
      product_name: 'Мед акацієвий',
      description: '',
      annual_volume: 1234.5,
      hs_code: '0409000000',
      target_markets: ['de', 'pl'],
      certificate_type: 'organic',
      origin_country: 'UA',
      desired_date: '2026-12-15',
      consent: true,
    });
    expect(files).toEqual({ certificate: pdf });
  });

  it("an empty form: '' for text (not answered), [] for a multi-select, false for a checkbox, the rest left out", () => {
    expect(read(post([]))).toEqual({
      answers: { product_name: '', description: '', target_markets: [], consent: false },
      files: {},
    });
  });

  it('answers only fields the form has, whatever else is posted', () => {
    const { answers } = read(
      post([
        ['intent', 'order'],
        ['discount', '50'],
      ]),
    );
    const schema = toFormJsonSchema(FORM_DEFINITION_EXAMPLE);
    for (const key of Object.keys(answers)) expect(schema.properties).toHaveProperty([key]);
  });

  it('keeps a number that is no number as typed, for the server to say so', () => {
    expect(read(post([['annual_volume', '12 тонн']])).answers.annual_volume).toBe('12 тонн');
  });

  it('a kept file answers its id when no new file is chosen', () => {
    const { answers, files } = read(post([[keptFileInputName('certificate'), FILE_ID]]));
    expect(answers.certificate).toEqual({ file_id: FILE_ID });
    expect(files).toEqual({});
  });

  it('a new file replaces the kept one', () => {
    const picture = new File(['png'], 'scan.png', { type: 'image/png' });
    const { answers, files } = read(
      post([
        [keptFileInputName('certificate'), FILE_ID],
        ['certificate', picture],
      ]),
    );
    expect(answers).not.toHaveProperty('certificate');
    expect(files.certificate).toBe(picture);
  });

  it('"remove" drops the kept file', () => {
    const { answers } = read(
      post([
        [keptFileInputName('certificate'), FILE_ID],
        [removeFileInputName('certificate'), 'on'],
      ]),
    );
    expect(answers).not.toHaveProperty('certificate');
  });

  it('reads a form without JavaScript posting no file part at all', () => {
    expect(read(post([], { emptyFile: false })).files).toEqual({});
  });
});

describe('parseDecimal: numbers in both decimal separators', () => {
  it.each([
    ['10', 10],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['1 234,5', 1234.5],
    ['1\u00a0234,5', 1234.5],
    ['1\u202f234', 1234],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['1,000,000', 1_000_000],
    ['1.000.000', 1_000_000],
    ["1'000", 1000],
    ['-3,75', -3.75],
    ['0,001', 0.001],
    ['.5', 0.5],
  ])('%j is %d', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it.each(['', 'abc', '12 т', '1e5', '0x10', '1,2,3.4.5', 'Infinity', '--1'])('%j is no number', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('designedFieldSpec and unscopeAnswerErrors: the page side of the form', () => {
  it('reads multi-selects as lists, checkboxes as ticks, the rest as text, and echoes a kept file', () => {
    expect(designedFieldSpec(FORM_DEFINITION_EXAMPLE)).toEqual({
      product_name: 'text',
      description: 'text',
      annual_volume: 'text',
      hs_code: 'text',
      target_markets: 'list',
      certificate_type: 'text',
      origin_country: 'text',
      desired_date: 'text',
      certificate: 'text',
      'certificate.file_id': 'text',
      consent: 'checkbox',
    });
  });

  it("keys the API's answer errors by the inputs' names", () => {
    expect(unscopeAnswerErrors({ 'answers.hs_code': ['x'], _: ['y'], 'answers.a.0': ['z'] })).toEqual({
      hs_code: ['x'],
      _: ['y'],
      'a.0': ['z'],
    });
  });
});
