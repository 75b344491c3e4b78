import { describe, expect, it } from 'vitest';
import { hasActiveCheckListFilters, readCheckListFilters, toCheckListQuery } from './check-list-filters';

const read = (search: string) => readCheckListFilters(new URLSearchParams(search));

describe('check-list filters in the address', () => {
  it('reads the short status set, the category, the period, the search and the page', () => {
    const values = read(
      'status=in_process&category=prices&date_from=2026-01-01&date_to=2026-02-01&search=мед&page=2',
    );
    expect(values).toMatchObject({
      status: 'in_process',
      category: 'prices',
      date_from: '2026-01-01',
      date_to: '2026-02-01',
      search: 'мед',
      page: 2,
    });
    expect(toCheckListQuery(values)).toEqual({
      page: 2,
      status: 'in_process',
      category: 'prices',
      date_from: '2026-01-01',
      date_to: '2026-02-01',
      search: 'мед',
    });
    expect(hasActiveCheckListFilters(values)).toBe(true);
  });

  it('drops statuses of the full set only and unknown categories', () => {
    const values = read('status=in_work&category=gold');
    expect(values.status).toBe('');
    expect(values.category).toBe('');
    expect(toCheckListQuery(values)).toEqual({ page: 1 });
    expect(hasActiveCheckListFilters(values)).toBe(false);
  });

  it('counts the category alone as a filter', () => {
    expect(hasActiveCheckListFilters(read('category=buyers'))).toBe(true);
  });
});
