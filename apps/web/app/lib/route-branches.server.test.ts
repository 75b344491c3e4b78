import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createRouteNarrower, matchedPathname, type ManifestRoute } from '@portal/contract';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { branchesForPath } from './route-branches.server';

/** The full path of every route with a path or an index, as React Router's branches have them. */
function branchPaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    const own = entry.path !== undefined || entry.index ? [path || '/'] : [];
    return [...own, ...branchPaths(entry.children ?? [], path)];
  });
}

/** The address and its ancestors, as React Router's getPartialManifest looks them up. */
function addressAndAncestors(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/', pathname];
  for (let n = segments.length - 1; n > 0; n--) paths.push(`/${segments.slice(0, n).join('/')}`);
  return paths;
}

const SYNTHETIC = [
  '/',
  '/en',
  '/profile',
  '/profile/market',
  '/profile/market/:id',
  '/profile/market/:id/pdf',
  '/en/profile/market/:id',
  '/faq/:id',
  '/:lang?/about',
  '/files/*',
  '/en/*',
  '/*',
];

const ADDRESSES = [
  '/',
  '/profile/market',
  '/profile/market/42',
  '/profile/market/42/pdf',
  '/PROFILE/Market',
  '/%70rofile/market',
  '/profile/',
  '//profile/market',
  '/en',
  '/en/',
  '/en/profile/market/7',
  '/en/about',
  '/about',
  '/faq/3',
  '/files/a/b/c',
  '/unknown/deep/path',
  '/en/unknown',
  '/%E0%A4%A',
];

function expectEveryMatchKept(paths: readonly string[]) {
  const branches = paths.map((path) => ({ path }));
  for (const address of ADDRESSES) {
    const kept = new Set(branchesForPath(branches, address));
    for (const candidate of addressAndAncestors(address)) {
      for (const branch of branches) {
        if (matchPath({ path: branch.path, end: true }, candidate)) {
          expect(kept.has(branch), `${branch.path} matches ${candidate} (of ${address})`).toBe(true);
        }
      }
    }
  }
}

describe('branchesForPath (decision 057): the branches a page’s address and its ancestors can match', () => {
  it('keeps every branch that matches the address or an ancestor, in the ranked order', () => {
    expectEveryMatchKept(SYNTHETIC);
    const branches = SYNTHETIC.map((path) => ({ path }));
    const kept = branchesForPath(branches, '/profile/market/42');
    expect(kept.map((branch) => branch.path)).toEqual([
      '/',
      '/profile',
      '/profile/market',
      '/profile/market/:id',
      '/profile/market/:id/pdf',
      '/:lang?/about',
      '/*',
    ]);
    expect(kept).toEqual(branches.filter((branch) => kept.includes(branch)));
  });

  it('keeps every matching branch of the portal’s own routes, and leaves most out', () => {
    const paths = branchPaths(routes);
    expect(paths.length).toBeGreaterThan(250);
    expectEveryMatchKept(paths);
    const branches = paths.map((path) => ({ path }));
    const market = branchesForPath(branches, '/profile/market');
    expect(market.length).toBeLessThan(paths.length / 4);
    // The other language's tree is never walked.
    expect(market.some((branch) => branch.path.startsWith('/en'))).toBe(false);
    expect(
      branchesForPath(branches, '/en/profile/market').every(
        (b) => b.path.startsWith('/en') || b.path === '/' || b.path === '/*',
      ),
    ).toBe(true);
  });

  it('gives the same list for the same first segments, and does not keep lists without bound', () => {
    const branches = SYNTHETIC.map((path) => ({ path }));
    expect(branchesForPath(branches, '/profile/market/1')).toBe(
      branchesForPath(branches, '/profile/market/2'),
    );
    for (let i = 0; i < 600; i++) branchesForPath(branches, `/x${i}/y`);
    expect(branchesForPath(branches, '/x599/y').map((branch) => branch.path)).toEqual([
      '/',
      '/:lang?/about',
      '/*',
    ]);
  });
});

/** The route config as React Router's server manifest has it: every route under `root`. */
function toManifest(entries: readonly RouteConfigEntry[], parentId = 'root'): ManifestRoute[] {
  return entries.flatMap((entry) => [
    { id: entry.id!, parentId, path: entry.path, index: entry.index },
    ...toManifest(entry.children ?? [], entry.id!),
  ]);
}

function toTree(manifest: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: toTree(manifest, route.id) },
    );
}

describe('createRouteNarrower (decision 057): each page request is matched among the routes it can match', () => {
  const manifest: Record<string, ManifestRoute> = Object.fromEntries(
    [{ id: 'root', path: '' }, ...toManifest(routes)].map((route) => [route.id, route]),
  );
  const full = toTree(manifest);
  const narrow = createRouteNarrower(manifest);
  const ids = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.map((m) => m.route.id) ?? null;
  // Every route's own address (parameters filled in), and addresses no route names.
  const addresses = [
    ...branchPaths(routes).map((path) => path.replace(/:[^/]+/g, '7').replace(/\*/, 'x/y')),
    ...ADDRESSES,
    '/profile/market.data',
    '/en.data',
    '/_root.data',
    '/en/profile/market/',
  ];

  it('matches every address as the whole tree does, and data requests as their pages', () => {
    for (const address of addresses) {
      const path = matchedPathname(address);
      expect(ids(toTree(narrow(address)), path), address).toEqual(ids(full, path));
    }
    expect(ids(toTree(narrow('/profile/market.data')), '/profile/market')).toContain('ua:sales-market-list');
    // Every route's address against the whole tree: about 4 s alone, up to 8 s beside the other
    // files of the unit project on two cores.
  }, 30_000);

  it('keeps a small part of the tree, shared by the addresses it serves', () => {
    const part = narrow('/profile/market');
    expect(Object.keys(part).length).toBeLessThan(Object.keys(manifest).length / 3);
    expect(narrow('/profile/market/12')).toBe(part);
    expect(narrow('/PROFILE/market.data')).toBe(part);
    expect(narrow('/no-such/page')).toBe(narrow('/nothing/here'));
  });
});
