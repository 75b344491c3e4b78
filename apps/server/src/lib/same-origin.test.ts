import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin';

const base = { host: 'portal.example', publicUrl: 'https://portal.example' };

describe('ARCHITECTURE §4: cookie-authenticated writes from our own origin', () => {
  it('Origin of PUBLIC_URL is ours; another site is not', () => {
    expect(isSameOriginRequest({ ...base, origin: 'https://portal.example' })).toBe(true);
    expect(isSameOriginRequest({ ...base, origin: 'https://evil.example' })).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: 'https://portal.example.evil.example' })).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: 'http://portal.example:8080' })).toBe(false);
  });

  it('the host the request was sent to counts as ours, whatever the scheme (TLS proxies)', () => {
    expect(isSameOriginRequest({ ...base, host: 'localhost:3000', origin: 'http://localhost:3000' })).toBe(
      true,
    );
    expect(isSameOriginRequest({ ...base, host: 'portal.example', origin: 'http://PORTAL.example' })).toBe(
      true,
    );
  });

  it('without Origin the Referer decides', () => {
    expect(isSameOriginRequest({ ...base, referer: 'https://portal.example/profile/main' })).toBe(true);
    expect(isSameOriginRequest({ ...base, referer: 'https://evil.example/' })).toBe(false);
    // Origin wins over Referer.
    expect(
      isSameOriginRequest({ ...base, origin: 'https://evil.example', referer: 'https://portal.example/' }),
    ).toBe(false);
  });

  it('opaque or odd origins are refused', () => {
    expect(isSameOriginRequest({ ...base, origin: 'null' })).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: 'file:///etc/passwd' })).toBe(false);
    expect(isSameOriginRequest({ ...base, referer: 'not a url' })).toBe(false);
  });

  it('neither header: not a browser page, unless Sec-Fetch-Site says another site sent it', () => {
    expect(isSameOriginRequest({ ...base })).toBe(true);
    expect(isSameOriginRequest({ ...base, secFetchSite: 'same-origin' })).toBe(true);
    expect(isSameOriginRequest({ ...base, secFetchSite: 'cross-site' })).toBe(false);
    expect(isSameOriginRequest({ ...base, secFetchSite: 'same-site' })).toBe(false);
  });
});
