import { describe, expect, it } from 'vitest';
import { readShortListFilters, toAssistantQuery, toCountryAnalysisQuery } from './short-list-query';

const read = (search: string) => readShortListFilters(new URLSearchParams(search));

describe('the lists of country-analysis and assistance requests in the address (issue 15)', () => {
  it('reads a status of the shorter set, the period, the search and the page', () => {
    const values = read('status=in_process&date_from=2026-01-01&date_to=2026-02-01&search=мед&page=3');
    expect(toCountryAnalysisQuery(values)).toEqual({
      page: 3,
      status: 'in_process',
      date_from: '2026-01-01',
      date_to: '2026-02-01',
      search: 'мед',
    });
  });

  it('drops statuses only the export applications have, and a page below 1 (spec §4)', () => {
    expect(toCountryAnalysisQuery(read('status=in_work&page=0'))).toEqual({ page: 1 });
    expect(toCountryAnalysisQuery(read('status=contract'))).toEqual({ page: 1 });
  });

  it('passes a classification code to the country analyses, never to the assistant (its API refuses it)', () => {
    expect(toCountryAnalysisQuery(read('hs=0811'))).toEqual({ page: 1, hs: '0811' });
    expect(toAssistantQuery(read('hs=0811&status=approved'))).toEqual({ page: 1, status: 'approved' });
  });
});
