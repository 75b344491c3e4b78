import { describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { apiHref } from '../../lib/api-client';
import { toRatingBody } from './sales-market-handlers.server';
import { buildPdfFileName, buildPdfPath } from './pdf-download';

describe('toRatingBody', () => {
  it('sends the stars as a number and leaves out what is empty', () => {
    expect(toRatingBody({ rating: '4', comment: 'Дякуємо' })).toEqual({ rating: 4, comment: 'Дякуємо' });
    expect(toRatingBody({ rating: '', comment: '  ' })).toEqual({});
  });
});

describe('PDF download', () => {
  it('names the file after the application number and fetches it from the download entry', () => {
    expect(buildPdfFileName(1007)).toBe('export-application-1007.pdf');
    expect(buildPdfPath('abc')).toBe(
      apiHref(endpoints.downloadSalesMarketApplication, { params: { id: 'abc' } }),
    );
  });
});
