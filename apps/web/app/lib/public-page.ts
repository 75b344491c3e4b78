import type { EntryContext } from 'react-router';

/**
 * The `handle` of a public page whose guest view is the same for every guest at its address and
 * language until a manager edits what it shows (issue 30 §2, decision 053): the server keeps it
 * rendered and serves it from memory. Only for pages whose loaders read nothing of the visitor
 * but the session (absent for a guest) and the language preference.
 */
export const PUBLIC_PAGE_HANDLE = { publicPage: true } as const;

/**
 * True when the page rendered is such a page, seen as a guest, and whole (no error): the server
 * entry then marks the answer for the server's page cache (PAGE_CACHE_MARKER).
 */
export function isGuestPublicPage(context: EntryContext, statusCode: number): boolean {
  const { matches, errors, loaderData } = context.staticHandlerContext;
  if (statusCode !== 200 || errors) return false;
  const leaf = matches.at(-1);
  if (!leaf) return false;
  const handle = context.routeModules[leaf.route.id]?.handle as { publicPage?: unknown } | undefined;
  if (handle?.publicPage !== true) return false;
  // The root loader's profile (root.tsx): a signed-in person's page is never kept.
  const root = loaderData.root as { profile?: unknown } | undefined;
  return root !== undefined && root.profile === null;
}
