import { describe, expect, it } from 'vitest';
import { stripLocale } from '../../i18n/locale';
import { GUARDS, isExporterCabinetPath, type GuardKind } from './guard';
import { findRoutePages } from './route-guards.testing';

/**
 * Decision 046: a page gets its guards from the layouts routes.ts hangs it under. These tests walk
 * routes.ts (both languages) and fail when a page the spec guards sits outside its guard's layout.
 */
const pages = findRoutePages();
/** Pages rendered in a layout; the resource routes (PDF, CSV, calendar files) have none and the API decides. */
const layoutPages = pages.filter((page) => page.layouts.length > 0 && !page.path.endsWith('*'));
const under = (path: string, base: string) => {
  const bare = stripLocale(path);
  return bare === base || bare.startsWith(`${base}/`);
};
const withGuard = (kind: GuardKind) => (page: { guards: GuardKind[] }) => page.guards.includes(kind);

/**
 * Spec §2 (decision 014) with issue 15's kinds, issue 27's orders, issue 28's reports and courier form
 * (ordered by an approved company): the pages closed to who may not file requests. The catalogue itself (/profile/services, its categories) is open to
 * every exporter: its cards say what ordering needs.
 */
const FILING_SECTIONS = [
  '/profile/market',
  '/profile/check-list',
  '/profile/analysis-applications',
  '/profile/pro-services/analysis/create',
  '/profile/assistance',
  '/profile/assistant-applications',
  '/profile/services/create',
  '/profile/services/create-form',
  '/profile/services/edit',
  '/profile/services/:id',
  '/profile/infoproff-orders',
  // Issue 28 §5: the courier pickup form.
  '/profile/nova-poshta',
];
/** Spec §6: the services whose sub-pages need an active subscription. */
const SUBSCRIPTION_SERVICES = ['/profile/pro-services/business-club', '/profile/pro-services/analysis'];

describe('decision 046: routes.ts gives every page the guards the spec asks for', () => {
  it('walks both languages', () => {
    const isEnglish = (path: string) => path === '/en' || path.startsWith('/en/');
    expect(layoutPages.filter((page) => isEnglish(page.path)).length).toBe(
      layoutPages.filter((page) => !isEnglish(page.path)).length,
    );
    expect(layoutPages.length).toBeGreaterThan(100);
  });

  it('spec §4, §6: every /profile page needs a signed-in user with a finished registration', () => {
    const profilePages = layoutPages.filter((page) => under(page.path, '/profile'));
    expect(profilePages.length).toBeGreaterThan(60);
    expect(profilePages.filter((page) => !page.guards.includes('signed-in'))).toEqual([]);
  });

  it('issue 13 §6: staff are kept out of exactly the pages the menus hide from them (isExporterCabinetPath)', () => {
    for (const page of layoutPages.filter((p) => under(p.path, '/profile'))) {
      expect(page.guards.includes('exporter-cabinet'), page.path).toBe(isExporterCabinetPath(page.path));
    }
  });

  it('spec §2, issue 25 §3: exactly the request pages need a company allowed to file requests', () => {
    for (const page of layoutPages) {
      const isRequestPage = FILING_SECTIONS.some((base) => under(page.path, base));
      expect(page.guards.includes('filing'), page.path).toBe(isRequestPage);
    }
    expect(layoutPages.filter(withGuard('filing')).length).toBe(2 * 22);
  });

  it('spec §6: exactly the sub-pages of the business club and the analyses need an active subscription', () => {
    for (const page of pages.filter((p) => p.layouts.length > 0)) {
      const isSubPage = SUBSCRIPTION_SERVICES.some(
        (base) => under(page.path, base) && stripLocale(page.path) !== base,
      );
      expect(page.guards.includes('subscription'), page.path).toBe(isSubPage);
    }
  });

  it('issue 5: every back-office page is for staff', () => {
    const adminPages = pages.filter((page) => page.layouts.length > 0 && under(page.path, '/admin'));
    expect(adminPages.length).toBeGreaterThan(30);
    expect(adminPages.filter((page) => !page.guards.includes('back-office'))).toEqual([]);
  });

  it('spec §4: every auth page but the sign-out endpoint is for guests and unfinished registrations', () => {
    for (const page of pages.filter((p) => under(p.path, '/auth'))) {
      expect(page.guards.includes('guest-only'), page.path).toBe(stripLocale(page.path) !== '/auth/sign-out');
    }
  });

  it('spec §2: /importing-countries sends signed-in exporters to its cabinet twin', () => {
    const twins = pages.filter(withGuard('cabinet-twin')).map((page) => page.path);
    expect(twins).toEqual(['/importing-countries', '/en/importing-countries']);
  });

  it('spec §6: a guest at an address no page answers signs in when the path contains "profile"', () => {
    const notFound = pages.filter((page) => page.layouts.length > 0 && page.path.endsWith('*'));
    expect(notFound.filter(withGuard('profile-address')).map((page) => page.path)).toEqual(['/*', '/en/*']);
  });

  it('a guard that reads the user hangs below a guard that requires one (else the page would throw)', () => {
    for (const page of pages) {
      const firstUserGuard = page.guards.findIndex((kind) => GUARDS[kind].reads === 'user');
      if (firstUserGuard === -1) continue;
      const signsIn = page.guards
        .slice(0, firstUserGuard)
        .some((kind) => GUARDS[kind].reads === 'session' && GUARDS[kind].requiresUser);
      expect(signsIn, page.path).toBe(true);
    }
  });

  it('public pages have no guard', () => {
    for (const path of ['/', '/en', '/tariffs', '/en/faq', '/export', '/faq/:id']) {
      const page = pages.find((p) => p.path === path);
      expect(page?.guards, path).toEqual([]);
    }
  });
});
