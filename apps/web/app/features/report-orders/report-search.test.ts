import { describe, expect, it } from 'vitest';
import { ReportSearchBodySchema } from '@portal/contract';
import { isSearchAsked, readReportSearch, searchAgainPath, toSearchBody } from './report-search';

const read = (query: string) => readReportSearch(new URLSearchParams(query));

describe('issue 28 §3: the report search in the page’s address', () => {
  it('reads the country, the words and the orders’ page', () => {
    expect(read('country=de&query=Nord%20Foods&page=2')).toEqual({
      country: 'DE',
      query: 'Nord Foods',
      page: 2,
    });
    expect(read('')).toEqual({ country: '', query: '', page: 1 });
  });

  it('keeps what a form can send and leaves the rest to the API: a long query is cut, a bad page is the first', () => {
    expect(read(`country=Germany&query=${'x'.repeat(300)}&page=-3`)).toEqual({
      country: 'GERMANY',
      query: 'x'.repeat(100),
      page: 1,
    });
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('searches only when asked; the body is the API’s', () => {
    expect(isSearchAsked(read(''))).toBe(false);
    expect(isSearchAsked(read('query=%20%20'))).toBe(false);
    expect(isSearchAsked(read('country=PL'))).toBe(true);
    const body = toSearchBody(read('country=PL&query=honey'));
    expect(ReportSearchBodySchema.safeParse(body).success).toBe(true);
    expect(ReportSearchBodySchema.safeParse(toSearchBody(read('country=PL&query=h'))).success).toBe(false);
  });

  it('orders a cancelled report again from its company’s country and code', () => {
    expect(searchAgainPath({ country: 'DE', code: '001234' })).toBe(
      '/profile/infoproff-orders?country=DE&query=001234#report-results',
    );
  });
});
