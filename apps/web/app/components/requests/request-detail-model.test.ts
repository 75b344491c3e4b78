import { describe, expect, it } from 'vitest';
import { classificationLines, detailActionsOf, type DetailRequest } from './request-detail-model';

const request = (over: Partial<DetailRequest> = {}): DetailRequest => ({
  id: 'r1',
  number: 7,
  status: 'created',
  status_changed_at: '2026-11-25T10:00:00.000Z',
  permissions: { can_edit: true, can_delete: true },
  ...over,
});

describe('detailActionsOf (spec §2 pages, decision 026: paths from REQUEST_KIND_INFO)', () => {
  it('a draft: the edit page and delete, the list of its own kind', () => {
    expect(detailActionsOf('check_list', request())).toEqual({
      isRework: false,
      editHref: '/profile/check-list/edit/r1',
      canDelete: true,
      listHref: '/profile/check-list',
    });
    expect(detailActionsOf('country_analysis', request()).editHref).toBe(
      '/profile/analysis-applications/edit/r1',
    );
    expect(detailActionsOf('country_analysis', request()).listHref).toBe('/profile/analysis-applications');
  });

  it('spec §4: sent back for changes reads as rework', () => {
    expect(detailActionsOf('check_list', request({ status: 'in_finalization' })).isRework).toBe(true);
    expect(detailActionsOf('check_list', request({ status: 'accepted' })).isRework).toBe(false);
  });

  it('offers no edit page and no delete where the permissions say no', () => {
    const actions = detailActionsOf(
      'check_list',
      request({ status: 'in_process', permissions: { can_edit: false, can_delete: false } }),
    );
    expect(actions.editHref).toBeNull();
    expect(actions.canDelete).toBe(false);
  });
});

describe('classificationLines (a request’s classification, broadest first)', () => {
  const section = { code: 'II', name: 'Продукти рослинного походження' };
  const group = { code: '10', name: 'Зернові' };
  const item = { code: '1001', name: 'Пшениця' };

  it('lists the section, the group and the product item that are chosen', () => {
    expect(classificationLines({ section, group, product_item: item })).toEqual([
      { level: 'section', ...section },
      { level: 'group', ...group },
      { level: 'productItem', ...item },
    ]);
    expect(classificationLines({ section, group: null, product_item: null })).toEqual([
      { level: 'section', ...section },
    ]);
  });

  it('is empty without a section, whatever else is set', () => {
    expect(classificationLines({ section: null, group, product_item: item })).toEqual([]);
  });
});
