import { describe, expect, it } from 'vitest';
import {
  buildApplicationsHref,
  hasActiveApplicationsFilters,
  readApplicationsFilters,
  statusFilterOf,
  toApplicationsQuery,
} from './applications-filters';

const read = (search: string) => readApplicationsFilters(new URLSearchParams(search));

describe('the filters of all applications', () => {
  it('reads the kind, the status of the full set, the period and the search', () => {
    const values = read('kind=sales_market&status=contract&date_from=2026-03-01&search=1001&hs=08');
    expect(toApplicationsQuery(values)).toEqual({
      page: 1,
      kind: 'sales_market',
      status: 'contract',
      date_from: '2026-03-01',
      search: '1001',
    });
    expect(hasActiveApplicationsFilters(values)).toBe(true);
  });

  it('offers the short set, in_process read as in work, for market-analysis requests alone', () => {
    expect(statusFilterOf('check_list').list).toBe('short');
    expect(statusFilterOf('check_list').statuses).not.toContain('in_work');
    expect(statusFilterOf('').statuses).toContain('future');
    expect(read('kind=check_list&status=contract').status).toBe('');
    expect(read('kind=check_list&status=in_process').status).toBe('in_process');
  });

  it('drops an unknown kind', () => {
    const values = read('kind=importer');
    expect(values.kind).toBe('');
    expect(hasActiveApplicationsFilters(values)).toBe(false);
  });

  it('links a count to the filtered list', () => {
    expect(buildApplicationsHref('check_list', 'in_process')).toBe(
      '/profile/applications?kind=check_list&status=in_process',
    );
    expect(buildApplicationsHref('sales_market')).toBe('/profile/applications?kind=sales_market');
  });
});
