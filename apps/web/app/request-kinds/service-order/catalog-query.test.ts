import { describe, expect, it } from 'vitest';
import type { CatalogServiceCard, ServiceOrderFile } from '@portal/contract';
import {
  categoryPath,
  chipHref,
  groupOrderable,
  namesOfFiles,
  orderEditPath,
  orderPath,
  readCatalogFilters,
  toCatalogQuery,
} from './catalog-query';

const read = (query: string) => readCatalogFilters(new URLSearchParams(query));

function card(id: number, category: number, can_order: boolean | null): CatalogServiceCard {
  return {
    id,
    slug: `service-${id}`,
    category: { id: category, slug: `category-${category}`, name: `Category ${category}` },
    title: `Service ${id}`,
    summary: '',
    image_url: null,
    partner: null,
    price_minor: null,
    currency: 'UAH',
    subscription_required: false,
    can_order,
    why_not: can_order ? null : 'subscription_required',
  };
}

describe('issue 27 §2: the catalogue’s filters in the address', () => {
  it('reads the category, the words and the page', () => {
    expect(read('category=certification&search=%20мед%20&page=3')).toEqual({
      category: 'certification',
      search: 'мед',
      page: 3,
    });
    expect(read('')).toEqual({ category: '', search: '', page: 1 });
  });

  it('drops what the API would refuse, so a hand-edited address still shows the catalogue', () => {
    expect(read('category=Not%20A%20Slug&page=0').category).toBe('');
    expect(read('page=-2').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(read('search=a%00b').search).toBe('ab');
  });

  it('asks the API only what is set', () => {
    expect(toCatalogQuery(read(''))).toEqual({ page: 1, per_page: 12 });
    expect(toCatalogQuery(read('category=7&search=мед&page=2'))).toEqual({
      page: 2,
      per_page: 12,
      category: '7',
      search: 'мед',
    });
  });

  it('a category chip keeps the words and starts from the first page; "all" drops the category', () => {
    const filters = read('category=law&search=мед&page=4');
    expect(chipHref(filters, 'certification')).toBe(
      '/profile/services?category=certification&search=%D0%BC%D0%B5%D0%B4',
    );
    expect(chipHref(filters, '')).toBe('/profile/services?search=%D0%BC%D0%B5%D0%B4');
    expect(chipHref(read(''), '')).toBe('/profile/services');
    expect(categoryPath('certification')).toBe('/profile/services?category=certification');
  });

  it('an order is read at /profile/services/{id} and changed at /profile/services/edit/{id}', () => {
    expect(orderPath('a1')).toBe('/profile/services/a1');
    expect(orderEditPath('a1')).toBe('/profile/services/edit/a1');
  });
});

describe('issue 27 §2: choosing a service to order', () => {
  it('lists only what the company may order now, by category in the catalogue’s order', () => {
    const groups = groupOrderable([card(1, 2, true), card(2, 1, true), card(3, 2, false), card(4, 2, true)]);
    expect(groups.map((group) => [group.category.id, group.services.map((service) => service.id)])).toEqual([
      [2, [1, 4]],
      [1, [2]],
    ]);
    expect(groupOrderable([card(5, 1, null)])).toEqual([]);
  });
});

describe('an order’s kept files', () => {
  it('are named by their ids, for the form and the preview', () => {
    const file: ServiceOrderFile = {
      id: '0b7f4a52-3c1e-4b8e-9a57-2f1d6c3e8a90',
      file_name: 'organic.pdf',
      content_type: 'application/pdf',
      size: 10,
      url: '/api/catalog/files/0b7f4a52-3c1e-4b8e-9a57-2f1d6c3e8a90',
    };
    expect(namesOfFiles({ certificate: file })).toEqual({ [file.id]: { name: 'organic.pdf' } });
  });
});
