/**
 * Whether a state-changing request comes from the portal's own pages (ARCHITECTURE §4:
 * state-changing calls authenticated by cookie must come from the portal's own origin).
 *
 * `Origin`, or without it `Referer`, must name the public origin (PUBLIC_URL) or the host the
 * request was sent to. Hosts are compared, not whole origins, for the second case: behind a
 * TLS-terminating proxy the scheme the server sees may differ from the browser's. A request
 * with neither header is not from a browser page (browsers send `Origin` on every cross-origin
 * POST), unless `Sec-Fetch-Site` says otherwise — the rule of Go's CrossOriginProtection.
 */
export function isSameOriginRequest(options: {
  origin?: string | undefined;
  referer?: string | undefined;
  secFetchSite?: string | undefined;
  /** The host the request was sent to (`request.host`). */
  host: string;
  publicUrl: string;
}): boolean {
  const source = options.origin ?? options.referer;
  if (source === undefined || source === '') {
    return options.secFetchSite !== 'cross-site' && options.secFetchSite !== 'same-site';
  }
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    // "null" (a sandboxed or privacy-sensitive context) or garbage: not our page.
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === new URL(options.publicUrl).origin) return true;
  return url.host.toLowerCase() === options.host.toLowerCase();
}
