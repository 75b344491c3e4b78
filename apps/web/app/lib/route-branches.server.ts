import type { EntryContext } from 'react-router';
import { addressPrefix, mayMatchPrefix, routePathSegments, type RoutePathSegment } from '@portal/contract';

/** One of React Router's ranked route branches: a leaf route with the layouts above it. */
type Branch = Pick<EntryContext['branches'][number], 'path'>;

/** Lists kept per branches array; an address with new first segments past this is not kept. */
const MAX_KEPT = 500;

const segmentsOf = new WeakMap<object, RoutePathSegment[]>();
const keptLists = new WeakMap<readonly Branch[], Map<string, Branch[]>>();

function branchSegments(branch: Branch): RoutePathSegment[] {
  let segments = segmentsOf.get(branch);
  if (!segments) segmentsOf.set(branch, (segments = routePathSegments(branch.path)));
  return segments;
}

/**
 * The branches that can match `pathname` or any of its ancestors (`/`, `/profile` for
 * `/profile/market`), in React Router's ranked order. React Router walks its ranked branches one
 * by one until one matches, both languages' trees have some 290, and a page's render walks them
 * for the address's every ancestor (the routes its first load must know, `getPartialManifest`).
 * No branch left out can match those addresses (`mayMatchPrefix`, decision 057).
 */
export function branchesForPath<B extends Branch>(branches: readonly B[], pathname: string): B[] {
  const prefix = addressPrefix(pathname);
  const key = prefix.join('/');
  let kept = keptLists.get(branches);
  if (!kept) keptLists.set(branches, (kept = new Map()));
  const found = kept.get(key);
  if (found) return found as B[];
  const list = branches.filter((branch) => mayMatchPrefix(branchSegments(branch), prefix));
  if (kept.size < MAX_KEPT) kept.set(key, list);
  return list;
}

const manifests = new WeakMap<object, { of: EntryContext['manifest']; kept: EntryContext['manifest'] }>();

/**
 * The client manifest as far as this request's handler knows routes. The server handles each
 * address with the part of the route tree that can match it (decision 057), and React Router's
 * `<ServerRouter>` builds its routes from the client manifest's routes with the handler's route
 * modules: it is given the manifest's entries of those routes only. The first load's manifest is
 * made of the matched routes, which the part holds, so the page is the same.
 */
export function manifestOfHandler(
  context: Pick<EntryContext, 'manifest' | 'routeModules'>,
): EntryContext['manifest'] {
  const { manifest, routeModules } = context;
  const cached = manifests.get(routeModules);
  if (cached?.of === manifest) return cached.kept;
  const routes = Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => id in routeModules));
  const kept =
    Object.keys(routes).length === Object.keys(manifest.routes).length ? manifest : { ...manifest, routes };
  manifests.set(routeModules, { of: manifest, kept });
  return kept;
}
