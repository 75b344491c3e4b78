import { describe, expect, it } from 'vitest';
import { SalesMarketProductBodySchema, toFieldErrors } from '@portal/contract';
import { readFormValues } from '../../../lib/forms/form-values';
import {
  adaptBodySchema,
  PRODUCT_FIELDS,
  prefillPersonal,
  readAnswers,
  toProductBody,
} from './sales-market-values';

function formOf(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return readFormValues(data, PRODUCT_FIELDS);
}

const COMPLETE: [string, string][] = [
  ['contact_name', 'Олена Коваль'],
  ['contact_position', 'Менеджерка з експорту'],
  ['contact_phone', '+380671234567'],
  ['contact_email', 'export@example.com'],
  ['product_name_uk', 'Пшениця озима'],
  ['product_name_en', 'Winter wheat'],
  ['hs_section', 'II'],
  ['hs_group', '10'],
  ['hs_product_item', '1001'],
  ['description', 'Пшениця озима 2 класу, врожай 2026 року, у мішках по 50 кг.'],
  ['production_capacity', '12000'],
  ['capacity_unit', 't'],
  ['capacity_period', 'year'],
  ['price', '210.5'],
  ['currency', 'USD'],
  ['price_unit', 't'],
  ['incoterms', 'FCA'],
  ['incoterms', 'FOB'],
  ['target_countries', 'PL'],
  ['service_ids', '2'],
  ['answers.export_experience', 'yes'],
  ['answers.samples', 'partly'],
];

describe('toProductBody', () => {
  it('shapes a complete form into a body the contract accepts, sent for review by default', () => {
    const body = toProductBody(formOf(COMPLETE));
    expect(body).toMatchObject({
      hs_section: 'II',
      incoterms: ['FCA', 'FOB'],
      target_countries: ['PL'],
      exported_countries: [],
      service_ids: [2],
      answers: { export_experience: 'yes', samples: 'partly' },
      submit: true,
    });
    expect(body).not.toHaveProperty('minimum_order');
    expect(body).not.toHaveProperty('certificates');
    expect(SalesMarketProductBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the contact person as typed, so step 2 can correct it (an emptied position clears it)', () => {
    const corrected = COMPLETE.map(([name, value]): [string, string] =>
      name === 'contact_phone'
        ? [name, '+380501112233']
        : name === 'contact_position'
          ? [name, '']
          : [name, value],
    );
    const body = toProductBody(formOf(corrected));
    expect(body).toMatchObject({
      contact_name: 'Олена Коваль',
      contact_phone: '+380501112233',
      contact_position: '',
    });
    expect(SalesMarketProductBodySchema.safeParse(body).success).toBe(true);
  });

  it('an emptied contact name is refused as required, not silently kept', () => {
    const emptied = COMPLETE.map(([name, value]): [string, string] => [
      name,
      name === 'contact_name' ? '' : value,
    ]);
    const parsed = adaptBodySchema(SalesMarketProductBodySchema, toProductBody).safeParse(formOf(emptied), {
      reportInput: true,
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(toFieldErrors(parsed.error.issues, 'en').contact_name).toEqual(['This field is required.']);
  });

  it('keeps a draft when the draft button was pressed', () => {
    expect(toProductBody(formOf([...COMPLETE, ['mode', 'draft']])).submit).toBe(false);
    expect(toProductBody(formOf([...COMPLETE, ['mode', 'submit']])).submit).toBe(true);
  });

  it('ignores answers that are not yes, partly or no, and unknown service ids', () => {
    const values = formOf([
      ['answers.export_experience', 'maybe'],
      ['service_ids', 'x'],
    ]);
    expect(readAnswers(values)).toEqual({});
    expect(toProductBody(values).service_ids).toEqual([]);
  });
});

describe('adaptBodySchema', () => {
  const schema = adaptBodySchema(SalesMarketProductBodySchema, toProductBody);

  it('says "required" for every empty field, not "invalid value"', () => {
    const parsed = schema.safeParse(formOf([]), { reportInput: true });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = toFieldErrors(parsed.error.issues, 'uk');
    for (const field of ['hs_section', 'price', 'production_capacity', 'incoterms', 'target_countries']) {
      expect(errors[field], field).toEqual(["Обов'язкове поле."]);
    }
  });

  it('keeps the English-only message of spec §5 for a Cyrillic English name', () => {
    const values = formOf(COMPLETE.map(([n, v]) => (n === 'product_name_en' ? [n, 'Пшениця'] : [n, v])));
    const parsed = schema.safeParse(values, { reportInput: true });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(toFieldErrors(parsed.error.issues, 'en').product_name_en?.[0]).toMatch(/Latin/i);
  });

  it('passes a complete form', () => {
    expect(schema.safeParse(formOf(COMPLETE)).success).toBe(true);
  });
});

describe('prefillPersonal', () => {
  const base = {
    email: 'user@example.test',
    main_info: {
      name: 'Оксана',
      surname: 'Мельник',
      patronymic: '',
      position: 'Директорка',
      phone: '+380671112233',
    },
  };
  const company = {
    expert_name: '',
    expert_surname: '',
    expert_position: '',
    expert_phone_number: '',
    expert_email: '',
    position_in_the_company: 'Director',
  };

  it('takes the company’s export expert first', () => {
    const prefill = prefillPersonal({
      ...base,
      companyInfo: {
        ...company,
        expert_name: 'Іван',
        expert_surname: 'Коваль',
        expert_position: 'Менеджер ЗЕД',
        expert_phone_number: '+380501234567',
        expert_email: 'export@example.test',
      } as never,
    });
    expect(prefill).toEqual({
      contact_name: 'Іван Коваль',
      contact_position: 'Менеджер ЗЕД',
      contact_phone: '+380501234567',
      contact_email: 'export@example.test',
    });
  });

  it('falls back to the user’s own main info and e-mail', () => {
    expect(prefillPersonal({ ...base, companyInfo: company as never })).toEqual({
      contact_name: 'Оксана Мельник',
      contact_position: 'Директорка',
      contact_phone: '+380671112233',
      contact_email: 'user@example.test',
    });
  });
});
