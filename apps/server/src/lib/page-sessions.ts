import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The sessions a page's loaders found (decision 057). A signed-in page calls the API in process
 * three or four times (the root's profile and chat count, the page's own data), each with the
 * page's cookie, and each call looked the session up again. While a page is read (a GET or HEAD
 * of the page), the first lookup of a token is shared by the page's later calls. A call that
 * writes (a loader may read through a POST) forgets them first: a write may end a session.
 * Nothing is shared between pages, and an API call from outside runs in no page.
 */
const pages = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

const READS = new Set(['GET', 'HEAD']);

/** Runs a page's handling; `reads` is whether the page request only reads. */
export function runPage<T>(reads: boolean, handle: () => T): T {
  return reads ? pages.run(new Map(), handle) : handle();
}

/** The session of `token` for an API call of `method`: looked up once per page that reads. */
export function sessionOncePerPage<T>(token: string, method: string, lookUp: () => Promise<T>): Promise<T> {
  const found = pages.getStore();
  if (!found) return lookUp();
  if (!READS.has(method)) {
    found.clear();
    return lookUp();
  }
  let check = found.get(token) as Promise<T> | undefined;
  if (!check) {
    check = lookUp();
    found.set(token, check);
    // A lookup that failed (the database away) is asked again by the next call.
    check.catch(() => found.delete(token));
  }
  return check;
}
