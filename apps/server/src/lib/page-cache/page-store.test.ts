import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  createPageStore,
  inlineScriptHashes,
  policyWithHashes,
  preparePage,
  withoutNonce,
  type CachedPage,
} from './page-store';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const NONCE = 'ifWzRyaUbfbTsQWoDq1Iag==';
const POLICY = `default-src 'self';script-src 'self' 'nonce-${NONCE}';script-src-attr 'none'`;
const PAGE = [
  '<!DOCTYPE html><html><head>',
  `<script nonce="${NONCE}">globalThis.a=1</script>`,
  '<script type="module" src="/assets/entry.js"></script>',
  '</head><body><p>Тарифи</p>',
  `<script nonce="${NONCE}">window.__ctx={"b":"</p>"}</script>`,
  `<script nonce="${NONCE}">globalThis.a=1</script>`,
  '</body></html>',
].join('');

describe('decision 053: a guest’s page kept without its nonce, its inline scripts named by hash', () => {
  it('every inline script is hashed once, in order; a script with src is not', () => {
    const html = withoutNonce(PAGE, NONCE) ?? '';
    expect(inlineScriptHashes(html)).toEqual([sha('globalThis.a=1'), sha('window.__ctx={"b":"</p>"}')]);
  });

  it('the nonce attributes are taken out; a nonce shown anywhere else refuses the page', () => {
    expect(withoutNonce(PAGE, NONCE)).not.toContain('nonce');
    expect(withoutNonce(`${PAGE}<p>${NONCE}</p>`, NONCE)).toBeNull();
  });

  it('the policy’s nonce source becomes the hashes; a policy without that nonce is refused', () => {
    expect(policyWithHashes(POLICY, NONCE, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-A' 'sha256-B';script-src-attr 'none'",
    );
    expect(policyWithHashes(POLICY, NONCE, [])).toBe(
      "default-src 'self';script-src 'self';script-src-attr 'none'",
    );
    expect(policyWithHashes(POLICY, 'another', ["'sha256-A'"])).toBeNull();
  });

  it('a prepared page: the same bytes compressed, the answer’s own headers dropped, a weak ETag of the bytes', async () => {
    const headers = {
      'content-type': 'text/html',
      'content-security-policy': POLICY,
      'x-frame-options': 'DENY',
      'set-cookie': 'a=1',
      'x-request-id': 'r',
      'content-length': '1',
    };
    const page = await preparePage({ html: PAGE, nonce: NONCE, headers, version: 3, now: 0 });
    expect(page).not.toBeNull();
    const kept = page as CachedPage;
    expect(kept.identity.toString('utf8')).toBe(withoutNonce(PAGE, NONCE));
    expect(brotliDecompressSync(kept.br).equals(kept.identity)).toBe(true);
    expect(gunzipSync(kept.gzip).equals(kept.identity)).toBe(true);
    expect(Object.keys(kept.headers).sort()).toEqual([
      'content-security-policy',
      'content-type',
      'x-frame-options',
    ]);
    expect(kept.headers['content-security-policy']).toContain(sha('globalThis.a=1'));
    expect(kept.etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await preparePage({
      html: PAGE.replaceAll(NONCE, 'other'),
      nonce: 'other',
      headers: { ...headers, 'content-security-policy': POLICY.replace(NONCE, 'other') },
      version: 4,
      now: 0,
    });
    // The same page at a later version keeps its ETag: a browser's copy is still good (304).
    expect(again?.etag).toBe(kept.etag);
  });
});

describe('decision 053: the kept pages of one instance', () => {
  const page = (version: number, bytes = 100): CachedPage => ({
    version,
    identity: Buffer.alloc(0),
    br: Buffer.alloc(0),
    gzip: Buffer.alloc(0),
    headers: {},
    etag: 'W/"x"',
    storedAt: 0,
    bytes,
  });

  it('nothing is kept before the version is known, nor a page rendered at an older version', () => {
    const store = createPageStore({ maxBytes: 1000, ttlMs: 1000, now: () => 0 });
    expect(store.set('a', page(0))).toBe(false);
    store.advance(2);
    expect(store.set('a', page(1))).toBe(false);
    expect(store.set('a', page(2))).toBe(true);
    expect(store.get('a')?.version).toBe(2);
  });

  it('a newer version drops every page; an older or equal one changes nothing', () => {
    const store = createPageStore({ maxBytes: 1000, ttlMs: 1000, now: () => 0 });
    store.advance(5);
    store.set('a', page(5));
    expect(store.advance(5)).toBe(false);
    expect(store.advance(4)).toBe(false);
    expect(store.get('a')).toBeDefined();
    expect(store.advance(6)).toBe(true);
    expect(store.get('a')).toBeUndefined();
    expect(store.stats()).toEqual({ version: 6, entries: 0, bytes: 0 });
  });

  it('a page older than the TTL is rendered again', () => {
    let now = 0;
    const store = createPageStore({ maxBytes: 1000, ttlMs: 1000, now: () => now });
    store.advance(1);
    store.set('a', { ...page(1), storedAt: 0 });
    now = 999;
    expect(store.get('a')).toBeDefined();
    now = 1000;
    expect(store.get('a')).toBeUndefined();
  });

  it('over its bytes, the least recently served pages go first', () => {
    const store = createPageStore({ maxBytes: 300, ttlMs: 1000, now: () => 0 });
    store.advance(1);
    store.set('a', page(1));
    store.set('b', page(1));
    store.set('c', page(1));
    store.get('a');
    store.set('d', page(1));
    expect(['a', 'b', 'c', 'd'].map((key) => store.get(key) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(store.stats().bytes).toBe(300);
    expect(store.set('huge', page(1, 301))).toBe(false);
  });
});
