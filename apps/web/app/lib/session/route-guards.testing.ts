import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../routes';
import { GUARDS, type GuardKind, type GuardProfile } from './guard';

/**
 * Test support: the guards routes.ts gives a page, read from the middleware its layouts declare
 * (`guardedBy`), and where they send a visitor, as the middleware chain would, parents first.
 */
type RouteModule = { middleware?: readonly unknown[]; loader?: (args: { request: Request }) => unknown };

const modules: Record<string, RouteModule> = {
  ...import.meta.glob<RouteModule>('../../layouts/*.tsx', { eager: true }),
  ...import.meta.glob<RouteModule>('../../routes/**/*-index.ts', { eager: true }),
};

/** The guard kinds a route's own module declares (none for a page module: pages get theirs from layouts). */
export function findDeclaredGuards(entry: RouteConfigEntry): GuardKind[] {
  const middleware = modules[`../../${entry.file}`]?.middleware ?? [];
  return middleware.flatMap((fn) => {
    const guard = (fn as { guard?: GuardKind }).guard;
    return guard ? [guard] : [];
  });
}

export type RoutePage = { path: string; file: string; guards: GuardKind[]; layouts: string[] };

/** Every route of routes.ts with its full path (language prefix included) and its guards, parents first. */
export function findRoutePages(): RoutePage[] {
  const pages: RoutePage[] = [];
  const walk = (entries: RouteConfigEntry[], base: string, guards: GuardKind[], layouts: string[]) => {
    for (const entry of entries) {
      const path = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, '/') : base;
      const own = [...guards, ...findDeclaredGuards(entry)];
      if (entry.children) {
        // A language's parent (routes/language) brings its texts and frames nothing: no layout.
        const isFrame = !entry.file.startsWith('routes/language/');
        walk(entry.children, path, own, isFrame ? [...layouts, entry.file] : layouts);
      } else {
        pages.push({ path: path || '/', file: entry.file, guards: own, layouts });
      }
    }
  };
  walk(routes, '', [], []);
  return pages;
}

/**
 * Where a visit of `address` ends for this profile (null for a guest): the first redirect of the
 * guards of the route routes.ts matches, then the redirect of an address-only route (/auth,
 * /profile); null when the page opens (or is the 404 page).
 */
export async function decideForAddress(
  address: string,
  profile: GuardProfile | null,
): Promise<string | null> {
  const url = new URL(address, 'http://portal.test');
  const page = { pathname: url.pathname, search: url.search };
  const matches = matchRoutes(routes as unknown as RouteObject[], url.pathname) ?? [];
  for (const match of matches) {
    for (const kind of findDeclaredGuards(match.route as unknown as RouteConfigEntry)) {
      const guard = GUARDS[kind];
      let target: string | null;
      if (guard.reads === 'user') {
        // A user guard reads the user a parent layout's guard put in the context.
        if (profile === null) throw new Error(`${kind} runs without a signed-in user above it`);
        target = guard.decide(profile, page);
      } else {
        target = guard.decide(profile, page);
      }
      if (target !== null) return target;
    }
  }
  const leaf = matches.at(-1)?.route as unknown as RouteConfigEntry | undefined;
  const loader = leaf && modules[`../../${leaf.file}`]?.loader;
  if (!loader) return null;
  try {
    await loader({ request: new Request(url) });
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.headers.get('location')}`;
    throw thrown;
  }
  return null;
}
