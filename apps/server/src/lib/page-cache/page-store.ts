import { createHash } from 'node:crypto';
import { compressOnce } from '../compression';

/**
 * A guest's public page rendered once (decision 053): its bytes as they are and compressed, the
 * headers every answer with it carries (the Content-Security-Policy naming its inline scripts by
 * hash, so that the bytes need no nonce), and the ETag of those bytes.
 */
export type CachedPage = {
  /** The content version the page was rendered at. */
  version: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  headers: Readonly<Record<string, string>>;
  etag: string;
  storedAt: number;
  bytes: number;
};

/** Headers of the rendered answer that belong to that one answer, never to a kept page. */
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'set-cookie',
  'x-request-id',
  'cache-control',
  'vary',
]);

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source of every inline script of a page (`'sha256-…'`), in order of appearance,
 * without repeats. A script with a `src` is allowed by the policy's `'self'` and has no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page without the answer's nonce: each ` nonce="…"` attribute taken out. Null when the
 * nonce shows anywhere else, which would make the kept bytes carry one answer's secret.
 */
export function withoutNonce(html: string, nonce: string): string | null {
  if (!nonce) return html;
  const stripped = html.split(` nonce="${nonce}"`).join('');
  return stripped.includes(nonce) ? null : stripped;
}

/**
 * The answer's policy with its `'nonce-…'` source replaced by the hashes of the page's inline
 * scripts. Null when the policy does not carry that nonce (nothing to replace safely).
 */
export function policyWithHashes(policy: string, nonce: string, hashes: readonly string[]): string | null {
  const source = `'nonce-${nonce}'`;
  if (!nonce || !policy.includes(source)) return null;
  return policy.split(source).join(hashes.join(' ')).replace(/ {2,}/g, ' ').replace(/ ;/g, ';');
}

/**
 * A rendered page made ready to be served again: null when it cannot be kept safely (its nonce
 * outside the scripts' attributes, a policy without the nonce).
 */
export async function preparePage(input: {
  html: string;
  nonce: string;
  headers: Record<string, string>;
  version: number;
  now: number;
}): Promise<CachedPage | null> {
  const html = withoutNonce(input.html, input.nonce);
  if (html === null) return null;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) {
    if (!PER_ANSWER_HEADERS.has(name)) headers[name] = value;
  }
  const policy = headers['content-security-policy'];
  if (policy !== undefined) {
    const hashed = policyWithHashes(policy, input.nonce, inlineScriptHashes(html));
    if (hashed === null) return null;
    headers['content-security-policy'] = hashed;
  }
  const identity = Buffer.from(html, 'utf8');
  // Compressed once per version, in the thread pool: the best Brotli, as for the static files.
  const { br, gzip: gz } = await compressOnce(identity);
  // Weak: the same page is sent as it is or compressed. Of the bytes alone, so that a page an edit
  // left as it was still answers 304 at the next version.
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return {
    version: input.version,
    identity,
    br,
    gzip: gz,
    headers,
    etag,
    storedAt: input.now,
    bytes: identity.length + br.length + gz.length + 1024,
  };
}

/**
 * The kept pages of one instance (decision 053), by key (scheme, host, language, path and query).
 * All belong to one content version: a newer version drops them all. Bounded in bytes (the least
 * recently served go first) and in age (`ttlMs`).
 */
export function createPageStore(options: { maxBytes: number; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  let version: number | null = null;
  let bytes = 0;

  function remove(key: string, page: CachedPage) {
    entries.delete(key);
    bytes -= page.bytes;
  }

  return {
    /** The content version this instance knows; null before its first read. */
    get version(): number | null {
      return version;
    },
    /** A version read or signalled: a newer one drops every kept page. True when it was newer. */
    advance(next: number): boolean {
      if (version !== null && next <= version) return false;
      version = next;
      entries.clear();
      bytes = 0;
      return true;
    },
    get(key: string): CachedPage | undefined {
      const page = entries.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= options.ttlMs) {
        remove(key, page);
        return undefined;
      }
      // Most recently served last: the first in the map is the first to go.
      entries.delete(key);
      entries.set(key, page);
      return page;
    },
    /** Keeps a page rendered at the version still current; one rendered before an edit is dropped. */
    set(key: string, page: CachedPage): boolean {
      if (page.version !== version || page.bytes > options.maxBytes) return false;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      entries.set(key, page);
      bytes += page.bytes;
      for (const [oldKey, old] of entries) {
        if (bytes <= options.maxBytes) break;
        remove(oldKey, old);
      }
      return true;
    },
    stats: () => ({ version, entries: entries.size, bytes }),
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
