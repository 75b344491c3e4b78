import { describe, expect, it } from 'vitest';
import { toTelHref, toWebsiteHref } from '../../../lib/contact-links';
import { countAll, importerSalePath, readImporterSalesQuery } from './importer-sales-query';
import { SHARE_SCHEMA, toShareBody } from './importer-sale-share-form';

const params = (query: string) => new URLSearchParams(query);
const A = '0b6f1c1e-3c2a-4d5e-9f60-1a2b3c4d5e6f';
const B = '1c7f2d2f-4d3b-4e6f-8a71-2b3c4d5e6f70';

describe('the import applications’ queue query (?status=&search=&page=)', () => {
  it('reads a known status, a trimmed search and the page', () => {
    expect(readImporterSalesQuery(params('status=shared&search=%20sunflower%20&page=3'))).toEqual({
      status: 'shared',
      search: 'sunflower',
      page: 3,
    });
  });

  it('drops what the API would refuse rather than failing the page', () => {
    expect(readImporterSalesQuery(params('status=accepted&search=%20%20&page=-2'))).toEqual({
      status: undefined,
      search: undefined,
      page: 1,
    });
    expect(readImporterSalesQuery(params('page=1.5')).page).toBe(1);
    expect(readImporterSalesQuery(params(`search=${'x'.repeat(300)}`)).search).toHaveLength(100);
  });

  it('counts every status in the “All” tab', () => {
    expect(countAll({ new: 2, shared: 5, closed: 1 })).toBe(8);
  });

  it('links an application by its id', () => {
    expect(importerSalePath(A)).toBe(`/admin/importer-sales/${A}`);
  });
});

describe('the share form (contract ShareBodySchema)', () => {
  it('sends each ticked company once, empty values left out', () => {
    expect(toShareBody({ user_ids: [A, '', B, A] })).toEqual({ user_ids: [A, B] });
    expect(toShareBody({})).toEqual({ user_ids: [] });
  });

  it('refuses in the browser a share with no company ticked, on user_ids', () => {
    const result = SHARE_SCHEMA.safeParse({ user_ids: [] });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual(['user_ids']);
    expect(SHARE_SCHEMA.safeParse({ user_ids: [A] }).success).toBe(true);
  });
});

describe('the buyer’s contacts as links', () => {
  it('makes a website without a scheme https and refuses other schemes', () => {
    expect(toWebsiteHref('www.baltic.pl')).toBe('https://www.baltic.pl/');
    expect(toWebsiteHref('javascript:alert(1)')).toBeNull();
    expect(toWebsiteHref(' ')).toBeNull();
  });

  it('dials only digits and a leading plus', () => {
    expect(toTelHref('+48 (22) 123 45 67')).toBe('tel:+48221234567');
    expect(toTelHref('-')).toBeNull();
  });
});
