import { describe, expect, it } from 'vitest';
import accountsEn from '../../i18n/locales/accounts/en.json';
import accountsUa from '../../i18n/locales/accounts/ua.json';
import routes from '../../routes';
import { isEntryLocked, PROFILE_MENU, type MenuKey } from './profile-menu-items';

type RouteNode = { path?: string; children?: RouteNode[] };

/** The page paths of routes.ts, Ukrainian (no /en prefix), without the splat of the 404 page. */
function pagePaths(nodes: readonly RouteNode[], base = ''): string[] {
  return nodes.flatMap((node) => {
    const path = node.path ? `${base}/${node.path}`.replace(/\/+/g, '/') : base;
    const own = node.path && !node.path.includes('*') ? [path] : [];
    return [...own, ...pagePaths(node.children ?? [], path)];
  });
}

function allKeys(): MenuKey[] {
  return PROFILE_MENU.flatMap((entry) => [entry.key, ...(entry.links ?? []).map((link) => link.key)]);
}

describe('profile menu (spec §2)', () => {
  it('has a text for every entry in both languages', () => {
    for (const key of allKeys()) {
      expect(accountsUa.menu[key], `ua menu.${key}`).toBeTruthy();
      expect(accountsEn.menu[key], `en menu.${key}`).toBeTruthy();
    }
  });

  it('lists all of the company’s applications in the cabinet group, open to every signed-in user', () => {
    const cabinet = PROFILE_MENU.find((entry) => entry.key === 'cabinet');
    expect(cabinet?.links?.map((link) => link.to)).toContain('/profile/applications');
    expect(cabinet && isEntryLocked(cabinet, false)).toBe(false);
    expect(accountsUa.menu.applications).toBe('Усі мої заявки');
    expect(accountsEn.menu.applications).toBe('All my requests');
  });

  it('issue 25 §8: no two entries of the menu read the same, in either language', () => {
    for (const menu of [accountsUa.menu, accountsEn.menu]) {
      const texts = allKeys().map((key) => menu[key]);
      expect(new Set(texts).size, texts.join(' | ')).toBe(texts.length);
    }
  });

  it('issue 14: the invoices in the cabinet group and the professional services, for every signed-in user', () => {
    const cabinet = PROFILE_MENU.find((entry) => entry.key === 'cabinet');
    expect(cabinet?.links?.map((link) => link.to)).toContain('/profile/invoices');
    expect(accountsUa.menu.invoices).toBe('Мої рахунки');
    expect(accountsEn.menu.invoices).toBe('My invoices');
    const pro = PROFILE_MENU.find((entry) => entry.key === 'proServices');
    expect(pro?.to).toBe('/profile/pro-services');
    expect(pro && isEntryLocked(pro, false)).toBe(false);
  });

  it('keeps filing requests for approved profiles only', () => {
    const locked = PROFILE_MENU.filter((entry) => isEntryLocked(entry, false)).map((entry) => entry.key);
    expect(locked).toEqual([
      'reports',
      'exportApplication',
      'marketAnalysis',
      'countryAnalysis',
      'assistance',
      'courier',
    ]);
    expect(PROFILE_MENU.filter((entry) => isEntryLocked(entry, true))).toEqual([]);
  });

  it('issue 15: country analyses (order, mine) and the assistant, for approved companies', () => {
    const analysis = PROFILE_MENU.find((entry) => entry.key === 'countryAnalysis');
    expect(analysis?.links?.map((link) => link.to)).toEqual([
      '/profile/pro-services/analysis/create',
      '/profile/analysis-applications',
    ]);
    expect(analysis?.isAdditional).toBe(true);
    expect(PROFILE_MENU.find((entry) => entry.key === 'assistance')?.to).toBe('/profile/assistance');
  });

  it('gives every link a distinct address', () => {
    const paths = PROFILE_MENU.flatMap((entry) => (entry.links ?? [entry]).map((link) => link.to));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leads only to pages that exist (issue 13)', () => {
    const pages = new Set(pagePaths(routes));
    const paths = PROFILE_MENU.flatMap((entry) => (entry.links ?? [entry]).map((link) => link.to));
    expect(paths.filter((path) => !pages.has(path))).toEqual([]);
  });

  it('issue 27 §2: the spec’s services entry opens the catalogue, for every signed-in exporter', () => {
    const services = PROFILE_MENU.find((entry) => entry.key === 'services');
    expect(services?.to).toBe('/profile/services');
    expect(services && isEntryLocked(services, false)).toBe(false);
    expect(accountsUa.menu.services).toBe('Каталог послуг');
    expect(accountsEn.menu.services).toBe('Catalogue of services');
  });

  it('issue 28 §3: reports on foreign companies beside the catalogue, an additional service for approved companies', () => {
    const keys = PROFILE_MENU.map((entry) => entry.key);
    expect(keys.indexOf('reports')).toBe(keys.indexOf('services') + 1);
    const reports = PROFILE_MENU.find((entry) => entry.key === 'reports');
    expect(reports?.to).toBe('/profile/infoproff-orders');
    expect(reports?.isAdditional).toBe(true);
    expect(reports && isEntryLocked(reports, false)).toBe(true);
    expect(accountsUa.menu.reports).toBe('Звіти про іноземні компанії');
    expect(accountsEn.menu.reports).toBe('Reports on foreign companies');
  });

  it('issue 29 §4: support, for every signed-in exporter, after the help', () => {
    const keys = PROFILE_MENU.map((entry) => entry.key);
    expect(keys.indexOf('support')).toBe(keys.indexOf('help') + 1);
    const support = PROFILE_MENU.find((entry) => entry.key === 'support');
    expect(support?.to).toBe('/profile/support');
    expect(support && isEntryLocked(support, false)).toBe(false);
    expect(accountsUa.menu.support).toBe('Підтримка');
    expect(accountsEn.menu.support).toBe('Support');
  });
});
