import { describe, expect, it } from 'vitest';
import { buildListTabs, buildResetHref, defineList, isListFiltered, pickKept } from './list-declaration';

const EVENTS = defineList({
  path: '/admin/events',
  testId: 'club-events',
  tabs: { param: 'tab', values: ['upcoming', 'past', 'drafts'] },
  filters: ['search'],
});
const PARTNERS = defineList({
  path: '/admin/pro-partners',
  testId: 'partners',
  tabs: { param: 'state', values: ['published', 'draft'], hasAll: true },
  filters: ['kind', 'search'],
});
const TARIFFS = defineList({ path: '/admin/tariffs', testId: 'tariffs' });
const label = (value: string) => value.toUpperCase();

describe('a declared list’s tabs (issue 26 §2: tabs with counts)', () => {
  it('one tab a value, each keeping the filters and leaving the page, the current one marked', () => {
    const tabs = buildListTabs(EVENTS, { tab: 'past', search: 'honey', page: 3 }, label, {
      upcoming: 4,
      past: 2,
      drafts: 1,
    });
    expect(tabs).toEqual([
      {
        key: 'upcoming',
        label: 'UPCOMING',
        to: '/admin/events?tab=upcoming&search=honey',
        count: 4,
        isCurrent: false,
      },
      { key: 'past', label: 'PAST', to: '/admin/events?tab=past&search=honey', count: 2, isCurrent: true },
      {
        key: 'drafts',
        label: 'DRAFTS',
        to: '/admin/events?tab=drafts&search=honey',
        count: 1,
        isCurrent: false,
      },
    ]);
  });

  it('an All tab first when declared: no parameter, its count the sum unless the API gives one', () => {
    const tabs = buildListTabs(PARTNERS, { kind: 'legal' }, label, { published: 3, draft: 2 });
    expect(tabs[0]).toEqual({
      key: 'all',
      label: 'ALL',
      to: '/admin/pro-partners?kind=legal',
      count: 5,
      isCurrent: true,
    });
    expect(tabs[1]).toMatchObject({
      key: 'published',
      to: '/admin/pro-partners?state=published&kind=legal',
      count: 3,
    });
    expect(buildListTabs(PARTNERS, {}, label, { all: 9, published: 3, draft: 2 })[0]?.count).toBe(9);
  });

  it('tabs without counts have none; a list without tabs has none', () => {
    expect(buildListTabs(PARTNERS, { state: 'draft' }, label)[2]).toEqual({
      key: 'draft',
      label: 'DRAFT',
      to: '/admin/pro-partners?state=draft',
      count: undefined,
      isCurrent: true,
    });
    expect(buildListTabs(TARIFFS, {}, label)).toEqual([]);
  });
});

describe('a declared list’s filters', () => {
  it('keeps the current tab through a filter form and a reset', () => {
    expect(pickKept(PARTNERS, { state: 'draft', kind: 'legal', page: 2 })).toEqual({ state: 'draft' });
    expect(buildResetHref(PARTNERS, { state: 'draft', kind: 'legal', search: 'x' })).toBe(
      '/admin/pro-partners?state=draft',
    );
    expect(buildResetHref(TARIFFS, {})).toBe('/admin/tariffs');
  });

  it('is filtered when any declared filter has a value (not the tab, not the page)', () => {
    expect(isListFiltered(PARTNERS, { state: 'draft', page: 2 })).toBe(false);
    expect(isListFiltered(PARTNERS, { kind: 'legal' })).toBe(true);
    expect(isListFiltered(PARTNERS, { search: '' })).toBe(false);
  });

  it('refuses a filter named as the tab or the page: one parameter, one meaning', () => {
    expect(() =>
      defineList({ path: '/x', testId: 'x', tabs: { param: 'state', values: ['a'] }, filters: ['state'] }),
    ).toThrow();
    expect(() => defineList({ path: '/x', testId: 'x', filters: ['page'] })).toThrow();
  });
});

describe('issue 28 §5: parameters set elsewhere, kept by the tabs, the filter form and the reset', () => {
  const COURIER = defineList({
    path: '/admin/courier-requests',
    testId: 'courier-requests',
    tabs: { param: 'state', values: ['queued', 'delivered', 'failed'], hasAll: true },
    filters: ['search', 'from', 'to'],
    kept: ['company'],
  });
  const query = { state: 'failed', company: 'c1', search: 'honey' };

  it('a tab keeps the company with the filters', () => {
    const tabs = buildListTabs(COURIER, query, label);
    expect(tabs[1]?.to).toBe('/admin/courier-requests?state=queued&search=honey&company=c1');
  });

  it('the filter form and Reset keep the tab and the company; the company alone is no filter', () => {
    expect(pickKept(COURIER, query)).toEqual({ state: 'failed', company: 'c1' });
    expect(buildResetHref(COURIER, query)).toBe('/admin/courier-requests?state=failed&company=c1');
    expect(isListFiltered(COURIER, { company: 'c1' })).toBe(false);
  });

  it('a parameter named both kept and filtered is refused where the list is declared', () => {
    expect(() => defineList({ path: '/x', testId: 'x', filters: ['company'], kept: ['company'] })).toThrow(
      /twice/,
    );
  });
});
