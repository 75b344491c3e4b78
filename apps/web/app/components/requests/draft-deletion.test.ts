import { describe, expect, it } from 'vitest';
import { listPathAfterDelete } from './draft-deletion';

describe('where deleting a draft leads (issue 13 §6)', () => {
  it('back to the list it was deleted from, with its filters and the deleted notice', () => {
    expect(listPathAfterDelete('/profile/applications', '/profile/market')).toBe(
      '/profile/applications?deleted=1',
    );
    expect(
      listPathAfterDelete('/profile/market?status=created&search=%D0%BC%D0%B5%D0%B4', '/profile/market'),
    ).toBe('/profile/market?status=created&search=%D0%BC%D0%B5%D0%B4&deleted=1');
    expect(listPathAfterDelete('/en/profile/check-list?category=prices', '/profile/check-list')).toBe(
      '/profile/check-list?category=prices&deleted=1',
    );
  });

  it('drops the page, which may be gone with the draft, and a stale notice', () => {
    expect(listPathAfterDelete('/profile/market?page=3&deleted=1', '/profile/market')).toBe(
      '/profile/market?deleted=1',
    );
  });

  it('from the request’s own page (no list named): the fallback list', () => {
    expect(listPathAfterDelete('', '/profile/market')).toBe('/profile/market?deleted=1');
    expect(listPathAfterDelete(undefined, '/profile/check-list')).toBe('/profile/check-list?deleted=1');
  });

  it('never anywhere but one of the lists', () => {
    for (const back of [
      'https://evil.example/profile/market',
      '//evil.example/profile/market',
      '/\\evil.example/profile/market',
      '/profile/market/5b1c1c3e-0000-4000-8000-000000000000',
      '/profile/security',
      '/admin/sales-market',
      'profile/market',
      ['/profile/market'],
      true,
    ]) {
      expect(listPathAfterDelete(back, '/profile/market'), String(back)).toBe('/profile/market?deleted=1');
    }
  });
});
