import { describe, expect, it } from 'vitest';
import {
  buildListHref,
  countQueueTotal,
  readAuditQuery,
  readCompaniesQuery,
  readPage,
  readQueueQuery,
  readSearch,
} from './list-query';

const params = (query: string) => new URLSearchParams(query);

describe('readPage', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
    ['page=1000000', 1],
  ])('%j → %d', (query, page) => {
    expect(readPage(params(query))).toBe(page);
  });
});

describe('readSearch', () => {
  it('trims, drops empty text and cuts to 100 characters', () => {
    expect(readSearch(params('search=%20%20'))).toBeUndefined();
    expect(readSearch(params('search=%20Agro%20'))).toBe('Agro');
    expect(readSearch(params(`search=${'a'.repeat(150)}`))).toHaveLength(100);
  });
});

describe('readCompaniesQuery', () => {
  it('defaults to the pending companies', () => {
    expect(readCompaniesQuery(params(''))).toEqual({ verification: 'pending', search: undefined, page: 1 });
  });

  it('accepts every verification tab and falls back on an unknown one', () => {
    expect(readCompaniesQuery(params('verification=banned&page=2')).verification).toBe('banned');
    expect(readCompaniesQuery(params('verification=all')).verification).toBe('all');
    expect(readCompaniesQuery(params('verification=weird')).verification).toBe('pending');
  });
});

describe('readQueueQuery', () => {
  it('keeps a status of the kind’s own set only (spec §4)', () => {
    expect(readQueueQuery(params('status=contract'), 'sales_market').status).toBe('contract');
    expect(readQueueQuery(params('status=contract'), 'check_list').status).toBeUndefined();
    expect(readQueueQuery(params('status=in_process'), 'check_list').status).toBe('in_process');
    expect(readQueueQuery(params('status=nope'), 'sales_market').status).toBeUndefined();
  });
});

describe('readAuditQuery', () => {
  it('reads the entity filter', () => {
    expect(readAuditQuery(params('entity_type=company&entity_id=abc&page=2'))).toEqual({
      entity_type: 'company',
      entity_id: 'abc',
      page: 2,
    });
    expect(readAuditQuery(params('entity_type=user')).entity_type).toBeUndefined();
  });
});

describe('buildListHref', () => {
  it('leaves out empty values and the first page', () => {
    expect(buildListHref('/admin/companies', { verification: 'all', search: '', page: 1 })).toBe(
      '/admin/companies?verification=all',
    );
    expect(buildListHref('/admin/sales-market', { status: undefined, page: 3 })).toBe(
      '/admin/sales-market?page=3',
    );
    expect(buildListHref('/admin/audit-log', {})).toBe('/admin/audit-log');
  });
});

describe('countQueueTotal', () => {
  it('counts every status but drafts, as the queue’s default', () => {
    expect(countQueueTotal({ created: 4, accepted: 2, in_process: 1 })).toBe(3);
    expect(countQueueTotal({})).toBe(0);
  });
});
