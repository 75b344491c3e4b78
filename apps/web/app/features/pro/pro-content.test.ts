import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import en from './content/en.json';
import ua from './content/ua.json';
import { findProServiceStep, findServiceStep, showsProOverview } from './pro-content';

type RouteNode = { path?: string; children?: RouteNode[] };

/** The page paths of routes.ts as patterns (`/profile/market/:id` → /^\/profile\/market\/[^/]+$/), without the splat. */
function pagePatterns(nodes: readonly RouteNode[], base = ''): RegExp[] {
  return nodes.flatMap((node) => {
    const path = node.path ? `${base}/${node.path}`.replace(/\/+/g, '/') : base;
    const own =
      node.path && !node.path.includes('*') ? [new RegExp(`^${path.replace(/:\w+\??/g, '[^/]+')}$`)] : [];
    return [...own, ...pagePatterns(node.children ?? [], path)];
  });
}

const PAGES = pagePatterns(routes);
const isPage = (path: string) => PAGES.some((pattern) => pattern.test(path.split(/[?#]/)[0]!));

const CONTENT = { ua, en } as const;

describe('issue 13: /pro leads only to pages that exist', () => {
  it('knows the app’s pages (the check itself)', () => {
    expect(isPage('/profile/market/create')).toBe(true);
    expect(isPage('/en/profile/market/17')).toBe(true);
    expect(isPage('/profile/no-such-page')).toBe(false);
  });

  it.each(['ua', 'en'] as const)('%s: every link the page gives is a page of the app', (locale) => {
    const content = CONTENT[locale];
    const links = [
      ...content.available.flatMap((service) => [service.path, service.guestPath]),
      ...content.services.flatMap((service) => [service.path, service.guestPath]),
      content.overview.path,
      content.catalogue.path,
      '/tariffs',
    ].filter((path): path is string => path !== undefined);
    expect(links.length).toBeGreaterThan(content.available.length * 2 + 10);
    expect(links.filter((path) => !isPage(path))).toEqual([]);
  });

  it('offers the basic services that exist today: export applications, market analysis, importing countries', () => {
    expect(ua.available.map((service) => service.path)).toEqual([
      '/profile/market/create',
      '/profile/check-list/create',
      '/profile/importing-countries',
    ]);
    expect(ua.available.map((service) => service.guestPath)).toEqual([
      '/auth/registration',
      '/auth/registration',
      '/importing-countries',
    ]);
  });

  it('issue 16, issue 28 §3: every professional service leads to its base page, company reports to their search', () => {
    expect(Object.fromEntries(ua.services.map((service) => [service.slug, service.path ?? null]))).toEqual({
      'business-club': '/profile/pro-services/business-club',
      analysis: '/profile/pro-services/analysis',
      academy: '/profile/pro-services/academy',
      partners: '/profile/pro-services/partners',
      vkursi: '/profile/pro-services/vkursi',
      assistant: '/profile/pro-services/assistant',
      'company-reports': '/profile/infoproff-orders',
    });
    expect(ua.overview.path).toBe('/profile/pro-services');
  });

  it('issue 27 §2: exporters are shown the way to the catalogue of services', () => {
    expect(ua.catalogue.path).toBe('/profile/services');
    expect(en.catalogue.path).toBe('/profile/services');
  });

  it('spec §6, DOMAIN.md, decision 031: partners and the assistant need no subscription; the rest do', () => {
    const byAccess = (access: string) =>
      ua.services.filter((service) => service.access === access).map((service) => service.slug);
    expect(byAccess('registered')).toEqual(['partners', 'assistant']);
    expect(byAccess('subscription')).toEqual(['business-club', 'analysis', 'academy', 'vkursi']);
    expect(byAccess('perReport')).toEqual(['company-reports']);
  });

  it.each(['ua', 'en'] as const)(
    '%s: the page no longer says the working services are being prepared; the trial is described as it is',
    (locale) => {
      const content = CONTENT[locale];
      const preparing = locale === 'ua' ? /ще готу|відкриватиметься/ : /being prepared|will open/;
      expect(content.lead).not.toMatch(preparing);
      expect(content.trial.text).not.toMatch(locale === 'ua' ? /можна буде/ : /will be/);
      expect(content.trial.text).toMatch(locale === 'ua' ? /14 днів.*один раз/ : /14-day.*once/);
      for (const access of ['subscription', 'registered', 'perReport'] as const) {
        expect(content.accessNote[access]).not.toMatch(preparing);
      }
    },
  );

  it('both languages describe the same services with the same links', () => {
    const shape = (content: typeof ua) => ({
      available: content.available.map(({ slug, path, guestPath }) => ({ slug, path, guestPath })),
      services: content.services.map(({ slug, access, path, guestPath }) => ({
        slug,
        access,
        path,
        guestPath,
      })),
      overview: content.overview.path,
      gives: content.services.map((service) => service.gives.length),
    });
    expect(shape(en)).toEqual(shape(ua));
    expect(ua.accessNote.subscription).toMatch(/з підпискою/);
    expect(en.accessNote.subscription).toMatch(/with a subscription/);
  });
});

describe('issue 13: the next step of a working service is real for whoever reads /pro', () => {
  const [exportApplication, , countries] = ua.available;
  const exporter = {
    role: 'exporter',
    registration_step: 5,
    is_approved: true,
    is_denied: false,
    is_banned: false,
  } as const;

  it('a guest signs up, or reads the public countries page', () => {
    expect(findServiceStep(exportApplication!, null, ua)).toEqual({
      kind: 'link',
      to: '/auth/registration',
      label: 'Зареєструватися',
    });
    expect(findServiceStep(countries!, null, ua)).toMatchObject({ kind: 'link', to: '/importing-countries' });
  });

  it('an approved exporter opens the form itself', () => {
    expect(findServiceStep(exportApplication!, exporter, ua)).toEqual({
      kind: 'link',
      to: '/profile/market/create',
      label: 'Подати заявку',
    });
    expect(findServiceStep(countries!, exporter, ua)).toMatchObject({ to: '/profile/importing-countries' });
  });

  it('an exporter not approved yet reads why instead of a link the guard would send home', () => {
    expect(findServiceStep(exportApplication!, { ...exporter, is_approved: false }, ua)).toEqual({
      kind: 'note',
      text: ua.approvalNote,
    });
    expect(findServiceStep(exportApplication!, { ...exporter, is_denied: true }, ua)).toMatchObject({
      kind: 'note',
    });
  });

  it('staff, who have no cabinet, get no cabinet link', () => {
    const manager = { ...exporter, role: 'manager' } as const;
    expect(findServiceStep(exportApplication!, manager, ua)).toEqual({ kind: 'note', text: ua.staffNote });
    expect(findServiceStep(countries!, manager, ua)).toMatchObject({
      kind: 'link',
      to: '/importing-countries',
    });
  });
});

describe('issue 16: the next step of a professional service is real for whoever reads /pro', () => {
  const club = ua.services.find((service) => service.slug === 'business-club')!;
  const reports = ua.services.find((service) => service.slug === 'company-reports')!;
  const exporter = {
    role: 'exporter',
    registration_step: 5,
    is_approved: true,
    is_denied: false,
    is_banned: false,
  } as const;
  const manager = { ...exporter, role: 'manager' } as const;

  it('a guest signs up', () => {
    expect(findProServiceStep(club, null, ua)).toEqual({
      kind: 'link',
      to: '/auth/registration',
      label: 'Зареєструватися',
    });
  });

  it('an exporter, approved or not yet, opens the service’s base page (it says what is still needed)', () => {
    const opens = { kind: 'link', to: '/profile/pro-services/business-club', label: 'Відкрити бізнес-клуб' };
    expect(findProServiceStep(club, exporter, ua)).toEqual(opens);
    expect(findProServiceStep(club, { ...exporter, is_approved: false }, ua)).toEqual(opens);
    expect(showsProOverview(exporter)).toBe(true);
  });

  it('staff, who have no cabinet, get a note and no cabinet link', () => {
    expect(findProServiceStep(club, manager, ua)).toEqual({ kind: 'note', text: ua.proStaffNote });
    expect(findProServiceStep(club, { ...manager, role: 'admin' }, ua)).toMatchObject({ kind: 'note' });
    expect(showsProOverview(manager)).toBe(false);
    expect(showsProOverview(null)).toBe(false);
  });

  it('issue 28 §3: company reports lead an exporter to the report search, a guest to sign up, staff to a note', () => {
    expect(findProServiceStep(reports, exporter, ua)).toEqual({
      kind: 'link',
      to: '/profile/infoproff-orders',
      label: 'Знайти компанію',
    });
    expect(findProServiceStep(reports, null, ua)).toMatchObject({ kind: 'link', to: '/auth/registration' });
    expect(findProServiceStep(reports, manager, ua)).toEqual({ kind: 'note', text: ua.proStaffNote });
    expect(ua.accessNote.perReport).toMatch(/кожен звіт оплачується окремо/);
    expect(en.accessNote.perReport).toMatch(/each report is paid for on its own/);
  });

  it('a service still being prepared (no page yet) leads nowhere, for anyone', () => {
    const preparing = { ...reports, path: '' };
    for (const viewer of [null, exporter, manager]) {
      expect(findProServiceStep(preparing, viewer, ua)).toEqual({ kind: 'note', text: ua.preparingNote });
    }
  });
});
