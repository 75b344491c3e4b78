import { describe, expect, it } from 'vitest';
import { walkFirstLoad } from './first-load-graph.testing';

/**
 * Issue 30 §4, decision 054: the landing page's first load stays within 130 KB of gzipped
 * JavaScript, and a guest's `/tariffs` carries no purchase. This walks, without a build, the
 * static imports of the route modules React Router loads for `/` and `/en` (and `/tariffs`) —
 * what the page's HTML names for its first load — and fails when they
 * reach again what was taken out of it (first-load-graph.testing.ts: dynamic `import()`, how a
 * part loads on demand, is not followed).
 */
/** The route modules of a landing page in each language (routes.ts), parents first. */
const LANDING = {
  ua: ['root.tsx', 'routes/language/ua.ts', 'layouts/default-layout.tsx', 'routes/home.tsx'],
  en: ['root.tsx', 'routes/language/en.ts', 'layouts/default-layout.tsx', 'routes/home.tsx'],
} as const;

type Rule = { what: string; matches: (node: string) => boolean };

/** What a page without a form leaves to the pages that have one. */
const FORMS_CODE: Rule[] = [
  { what: 'zod (forms’ schemas; decision 013)', matches: (node) => node === 'npm:zod' },
  {
    what: 'the endpoint table (its schemas; decision 023)',
    matches: (node) =>
      /^packages\/contract\/src\/(endpoint\.ts|endpoints\/)/.test(node) || node === 'npm:@orpc/contract',
  },
  { what: 'the browser’s API client', matches: (node) => node === 'apps/web/app/lib/api-client.ts' },
];

/** What a landing page's first load must not carry, and why. */
const NEVER_IN_FIRST_LOAD: Rule[] = [
  ...FORMS_CODE,
  {
    what: 'i18next and react-i18next (translator.ts does their part; decision 054)',
    matches: (node) => node === 'npm:i18next' || node === 'npm:react-i18next',
  },
  {
    what: 'a namespace’s catalogue (it travels with the code that uses it)',
    matches: (node) => /^apps\/web\/app\/i18n\/locales\/[^/]+\/[^/]+\.json$/.test(node),
  },
  {
    what: 'the cookie consent’s code (loaded after hydration by cookie-banner-slot.tsx)',
    matches: (node) => node.startsWith('apps/web/app/features/cookie-banner/cookie-consent-root.'),
  },
  {
    what: 'the phone menu’s panel (loaded when the menu opens, mobile-menu.tsx)',
    matches: (node) => node.startsWith('apps/web/app/features/site-header/mobile-menu-panel.'),
  },
  {
    what: 'the reading of unread notifications (loaded for a signed-in exporter only)',
    matches: (node) => node.startsWith('apps/web/app/features/notifications/show-unread-notifications.'),
  },
];

/** The other language's main catalogue: a page carries its own language only. */
const OTHER_LANGUAGE: Record<keyof typeof LANDING, Rule> = {
  ua: {
    what: 'the English main catalogue on a Ukrainian page',
    matches: (node) => node === 'apps/web/app/i18n/locales/en.json',
  },
  en: {
    what: 'the Ukrainian main catalogue on an English page',
    matches: (node) => node === 'apps/web/app/i18n/locales/ua.json',
  },
};

function findViolations(reached: Map<string, string[]>, rules: Rule[]): string[] {
  return rules.flatMap((rule) =>
    [...reached]
      .filter(([node]) => rule.matches(node))
      .map(([, chain]) => `${rule.what}: ${chain.join(' → ')}`),
  );
}

describe('issue 30 §4: the landing page’s first load', () => {
  for (const [language, entries] of Object.entries(LANDING) as [keyof typeof LANDING, readonly string[]][]) {
    it(`carries none of what was taken out of it (${language})`, () => {
      const reached = walkFirstLoad(entries);
      // The walk sees the page: the framework, the header, the page's own texts.
      expect(reached.has('npm:react-router')).toBe(true);
      expect(reached.has('apps/web/app/features/site-header/site-header.tsx')).toBe(true);
      expect(reached.has('apps/web/app/features/landing/landing-page.tsx')).toBe(true);
      expect(reached.has(`apps/web/app/i18n/locales/${language}.json`)).toBe(true);
      expect(reached.has('packages/contract/src/locale.ts')).toBe(true);
      expect(findViolations(reached, [...NEVER_IN_FIRST_LOAD, OTHER_LANGUAGE[language]])).toEqual([]);
    });
  }
});

/** The route modules of `/tariffs` in each language (routes.ts), parents first. */
const TARIFFS = {
  ua: ['root.tsx', 'routes/language/ua.ts', 'layouts/default-layout.tsx', 'routes/public/tariffs.tsx'],
  en: ['root.tsx', 'routes/language/en.ts', 'layouts/default-layout.tsx', 'routes/public/tariffs.tsx'],
} as const;

/**
 * What `/tariffs` loads only for a company that may buy (plan-card.tsx, tariffs-page.tsx): a
 * guest's first load of the kept page carries none of the purchase's code or its schemas.
 */
const ONLY_FOR_A_BUYER: Rule[] = [
  ...FORMS_CODE,
  {
    what: 'the purchase and the trial’s forms (loaded when a buyer’s card hydrates)',
    matches: (node) =>
      /^apps\/web\/app\/features\/tariffs\/(purchase-choice|trial-form)\./.test(node) ||
      node.startsWith('apps/web/app/components/form/use-api-form.') ||
      node.startsWith('apps/web/app/components/money/checkout-form.'),
  },
];

describe('issue 30 §4: a guest’s first load of /tariffs', () => {
  for (const [language, entries] of Object.entries(TARIFFS) as [keyof typeof TARIFFS, readonly string[]][]) {
    it(`carries no purchase, no schemas and no API client (${language})`, () => {
      const reached = walkFirstLoad(entries);
      expect(reached.has('apps/web/app/features/tariffs/plan-card.tsx')).toBe(true);
      expect(reached.has('apps/web/app/features/tariffs/purchase.ts')).toBe(true);
      expect(findViolations(reached, [...ONLY_FOR_A_BUYER, OTHER_LANGUAGE[language]])).toEqual([]);
    });
  }
});
