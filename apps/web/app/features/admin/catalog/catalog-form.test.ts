import { describe, expect, it } from 'vitest';
import { CATALOG_SERVICE_EXAMPLE } from '@portal/contract';
import {
  readServicesQuery,
  SERVICE_SCHEMA,
  toCategoryBody,
  toPriceMinor,
  toPriceText,
  toServiceBody,
} from './catalog-form';

const { title, summary, description } = CATALOG_SERVICE_EXAMPLE;
const values = {
  'title.uk': title.uk,
  'title.en': title.en,
  'summary.uk': summary.uk,
  'summary.en': summary.en,
  'description.uk': description.uk,
  'description.en': description.en,
  category_id: '3',
  partner_id: '',
  price_minor: '2 500,50',
  subscription_required: true,
  position: '',
  slug: ' ',
  image: '',
  remove_image: false,
};

describe('a service’s price, typed in hryvnias, kept in kopiykas (issue 27 §5)', () => {
  it.each([
    ['2500', 250_000],
    ['2 500,50', 250_050],
    ['2500.5', 250_050],
    ['', null],
  ] as const)('%s → %s', (typed, minor) => {
    expect(toPriceMinor(typed)).toBe(minor);
  });

  it('anything else is sent as typed, so the contract refuses it on the price field', () => {
    expect(toPriceMinor('abc')).toBe('abc');
    expect(SERVICE_SCHEMA.safeParse({ ...values, price_minor: '12,345' }).success).toBe(false);
  });

  it('shows kopiykas back in hryvnias, with the language’s decimal sign; free is empty', () => {
    expect(toPriceText(250_050, 'uk')).toBe('2500,50');
    expect(toPriceText(250_000, 'en')).toBe('2500');
    expect(toPriceText(null, 'uk')).toBe('');
  });
});

describe('the service’s editor as its body', () => {
  it('sends both languages, the category, the office as no partner, the price and the subscription; no empty slug or order', () => {
    expect(toServiceBody(values, undefined)).toEqual({
      category_id: 3,
      title,
      summary,
      description,
      partner_id: null,
      price_minor: 250_050,
      subscription_required: true,
    });
    expect(SERVICE_SCHEMA.safeParse(values).success).toBe(true);
  });

  it('an unchosen category is left out, so the contract says it is required', () => {
    expect(toServiceBody({ ...values, category_id: '' }, undefined).category_id).toBeUndefined();
    expect(SERVICE_SCHEMA.safeParse({ ...values, category_id: '' }).success).toBe(false);
  });

  it('a partner chosen, an order typed, a slug typed are sent', () => {
    expect(
      toServiceBody({ ...values, partner_id: '7', position: '4', slug: 'eu-cert' }, undefined),
    ).toMatchObject({ partner_id: 7, position: 4, slug: 'eu-cert' });
  });
});

describe('a category’s editor as its body', () => {
  it('sends both languages; an order typed is a number; an empty slug is left out', () => {
    expect(
      toCategoryBody({
        'name.uk': 'Сертифікація',
        'name.en': 'Certification',
        'description.uk': '',
        'description.en': '',
        slug: '',
        position: '2',
      }),
    ).toEqual({
      name: { uk: 'Сертифікація', en: 'Certification' },
      description: { uk: '', en: '' },
      position: 2,
    });
  });
});

describe('the services list’s address', () => {
  it('reads state, category, search and page; ignores what the API would refuse', () => {
    expect(
      readServicesQuery(new URLSearchParams('state=draft&category_id=4&search=%20eu%20&page=2')),
    ).toEqual({
      state: 'draft',
      category_id: '4',
      search: 'eu',
      page: 2,
    });
    expect(readServicesQuery(new URLSearchParams('state=live&category_id=x'))).toMatchObject({
      state: undefined,
      category_id: undefined,
    });
  });
});
