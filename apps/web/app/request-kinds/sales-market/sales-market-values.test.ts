import { describe, expect, it } from 'vitest';
import { SalesMarketProductBodySchema, toFieldErrors } from '@portal/contract';
import { readFormValues } from '../../lib/forms/form-values';
import { PAGE_FIELDS, toPageBody, type FormPage } from './sales-market-pages';
import { adaptBodySchema, prefillPersonal, readAnswers } from './sales-market-values';

function formOf(page: FormPage, entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return readFormValues(data, PAGE_FIELDS[page]);
}

describe('readAnswers', () => {
  it('ignores answers that are not yes, partly or no', () => {
    const values = formOf('readiness', [
      ['answers.export_experience', 'maybe'],
      ['answers.samples', 'partly'],
    ]);
    expect(readAnswers(values)).toEqual({ samples: 'partly' });
  });
});

describe('adaptBodySchema (a page checked before sending, issue 13 §6)', () => {
  const schemaOf = (page: FormPage) =>
    adaptBodySchema(SalesMarketProductBodySchema, (values) => toPageBody(page, values));

  it('says "required" for every empty field of the page, not "invalid value", and nothing of other pages', () => {
    const parsed = schemaOf('volume').safeParse(formOf('volume', []), { reportInput: true });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = toFieldErrors(parsed.error.issues, 'uk');
    expect(Object.keys(errors).sort()).toEqual(
      ['capacity_period', 'capacity_unit', 'currency', 'price', 'price_unit', 'production_capacity'].sort(),
    );
    for (const messages of Object.values(errors)) expect(messages).toEqual(["Обов'язкове поле."]);
  });

  it('an unchosen classification reads "required" on its three levels', () => {
    const parsed = schemaOf('classification').safeParse(formOf('classification', []), { reportInput: true });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(toFieldErrors(parsed.error.issues, 'uk')).sort()).toEqual([
      'hs_group',
      'hs_product_item',
      'hs_section',
    ]);
  });

  it('keeps the English-only message of spec §5 for a Cyrillic English name', () => {
    const values = formOf('product', [
      ['product_name_uk', 'Пшениця'],
      ['product_name_en', 'Пшениця'],
      ['description', 'Пшениця озима 2 класу, врожай 2026 року, у мішках по 50 кг.'],
    ]);
    const parsed = schemaOf('product').safeParse(values, { reportInput: true });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(toFieldErrors(parsed.error.issues, 'en'))).toEqual(['product_name_en']);
    expect(toFieldErrors(parsed.error.issues, 'en').product_name_en?.[0]).toMatch(/Latin/i);
  });

  it('a minimum order needs its unit; the optional pages pass empty', () => {
    const volume = formOf('volume', [
      ['production_capacity', '12000'],
      ['capacity_unit', 't'],
      ['capacity_period', 'year'],
      ['price', '210.5'],
      ['currency', 'USD'],
      ['price_unit', 't'],
      ['minimum_order', '20'],
    ]);
    const parsed = schemaOf('volume').safeParse(volume, { reportInput: true });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(toFieldErrors(parsed.error.issues, 'en')).toEqual({
      minimum_order_unit: ['This field is required.'],
    });
    for (const page of ['services', 'readiness'] as const) {
      expect(schemaOf(page).safeParse(formOf(page, [])).success, page).toBe(true);
    }
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
