import { describe, expect, it } from 'vitest';
import { isExporterCabinetPath } from '../../lib/session/guard';
import { ABOUT_LINKS, findAboutLinks, findAccountLinks, findMainLinks, MAIN_LINKS } from './nav-items';

describe('header links (spec §2)', () => {
  it('omit the create-export and create-import links for a signed-in user on profile pages', () => {
    const links = findMainLinks({ role: 'exporter' }, '/profile/my-company').map((link) => link.to);
    expect(links).toEqual(['/pro', '/tariffs']);
  });

  it('keep them on other pages and for guests', () => {
    expect(findMainLinks({ role: 'exporter' }, '/tariffs')).toEqual(MAIN_LINKS);
    expect(findMainLinks(null, '/profile/main')).toEqual(MAIN_LINKS);
    expect(findMainLinks({ role: 'exporter' }, '/profiles')).toEqual(MAIN_LINKS);
  });
});

describe('about links (spec §2: signed-in users see the importing countries in their cabinet)', () => {
  it('link a guest to the public page', () => {
    expect(findAboutLinks(null)).toEqual(ABOUT_LINKS);
  });

  it('link a signed-in user straight to /profile/importing-countries', () => {
    expect(findAboutLinks({ role: 'exporter' }).map((link) => link.to)).toEqual([
      '/?target=platform',
      '/export',
      '/profile/importing-countries',
    ]);
  });
});

describe('issue 13 §6: the header offers staff no link that only redirects', () => {
  const manager = { role: 'manager' } as const;
  const admin = { role: 'admin' } as const;
  const exporter = { role: 'exporter' } as const;

  it('the account menu: an exporter gets the cabinet', () => {
    expect(findAccountLinks(exporter).map((link) => link.to)).toEqual(['/profile/my-company']);
  });

  it.each([manager, admin])(
    'the account menu: $role gets the back-office and the own account pages only',
    (staff) => {
      const links = findAccountLinks(staff).map((link) => link.to);
      expect(links).toEqual(['/admin', '/profile/main', '/profile/security']);
      expect(links.filter(isExporterCabinetPath)).toEqual([]);
    },
  );

  it('the account links have distinct test ids and texts', () => {
    for (const profile of [exporter, manager]) {
      const links = findAccountLinks(profile);
      expect(new Set(links.map((link) => link.key)).size).toBe(links.length);
      expect(new Set(links.map((link) => link.labelKey)).size).toBe(links.length);
    }
  });

  it('staff read the public importing countries (they have no cabinet twin)', () => {
    expect(findAboutLinks(manager)).toEqual(ABOUT_LINKS);
    expect(findAboutLinks(admin)).toEqual(ABOUT_LINKS);
    expect(findAboutLinks(exporter).map((link) => link.to)).toContain('/profile/importing-countries');
  });

  it('staff are not offered the export application of a company they do not have', () => {
    for (const pathname of ['/', '/tariffs', '/profile/main', '/admin']) {
      const links = findMainLinks(manager, pathname).map((link) => link.to);
      expect(links.filter(isExporterCabinetPath), pathname).toEqual([]);
      expect(links).toContain('/pro');
    }
    expect(findMainLinks(admin, '/').map((link) => link.to)).toEqual([
      '/pro',
      '/tariffs',
      '/import-application',
    ]);
  });
});
