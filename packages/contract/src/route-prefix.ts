/**
 * Which routes an address can match, from its first segments alone (decision 057): the one rule
 * by which the web app's first load (`branchesForPath`) and the server's page handlers
 * (`createRouteNarrower`) look among fewer of React Router's routes. React Router matches a
 * route's path segment by segment, ignoring case, against the address's decoded segments; a
 * parameter takes any one segment, a splat or an optional segment anything after it.
 */

/** A route path's segment: static text (lower case), a parameter, or "anything from here on". */
export type RoutePathSegment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'rest' };

/** How many of an address's first segments choose the routes looked at. */
export const ROUTE_PREFIX_SEGMENTS = 2;

/** A route's full path (`/en/profile/market/:id`) as segments, up to its first splat or optional one. */
export function routePathSegments(path: string): RoutePathSegment[] {
  const segments: RoutePathSegment[] = [];
  for (const part of path.split('/').filter(Boolean)) {
    if (part.includes('*') || part.endsWith('?')) {
      segments.push({ kind: 'rest' });
      break;
    }
    segments.push(part.startsWith(':') ? { kind: 'param' } : { kind: 'static', text: part.toLowerCase() });
  }
  return segments;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** An address's first segments, decoded and in lower case, as React Router compares them. */
export function addressPrefix(pathname: string): string[] {
  return pathname
    .split('/')
    .slice(1, 1 + ROUTE_PREFIX_SEGMENTS)
    .map(decodeSegment);
}

/**
 * Whether a route can match an address whose segments begin with `prefix`, or an ancestor of
 * it: every segment both have must agree. An empty segment of the address agrees with anything.
 */
export function mayMatchPrefix(segments: readonly RoutePathSegment[], prefix: readonly string[]): boolean {
  const length = Math.min(segments.length, prefix.length);
  for (let i = 0; i < length; i++) {
    const segment = segments[i]!;
    const part = prefix[i]!;
    if (segment.kind === 'rest') return true;
    if (part === '') continue;
    if (segment.kind === 'static' && segment.text !== part) return false;
  }
  return true;
}

/** A route of React Router's server manifest, as far as matching goes. */
export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/**
 * The address React Router matches for a page or data request (its getNormalizedPath, with the
 * portal's basename `/` and trailing-slash-aware data requests off): a data request's `.data`
 * suffix and `/_root.data` taken off, a trailing slash dropped.
 */
export function matchedPathname(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  let path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/**
 * For a route manifest, a function from an address to the part of the manifest that can match
 * it or its ancestors: every route that `mayMatchPrefix` the address's first segments, with the
 * layouts above it. The parts are shared (one object per set of routes, at most `maxKept`
 * addresses' first segments remembered), so a caller may keep a handler per part.
 */
export function createRouteNarrower<R extends ManifestRoute>(
  routes: Readonly<Record<string, R | undefined>>,
  maxKept = 500,
): (pathname: string) => Record<string, R> {
  const fullPaths = new Map<string, string>();
  const fullPath = (id: string): string => {
    let path = fullPaths.get(id);
    if (path !== undefined) return path;
    const route = routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    path = route.path === undefined ? parent : `${parent}/${route.path}`;
    fullPaths.set(id, path);
    return path;
  };
  // The routes React Router makes branches of: those with a path, and index routes.
  const leaves = Object.values(routes)
    .filter((route): route is R => route !== undefined && (route.path !== undefined || route.index === true))
    .map((route) => ({ route, segments: routePathSegments(fullPath(route.id)) }));
  const byPrefix = new Map<string, Record<string, R>>();
  const bySet = new Map<string, Record<string, R>>();
  return (pathname) => {
    const prefix = addressPrefix(matchedPathname(pathname));
    const key = prefix.join('/');
    const found = byPrefix.get(key);
    if (found) return found;
    const kept = new Set<string>();
    for (const { route, segments } of leaves) {
      if (!mayMatchPrefix(segments, prefix)) continue;
      for (
        let id: string | undefined = route.id;
        id !== undefined && !kept.has(id);
        id = routes[id]?.parentId
      )
        kept.add(id);
    }
    const setKey = [...kept].sort().join('\n');
    let part = bySet.get(setKey);
    if (!part) {
      part = Object.fromEntries(
        Object.entries(routes).filter((entry): entry is [string, R] => kept.has(entry[0])),
      );
      bySet.set(setKey, part);
    }
    if (byPrefix.size < maxKept) byPrefix.set(key, part);
    return part;
  };
}
