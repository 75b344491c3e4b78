import { describe, expect, it } from 'vitest';
import {
  publishedAnalysisPdfPath,
  readAnalysesFilters,
  readPublishedAnalysisId,
  toPublishedAnalysesQuery,
} from './analyses-query';

const read = (search: string) => readAnalysesFilters(new URLSearchParams(search));

describe('the published analyses in the address (issue 15 §1)', () => {
  it('reads a country (any case) and a page', () => {
    expect(read('country=pl&page=2')).toEqual({ country: 'PL', page: 2 });
    expect(toPublishedAnalysesQuery(read('country=pl&page=2'))).toEqual({ page: 2, country: 'PL' });
  });

  it('drops what the API would refuse: an unknown or blocked country, a page out of range', () => {
    expect(read('country=XX&page=0')).toEqual({ country: '', page: 1 });
    expect(read('country=RU')).toEqual({ country: '', page: 1 });
    expect(toPublishedAnalysesQuery(read('page=abc'))).toEqual({ page: 1 });
  });

  it('takes an analysis id only as a positive 32-bit integer; anything else is the 404 page', () => {
    expect(readPublishedAnalysisId('7')).toBe(7);
    expect(readPublishedAnalysisId('2147483647')).toBe(2_147_483_647);
    for (const raw of ['0', '-1', '07', '1.5', 'abc', '2147483648', undefined]) {
      expect(readPublishedAnalysisId(raw), String(raw)).toBeNull();
    }
    expect(publishedAnalysisPdfPath(7)).toBe('/profile/pro-services/analysis/7/pdf');
  });
});
