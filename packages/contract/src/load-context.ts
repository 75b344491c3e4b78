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
