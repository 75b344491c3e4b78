import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, SHORT_APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract';
import { hasActiveFilters, readRequestFilters, toApiListQuery } from './request-filters-query';

const read = (query: string, statuses: readonly ApplicationStatus[] = APPLICATION_STATUSES) =>
  readRequestFilters(new URLSearchParams(query), statuses);

describe('readRequestFilters', () => {
  it('reads every filter and the page', () => {
    expect(
      read('status=in_process&date_from=2026-01-01&date_to=2026-02-28&search=%20wheat%20&hs=1001&page=3'),
    ).toEqual({
      status: 'in_process',
      date_from: '2026-01-01',
      date_to: '2026-02-28',
      search: 'wheat',
      hs: '1001',
      page: 3,
    });
  });

  it('has no filters and page 1 for a bare address', () => {
    const values = read('');
    expect(values).toEqual({ status: '', date_from: '', date_to: '', search: '', hs: '', page: 1 });
    expect(hasActiveFilters(values)).toBe(false);
  });

  it('drops a status outside the list’s set (the short set has no in_work)', () => {
    expect(read('status=in_work', SHORT_APPLICATION_STATUSES).status).toBe('');
    expect(read('status=in_work').status).toBe('in_work');
    expect(read('status=nonsense').status).toBe('');
  });

  it('drops malformed or impossible dates and bad pages', () => {
    const values = read('date_from=2026-02-30&date_to=yesterday&page=0');
    expect(values.date_from).toBe('');
    expect(values.date_to).toBe('');
    expect(values.page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
  });

  it('cuts over-long text to the API’s limits', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(read('hs=12345678901234').hs).toHaveLength(10);
  });
});

describe('toApiListQuery', () => {
  it('passes on only what is set, with the page and page size', () => {
    const values = read('status=accepted&search=corn&page=2');
    expect(toApiListQuery(values, 10)).toEqual({ page: 2, per_page: 10, status: 'accepted', search: 'corn' });
    expect(hasActiveFilters(values)).toBe(true);
  });
});
