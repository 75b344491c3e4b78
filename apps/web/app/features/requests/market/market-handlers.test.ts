import { describe, expect, it } from 'vitest';
import { endpoints, type StatusChange } from '@portal/contract';
import { apiHref } from '../../../lib/api-client';
import { findReworkComment } from './market-data.server';
import { toRatingBody } from './market-handlers.server';
import { buildPdfFileName, buildPdfPath } from './pdf-download';

const change = (to: StatusChange['to_status'], comment: string, id: string): StatusChange => ({
  id,
  from_status: null,
  to_status: to,
  comment,
  actor: 'manager',
  actor_name: 'Марія',
  created_at: '2026-11-21T10:00:00Z',
});

describe('findReworkComment', () => {
  it('finds the latest change that sent the application back', () => {
    const changes = [
      change('in_finalization', 'Додайте сертифікати', 'a'),
      change('accepted', '', 'b'),
      change('in_finalization', 'Уточніть ціну', 'c'),
    ];
    expect(findReworkComment(changes)?.comment).toBe('Уточніть ціну');
    expect(findReworkComment([change('accepted', '', 'x')])).toBeNull();
  });
});

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
