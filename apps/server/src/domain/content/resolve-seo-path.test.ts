import { describe, expect, it } from 'vitest';
import { resolveSeoPath } from './resolve-seo-path';

const KNOWN = new Set(['/', '/export', '/faq', '/auth/login', '/auth/registration', '/tariffs']);

describe('resolveSeoPath: the SEO entry of a browser path (decision 011)', () => {
  it.each([
    ['/export', '/export'],
    ['/faq', '/faq'],
    ['/auth/login', '/auth/login'],
    ['/', '/'],
  ])('a path with its own entry keeps it: %s', (path, expected) => {
    expect(resolveSeoPath(path, KNOWN)).toBe(expected);
  });

  it.each([
    ['/en/export', '/export'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/auth/registration', '/auth/registration'],
  ])('the English twin /en… takes the Ukrainian entry: %s → %s', (path, expected) => {
    expect(resolveSeoPath(path, KNOWN)).toBe(expected);
  });

  it.each([
    ['/export/', '/export'],
    ['/tariffs///', '/tariffs'],
    ['//faq', '/faq'],
    ['/FAQ', '/faq'],
    ['/faq?category=registration', '/faq'],
    ['/tariffs#plans', '/tariffs'],
  ])('trailing slashes, case, query and fragment are normalised: %s → %s', (path, expected) => {
    expect(resolveSeoPath(path, KNOWN)).toBe(expected);
  });

  it.each([
    ['/faq/12', '/faq'],
    ['/en/faq/12', '/faq'],
    ['/auth/forgot-password', '/'],
    ['/auth', '/'],
  ])('a page without an entry takes its nearest parent’s: %s → %s', (path, expected) => {
    expect(resolveSeoPath(path, KNOWN)).toBe(expected);
  });

  it.each(['/nothing-here', '/english', '/enx/export', '/profile/market/5'])(
    'an unknown path answers the site default /: %s',
    (path) => {
      expect(resolveSeoPath(path, KNOWN)).toBe('/');
    },
  );
});
