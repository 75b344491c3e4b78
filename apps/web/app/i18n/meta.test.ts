import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { buildPageMeta, isIndexablePath, parseSeoData, type PageMetaArgs, type SiteMeta } from './meta';

const ORIGIN = 'https://exporters.example.test';
const TARIFFS_SEO = {
  title: 'Тарифи та порівняння планів',
  description: 'Порівняйте тарифи порталу.',
  keywords: 'тарифи, підписка',
};

function args(pathname: string, site: SiteMeta | null, extra: Partial<PageMetaArgs> = {}): PageMetaArgs {
  return {
    location: { pathname },
    matches: [{ id: 'root', loaderData: site ? { profile: null, ...site } : undefined }],
    error: null,
    ...extra,
  };
}

function read(tags: MetaDescriptor[]) {
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
  return {
    title: (tags.find((tag) => 'title' in tag) as { title: string } | undefined)?.title,
    description: find('name', 'description')?.content,
    keywords: find('name', 'keywords')?.content,
    robots: find('name', 'robots')?.content,
    canonical: find('rel', 'canonical')?.href,
    alternates: Object.fromEntries(
      tags
        .filter((tag) => (tag as Record<string, unknown>).rel === 'alternate')
        .map((tag) => [(tag as Record<string, string>).hrefLang, (tag as Record<string, string>).href]),
    ),
    og: (property: string) => find('property', property)?.content,
  };
}

describe('page head from the SEO data (issue 4 item 4)', () => {
  it('a Ukrainian page: title with the site name, description, keywords, canonical, uk/en/x-default, Open Graph', () => {
    const head = read(buildPageMeta(args('/tariffs', { seo: TARIFFS_SEO, origin: ORIGIN })));
    expect(head.title).toBe('Тарифи та порівняння планів | Портал експортерів');
    expect(head.description).toBe(TARIFFS_SEO.description);
    expect(head.keywords).toBe(TARIFFS_SEO.keywords);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(`${ORIGIN}/tariffs`);
    expect(head.alternates).toEqual({
      uk: `${ORIGIN}/tariffs`,
      en: `${ORIGIN}/en/tariffs`,
      'x-default': `${ORIGIN}/tariffs`,
    });
    expect(head.og('og:title')).toBe(head.title);
    expect(head.og('og:url')).toBe(`${ORIGIN}/tariffs`);
    expect(head.og('og:locale')).toBe('uk_UA');
    expect(head.og('og:locale:alternate')).toBe('en_US');
    expect(head.og('og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(head.og('og:site_name')).toBe('Портал експортерів');
  });

  it('the English twin: English site name, its own canonical, the same alternates', () => {
    const seo = { title: 'Tariffs', description: 'Compare the plans.', keywords: 'tariffs' };
    const head = read(buildPageMeta(args('/en', { seo, origin: ORIGIN })));
    expect(head.title).toBe('Tariffs | Exporters portal');
    expect(head.canonical).toBe(`${ORIGIN}/en`);
    expect(head.alternates).toEqual({ uk: `${ORIGIN}/`, en: `${ORIGIN}/en`, 'x-default': `${ORIGIN}/` });
    expect(head.og('og:locale')).toBe('en_US');
  });

  it('a title that already names the site is kept as it is', () => {
    const seo = { ...TARIFFS_SEO, title: 'Портал експортерів — знайдіть ринки' };
    expect(read(buildPageMeta(args('/', { seo, origin: ORIGIN }))).title).toBe(
      'Портал експортерів — знайдіть ринки',
    );
  });

  it('an English-only page names its English version alone', () => {
    const head = read(buildPageMeta(args('/en/import-application', { seo: TARIFFS_SEO, origin: ORIGIN })));
    expect(head.canonical).toBe(`${ORIGIN}/en/import-application`);
    expect(head.alternates).toEqual({ en: `${ORIGIN}/en/import-application` });
    expect(head.og('og:locale:alternate')).toBeUndefined();
  });

  it('without SEO data the catalogue home texts stand in and the page still has its links', () => {
    const head = read(buildPageMeta(args('/faq', { seo: null, origin: ORIGIN })));
    expect(head.title).toBe('Портал експортерів — знайдіть ринки для вашого товару');
    expect(head.description).toMatch(/експортерів/);
    expect(head.keywords).toBeUndefined();
    expect(head.canonical).toBe(`${ORIGIN}/faq`);
  });

  it('without the root data (its loader failed) no absolute URL is invented', () => {
    const head = read(buildPageMeta(args('/faq', null)));
    expect(head.title).toBeTruthy();
    expect(head.canonical).toBeUndefined();
    expect(head.og('og:url')).toBeUndefined();
  });
});

describe('pages with a title of their own', () => {
  it('pageMeta in the deepest loader data wins over the SEO data (a FAQ question)', () => {
    const head = read(
      buildPageMeta({
        location: { pathname: '/faq/12' },
        matches: [
          { id: 'root', loaderData: { profile: null, seo: TARIFFS_SEO, origin: ORIGIN } },
          { id: 'ua:default-layout', loaderData: { year: 2026 } },
          {
            id: 'ua:faq-question',
            loaderData: { pageMeta: { title: 'Як зареєструвати компанію?', description: 'Відповідь.' } },
          },
        ],
      }),
    );
    expect(head.title).toBe('Як зареєструвати компанію? | Портал експортерів');
    expect(head.description).toBe('Відповідь.');
    expect(head.canonical).toBe(`${ORIGIN}/faq/12`);
    expect(head.alternates.en).toBe(`${ORIGIN}/en/faq/12`);
  });

  it('a private page passes its title and noindex: no canonical, no alternates', () => {
    const head = read(
      buildPageMeta(args('/en/profile/security', { seo: null, origin: ORIGIN }), (t) => ({
        title: t('profile.securityTitle'),
        description: t('meta.profileDescription'),
        noindex: true,
      })),
    );
    expect(head.title).toBe('Security | Exporters portal');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual({});
    expect(head.og('og:url')).toBe(`${ORIGIN}/en/profile/security`);
  });

  it('an error page is never indexed', () => {
    const head = read(
      buildPageMeta(args('/faq/999', { seo: TARIFFS_SEO, origin: ORIGIN }, { error: new Error('boom') }), {
        title: 'Сторінка не знайдена | Портал експортерів',
      }),
    );
    expect(head.title).toBe('Сторінка не знайдена | Портал експортерів');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
  });
});

describe('what may be indexed', () => {
  it.each([
    ['/', 'ua', true],
    ['/tariffs', 'en', true],
    ['/faq/7', 'ua', true],
    ['/auth/login', 'ua', true],
    ['/import-application', 'en', true],
    ['/import-application', 'ua', false],
    ['/auth/forgot-password', 'ua', false],
    ['/profile/my-company', 'en', false],
    ['/faq/abc', 'ua', false],
  ] as const)('%s (%s): %s', (path, locale, expected) => {
    expect(isIndexablePath(path, locale)).toBe(expected);
  });
});

describe('reading /seo/get-data', () => {
  it('accepts the contract shape and a keyword list, refuses anything else', () => {
    expect(parseSeoData({ title: ' T ', description: 'D', keywords: 'a, b' })).toEqual({
      title: 'T',
      description: 'D',
      keywords: 'a, b',
    });
    expect(parseSeoData({ title: 'T', description: 'D', keywords: ['a', 'b'] })?.keywords).toBe('a, b');
    expect(parseSeoData({ title: '', description: 'D', keywords: '' })).toBeNull();
    expect(parseSeoData({ title: 'T' })).toBeNull();
    expect(parseSeoData(null)).toBeNull();
  });
});
