import { describe, expect, it } from 'vitest';
import { readShortListFilters, toShortListQuery } from './short-list-query';

const read = (search: string) => readShortListFilters(new URLSearchParams(search));

describe('the lists of the kinds on the shorter status set in the address (issue 15)', () => {
  it('reads a status of the shorter set, the period, the search and the page', () => {
    const values = read('status=in_process&date_from=2026-01-01&date_to=2026-02-01&search=мед&page=3');
    expect(toShortListQuery(values)).toEqual({
      page: 3,
      status: 'in_process',
      date_from: '2026-01-01',
      date_to: '2026-02-01',
      search: 'мед',
    });
  });

  it('drops statuses only the export applications have, and a page below 1 (spec §4)', () => {
    expect(toShortListQuery(read('status=in_work&page=0'))).toEqual({ page: 1 });
    expect(toShortListQuery(read('status=contract'))).toEqual({ page: 1 });
  });

  it('passes a classification code (a kind without one drops it: the assistant’s own query)', () => {
    expect(toShortListQuery(read('hs=0811'))).toEqual({ page: 1, hs: '0811' });
  });
});
