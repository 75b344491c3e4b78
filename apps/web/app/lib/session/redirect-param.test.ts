import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, sanitizeRedirect } from './redirect-param';

describe('sanitizeRedirect: only same-site relative paths', () => {
  it.each([
    ['/profile/main', '/profile/main'],
    ['/en/profile/market?page=2', '/en/profile/market?page=2'],
    ['/profile/my-company#subscription-info', '/profile/my-company#subscription-info'],
    ['/', '/'],
    // An encoded control character stays encoded: a harmless path of this site.
    ['/%0A', '/%0A'],
  ])('keeps %s', (value, expected) => {
    expect(sanitizeRedirect(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/profile',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com/profile',
    'http://evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /profile',
    'profile/main',
    '/\tevil',
    '/\nevil',
    '',
  ])('rejects %j', (value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });

  it('rejects null, undefined and very long values', () => {
    expect(sanitizeRedirect(null)).toBeNull();
    expect(sanitizeRedirect(undefined)).toBeNull();
    expect(sanitizeRedirect(`/${'a'.repeat(2001)}`)).toBeNull();
  });
});

describe('buildLoginRedirect', () => {
  it('encodes the attempted path with its query', () => {
    expect(buildLoginRedirect('/en/auth/login', '/en/profile?x=1&y=2')).toBe(
      '/en/auth/login?redirect=%2Fen%2Fprofile%3Fx%3D1%26y%3D2',
    );
  });
});
