import { describe, expect, it } from 'vitest';
import { titleOfRequest, type TitledRow } from './request-title';

const DRAFT: TitledRow = {
  kind: 'sales_market',
  number: 1024,
  status: 'created',
  productName: '',
  contactName: 'Олена Коваль',
  createdAt: '2026-11-25T09:30:00.000Z',
};

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
