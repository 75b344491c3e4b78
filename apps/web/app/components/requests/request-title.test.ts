import { describe, expect, it } from 'vitest';
import { formatDraftDate, titleOfRequest, type TitledRow } from './request-title';

const DRAFT: TitledRow = {
  kind: 'sales_market',
  number: 1024,
  status: 'created',
  productName: '',
  contactName: 'Олена Коваль',
  createdAt: '2026-11-25T09:30:00.000Z',
};

describe('a draft’s day, in the page’s language (issue 13 §6)', () => {
  it('is day first: 25.11.2026 in Ukrainian, 25 Nov 2026 in English', () => {
    expect(formatDraftDate(DRAFT.createdAt, 'ua')).toBe('25.11.2026');
    expect(formatDraftDate(DRAFT.createdAt, 'en')).toBe('25 Nov 2026');
  });

  it('is the day in Kyiv, not in UTC', () => {
    // 23:30 UTC on 24 November is 01:30 on 25 November in Kyiv (UTC+2 in winter).
    expect(formatDraftDate('2026-11-24T23:30:00.000Z', 'ua')).toBe('25.11.2026');
    expect(formatDraftDate('2026-07-01T21:30:00.000Z', 'en')).toBe('2 Jul 2026');
  });

  it('leaves a value that is no date as it is', () => {
    expect(formatDraftDate('not a date', 'ua')).toBe('not a date');
  });
});

describe('the title of a list row (issue 13 §6)', () => {
  it('names a draft without a product by its contact and the day it was begun', () => {
    expect(titleOfRequest(DRAFT, 'ua')).toBe('Чернетка: Олена Коваль, 25.11.2026');
    expect(titleOfRequest({ ...DRAFT, contactName: 'Olena Koval' }, 'en')).toBe(
      'Draft: Olena Koval, 25 Nov 2026',
    );
  });

  it('is never the old “Без назви (чернетка)”', () => {
    expect(titleOfRequest(DRAFT, 'ua')).not.toContain('Без назви');
    expect(titleOfRequest(DRAFT, 'en')).not.toContain('Untitled');
  });

  it('is the product name once there is one, a draft’s too', () => {
    expect(titleOfRequest({ ...DRAFT, productName: 'Мед акацієвий' }, 'ua')).toBe('Мед акацієвий');
    expect(titleOfRequest({ ...DRAFT, status: 'accepted', productName: 'Honey' }, 'en')).toBe('Honey');
  });

  it('names a draft whose contact is not known by its day alone', () => {
    expect(titleOfRequest({ ...DRAFT, contactName: null }, 'ua')).toBe('Чернетка від 25.11.2026');
    expect(titleOfRequest({ ...DRAFT, contactName: ' ' }, 'en')).toBe('Draft of 25 Nov 2026');
  });

  it('names a request past its draft without a product by its number', () => {
    expect(titleOfRequest({ ...DRAFT, status: 'accepted' }, 'ua')).toBe('Заявка на експорт № 1024');
    expect(titleOfRequest({ ...DRAFT, kind: 'check_list', number: 501, status: 'in_process' }, 'en')).toBe(
      'Request No. 501',
    );
  });
});
