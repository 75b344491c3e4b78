import { describe, expect, it } from 'vitest';
import { SalesMarketProductBodySchema, type SalesMarketApplication } from '@portal/contract';
import { REQUESTS_RESOURCES } from '../../i18n/requests';
import { readFormValues } from '../../lib/forms/form-values';
import {
  findNextPage,
  findPageOfField,
  findPagePlace,
  findPreviousPage,
  PAGE_FIELDS,
  pagePath,
  PRODUCT_STEP_PAGES,
  QUESTION_PAGES,
  readMarketPage,
  SUBMIT_FIELDS,
  toPageBody,
  toSubmitBody,
  type FormPage,
} from './sales-market-pages';

function formOf(page: FormPage, entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return readFormValues(data, PAGE_FIELDS[page]);
}

describe('the pages of step 2 (issue 13 §6)', () => {
  it('asks one topic a page, in order, then checks the answers', () => {
    expect(QUESTION_PAGES).toEqual([
      'product',
      'classification',
      'volume',
      'delivery',
      'markets',
      'services',
      'readiness',
    ]);
    expect(findNextPage('product', false)).toBe('classification');
    expect(findNextPage('classification', false)).toBe('volume');
    expect(findNextPage('volume', false)).toBe('delivery');
    expect(findNextPage('delivery', false)).toBe('markets');
    expect(findNextPage('markets', false)).toBe('services');
    expect(findNextPage('services', false)).toBe('readiness');
    expect(findNextPage('readiness', false)).toBe('check');
  });

  it('goes back a page; from the first to the application, from the check to the last question', () => {
    expect(findPreviousPage('product', false)).toBeNull();
    expect(findPreviousPage('classification', false)).toBe('product');
    expect(findPreviousPage('volume', false)).toBe('classification');
    expect(findPreviousPage('readiness', false)).toBe('services');
    expect(findPreviousPage('check', false)).toBe('readiness');
  });

  it('a page opened to change an answer (and the contact person) leads back to the check', () => {
    expect(findNextPage('volume', true)).toBe('check');
    expect(findPreviousPage('volume', true)).toBe('check');
    expect(findNextPage('contact', false)).toBe('check');
    expect(findPreviousPage('contact', false)).toBe('check');
  });

  it('names each page’s place: 1–7 for the questions, 8 for the check, none for the contact person', () => {
    expect(findPagePlace('product')).toEqual({ number: 1, total: 8 });
    expect(findPagePlace('readiness')).toEqual({ number: 7, total: 8 });
    expect(findPagePlace('check')).toEqual({ number: 8, total: 8 });
    expect(findPagePlace('contact')).toBeNull();
  });

  it('issue 25 §8: the create page says how many pages step 2 has, as the pages count them, in both languages', () => {
    expect(PRODUCT_STEP_PAGES).toBe(findPagePlace('check')?.total);
    for (const locale of ['uk', 'en'] as const) {
      const lead = REQUESTS_RESOURCES[locale].market.create.lead;
      expect(lead).toContain('{{pages}}');
      expect(lead).not.toMatch(/два кроки|two steps/i);
    }
  });

  it('reads the page from the address; without one, a complete application opens on the check', () => {
    const draft = { has_product_step: false };
    const complete = { has_product_step: true };
    expect(readMarketPage(new URLSearchParams('page=markets'), draft)).toBe('markets');
    expect(readMarketPage(new URLSearchParams(''), draft)).toBe('product');
    expect(readMarketPage(new URLSearchParams('page=nonsense'), draft)).toBe('product');
    expect(readMarketPage(new URLSearchParams(''), complete)).toBe('check');
  });

  it('builds the addresses, with the way back to the check when changing an answer', () => {
    expect(pagePath('abc', 'volume')).toBe('/profile/market/edit/abc?page=volume');
    expect(pagePath('abc', 'volume', { returnToCheck: true })).toBe(
      '/profile/market/edit/abc?page=volume&return=check',
    );
    expect(pagePath('abc', 'check', { returnToCheck: true })).toBe('/profile/market/edit/abc?page=check');
  });

  it('finds the page of a field the API named', () => {
    expect(findPageOfField('hs_product_item')).toBe('classification');
    expect(findPageOfField('incoterms')).toBe('delivery');
    expect(findPageOfField('certificates')).toBe('product');
    expect(findPageOfField('minimum_order_unit')).toBe('volume');
    expect(findPageOfField('target_countries.0')).toBe('markets');
    expect(findPageOfField('service_ids')).toBe('services');
    expect(findPageOfField('answers.samples')).toBe('readiness');
    expect(findPageOfField('contact_phone')).toBe('contact');
    expect(findPageOfField('return_to')).toBeUndefined();
    expect(findPageOfField('_')).toBeUndefined();
    expect(SUBMIT_FIELDS).toHaveProperty('answers');
    expect(SUBMIT_FIELDS).not.toHaveProperty('return_to');
  });
});

describe('toPageBody: a page saved as a draft', () => {
  it('sends the page’s fields only, never submitting', () => {
    const body = toPageBody(
      'volume',
      formOf('volume', [
        ['production_capacity', '12000'],
        ['capacity_unit', 't'],
        ['capacity_period', 'year'],
        ['price', '210.5'],
        ['currency', 'USD'],
        ['price_unit', 't'],
        ['minimum_order', ' 20 '],
        ['minimum_order_unit', 't'],
        ['return_to', 'check'],
      ]),
    );
    expect(body).toEqual({
      production_capacity: '12000',
      capacity_unit: 't',
      capacity_period: 'year',
      price: '210.5',
      currency: 'USD',
      price_unit: 't',
      minimum_order: '20',
      minimum_order_unit: 't',
      submit: false,
    });
    expect(
      toPageBody(
        'delivery',
        formOf('delivery', [
          ['incoterms', 'FCA'],
          ['incoterms', 'FOB'],
        ]),
      ),
    ).toEqual({
      incoterms: ['FCA', 'FOB'],
      submit: false,
    });
    expect(SalesMarketProductBodySchema.safeParse(body).success).toBe(true);
  });

  it('clears an emptied minimum order with null, and the empty optional fields of the other pages', () => {
    const volume = toPageBody('volume', formOf('volume', []));
    expect(volume).toMatchObject({ minimum_order: null, minimum_order_unit: null });
    expect(toPageBody('markets', formOf('markets', [['target_countries', 'PL']]))).toEqual({
      target_countries: ['PL'],
      exported_countries: [],
      submit: false,
    });
    expect(
      toPageBody(
        'services',
        formOf('services', [
          ['service_ids', '2'],
          ['service_ids', 'x'],
        ]),
      ),
    ).toEqual({
      service_ids: [2],
      submit: false,
    });
    expect(toPageBody('readiness', formOf('readiness', []))).toEqual({ answers: {}, submit: false });
  });

  it('sends the product page as typed, the classification’s three levels together and trimmed', () => {
    const product = toPageBody(
      'product',
      formOf('product', [
        ['product_name_uk', 'Пшениця озима'],
        ['product_name_en', 'Winter wheat'],
        ['description', 'Пшениця озима 2 класу, врожай 2026 року, у мішках по 50 кг.'],
      ]),
    );
    expect(Object.keys(product).sort()).toEqual([
      'certificates',
      'description',
      'product_name_en',
      'product_name_uk',
      'submit',
    ]);
    expect(SalesMarketProductBodySchema.safeParse(product).success).toBe(true);
    const classification = toPageBody(
      'classification',
      formOf('classification', [
        ['hs_section', 'II '],
        ['hs_group', '10'],
        ['hs_product_item', '1001'],
      ]),
    );
    expect(classification).toEqual({
      hs_section: 'II',
      hs_group: '10',
      hs_product_item: '1001',
      submit: false,
    });
    expect(SalesMarketProductBodySchema.safeParse(classification).success).toBe(true);
  });

  it('sends the contact person as typed (an emptied position clears it)', () => {
    const body = toPageBody(
      'contact',
      formOf('contact', [
        ['contact_name', 'Олена Коваль'],
        ['contact_position', ''],
        ['contact_phone', '+380671234567'],
        ['contact_email', 'export@example.com'],
      ]),
    );
    expect(body).toEqual({
      contact_name: 'Олена Коваль',
      contact_position: '',
      contact_phone: '+380671234567',
      contact_email: 'export@example.com',
      submit: false,
    });
  });
});

const SAVED: SalesMarketApplication = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 1001,
  status: 'created',
  contact_name: 'Олена Коваль',
  contact_position: '',
  contact_phone: '+380671234567',
  contact_email: 'export@example.com',
  has_product_step: true,
  product_name_uk: 'Пшениця озима',
  product_name_en: 'Winter wheat',
  classification: {
    section: { code: 'II', name: 'Продукти рослинного походження' },
    group: { code: '10', name: 'Зернові культури' },
    product_item: { code: '1001', name: 'Пшениця і суміш пшениці та жита' },
  },
  description: 'Пшениця озима 2 класу, врожай 2026 року, у мішках по 50 кг.',
  production_capacity: '12000',
  capacity_unit: 't',
  capacity_period: 'year',
  price: '210.5',
  currency: 'USD',
  price_unit: 't',
  incoterms: ['FCA'],
  minimum_order: null,
  minimum_order_unit: null,
  certificates: '',
  exported_countries: [],
  target_countries: [{ code: 'PL', name: 'Польща' }],
  services: [{ id: 2, name: 'Пошук покупців' }],
  answers: { samples: 'yes' },
  progress: 70,
  rating: null,
  permissions: { can_edit: true, can_delete: true, can_submit: true, can_rate: false },
  submitted_at: null,
  status_changed_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('toSubmitBody: check-your-answers sends the application as saved', () => {
  it('is a complete submit the contract accepts', () => {
    const body = toSubmitBody(SAVED);
    expect(body).toMatchObject({
      hs_section: 'II',
      hs_group: '10',
      hs_product_item: '1001',
      target_countries: ['PL'],
      service_ids: [2],
      answers: { samples: 'yes' },
      submit: true,
    });
    expect(body).not.toHaveProperty('minimum_order');
    expect(body).not.toHaveProperty('certificates');
    expect(SalesMarketProductBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves out what is missing, so the API names it', () => {
    const body = toSubmitBody({
      ...SAVED,
      price: null,
      currency: null,
      target_countries: [],
      classification: { section: null, group: null, product_item: null },
    });
    const parsed = SalesMarketProductBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual(
      ['currency', 'hs_group', 'hs_product_item', 'hs_section', 'price', 'target_countries'].sort(),
    );
  });
});
