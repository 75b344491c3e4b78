import type { EntryContext } from 'react-router';

/** One of React Router's ranked route branches: a leaf route with the layouts above it. */
type Branch = Pick<EntryContext['branches'][number], 'path'>;

/** How many of the address's first segments choose the branches. */
const KEY_SEGMENTS = 2;
/** Lists kept per branches array; an address with new first segments past this is not kept. */
const MAX_KEPT = 500;

type Segment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'rest' };

const segmentsOf = new WeakMap<object, Segment[]>();
const keptLists = new WeakMap<readonly Branch[], Map<string, Branch[]>>();

/** A branch's path as segments: static text (lower case), a parameter, or "anything from here". */
function branchSegments(branch: Branch): Segment[] {
  let segments = segmentsOf.get(branch);
  if (segments) return segments;
  segments = [];
  for (const part of branch.path.split('/').filter(Boolean)) {
    // A splat or an optional segment (`*`, `:id?`, `en?`) may match any number of segments.
    if (part.includes('*') || part.endsWith('?')) {
      segments.push({ kind: 'rest' });
      break;
    }
    segments.push(part.startsWith(':') ? { kind: 'param' } : { kind: 'static', text: part.toLowerCase() });
  }
  segmentsOf.set(branch, segments);
  return segments;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Whether the branch can match an address whose segments begin with `prefix`, or an ancestor of
 * it: every segment both have must agree. An empty segment of the address agrees with anything.
 */
function mayMatch(branch: Branch, prefix: readonly string[]): boolean {
  const segments = branchSegments(branch);
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

/**
 * The branches that can match `pathname` or any of its ancestors (`/`, `/profile` for
 * `/profile/market`), in React Router's ranked order. React Router walks its ranked branches one
 * by one until one matches, both languages' trees have some 290, and a page's render walks them
 * for the address's every ancestor (the routes its first load must know, `getPartialManifest`).
 * No branch left out can match those addresses: matching ignores case and decodes segments, as
 * here, and a branch matches only an address with as many segments as it has, bar splats and
 * optional segments, which are kept. Decision 057.
 */
export function branchesForPath<B extends Branch>(branches: readonly B[], pathname: string): B[] {
  const prefix = pathname
    .split('/')
    .slice(1, 1 + KEY_SEGMENTS)
    .map(decodeSegment);
  const key = prefix.join('/');
  let kept = keptLists.get(branches);
  if (!kept) keptLists.set(branches, (kept = new Map()));
  const found = kept.get(key);
  if (found) return found as B[];
  const list = branches.filter((branch) => mayMatch(branch, prefix));
  if (kept.size < MAX_KEPT) kept.set(key, list);
  return list;
}
