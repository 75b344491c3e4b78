/**
 * What the server hands to React Router loaders and actions (ARCHITECTURE §1): the API
 * in-process, so the API stays the only door to the data.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type ServerLoadContext = {
  apiFetch: ApiFetch;
  requestId: string;
  /** The portal's public origin (config PUBLIC_URL), for canonical URLs and Open Graph tags. */
  publicUrl: string;
  /**
   * The page request's Content-Security-Policy nonce (decision 020): the `nonce` of every inline
   * script the page renders (entry.server.tsx, root.tsx).
   */
  cspNonce: string;
};

/**
 * The export of the web build's server entry (apps/web/app/entry.server.tsx) that turns these
 * values into the `context` of React Router's loaders, actions and middleware (a
 * RouterContextProvider, middleware being on). The server (plugins/web.ts) calls it for every page
 * request: the context key then belongs to the web build itself, whichever copy of this package
 * the server bundled. `Provider` is React Router's RouterContextProvider, which this package
 * does not depend on.
 */
export type WebServerEntryExports<Provider> = {
  createAppLoadContext: (values: ServerLoadContext) => Provider;
};

/**
 * The answer header by which the web app tells the server "this is a guest's public page: the
 * same for every guest at this address and language, until the content changes" (decision 053).
 * The server keeps such a page rendered and never sends the header.
 */
export const PAGE_CACHE_MARKER = 'x-portal-page-cache';
