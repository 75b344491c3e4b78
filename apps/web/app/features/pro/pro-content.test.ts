import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import en from './content/en.json';
import ua from './content/ua.json';
import { findServiceStep, type ProService } from './pro-content';

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
    expect(isPage('/profile/chat')).toBe(false);
  });

  it.each(['ua', 'en'] as const)('%s: every link of a working service is a page of the app', (locale) => {
    const links = CONTENT[locale].available.flatMap((service) => [service.path, service.guestPath]);
    expect(links.filter((path) => !isPage(path))).toEqual([]);
    const related = (CONTENT[locale].services as readonly ProService[]).flatMap((service) =>
      service.related ? [service.related.path] : [],
    );
    expect(related.filter((path) => !isPage(path))).toEqual([]);
  });

  it('offers the services that exist today: export applications, market analysis, importing countries', () => {
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

  it.each(['ua', 'en'] as const)(
    '%s: a service not built yet has no link of its own, only a plain note on how it will open',
    (locale) => {
      const content = CONTENT[locale];
      for (const service of content.services) {
        expect(Object.keys(service), service.slug).not.toContain('path');
        expect(content.soon[service.access as keyof typeof content.soon], service.slug).toBeTruthy();
      }
      expect(Object.keys(content)).not.toContain('signedInCta');
    },
  );

  it('both languages describe the same services with the same links', () => {
    const shape = (content: typeof ua) => ({
      available: content.available.map(({ slug, path, guestPath }) => ({ slug, path, guestPath })),
      services: (content.services as readonly ProService[]).map(({ slug, access, related }) => ({
        slug,
        access,
        related: related?.path,
      })),
    });
    expect(shape(en)).toEqual(shape(ua));
    expect(ua.soon.subscription).toMatch(/з підпискою/);
    expect(en.soon.subscription).toMatch(/with a subscription/);
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
