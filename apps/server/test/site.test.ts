import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqCategories, faqQuestions } from '@portal/db';
import { ENGLISH_ONLY_PATHS, PUBLIC_PAGE_PATHS, type PublicPagePath } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';

const PUBLIC_URL = 'https://exporters.example.test';

type SitemapUrl = { loc: string; alternates: Record<string, string> };

/** The <url> entries of a sitemap: each location with its hreflang alternates. */
function readSitemap(xml: string): SitemapUrl[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  expect(blocks.length).toBe((xml.match(/<url>/g) ?? []).length);
  return blocks.map((block) => {
    const locs = [...block.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs).toHaveLength(1);
    const alternates: Record<string, string> = {};
    for (const link of block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) {
      alternates[link[1] ?? ''] = link[2] ?? '';
    }
    return { loc: locs[0] ?? '', alternates };
  });
}

const english = (path: string) => (path === '/' ? '/en' : `/en${path}`);

let testApp: TestApp;
let questionId: number;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL } });
  const db = testApp.dbHandle.db;
  const [category] = await db
    .insert(faqCategories)
    .values({ slug: 'site-test-category', nameUk: 'Реєстрація', nameEn: 'Registration' })
    .returning({ id: faqCategories.id });
  const [question] = await db
    .insert(faqQuestions)
    .values({
      slug: 'site-test-question',
      categoryId: category!.id,
      questionUk: 'Скільки триває перевірка компанії?',
      questionEn: 'How long does the company check take?',
      answerUk: 'Менеджер перевіряє дані компанії після п’ятого кроку реєстрації.',
      answerEn: 'A manager checks the company data after the fifth registration step.',
    })
    .returning({ id: faqQuestions.id });
  questionId = question!.id;
});

afterAll(async () => {
  await testApp?.close();
});

describe('issue 4 item 4: sitemap.xml lists every public page in both languages', () => {
  it('answers XML, cached with an ETag, and 304 for a matching If-None-Match', async () => {
    const response = await testApp.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const again = await testApp.app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('every page of spec §2 in Ukrainian and under /en, absolute URLs from PUBLIC_URL, English-only pages once', async () => {
    const urls = readSitemap((await testApp.app.inject({ url: '/sitemap.xml' })).body);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    for (const path of PUBLIC_PAGE_PATHS) {
      const englishOnly = ENGLISH_ONLY_PATHS.includes(path);
      expect(locs, path).toContain(`${PUBLIC_URL}${english(path)}`);
      if (englishOnly) expect(locs, path).not.toContain(`${PUBLIC_URL}${path}`);
      else expect(locs, path).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/en`);
  });

  it('each URL names its Ukrainian, English and x-default (Ukrainian) versions as hreflang alternates', async () => {
    const urls = readSitemap((await testApp.app.inject({ url: '/sitemap.xml' })).body);
    const tariffs = urls.filter((url) => url.loc.endsWith('/tariffs'));
    expect(tariffs).toHaveLength(2);
    for (const url of tariffs) {
      expect(url.alternates).toEqual({
        uk: `${PUBLIC_URL}/tariffs`,
        en: `${PUBLIC_URL}/en/tariffs`,
        'x-default': `${PUBLIC_URL}/tariffs`,
      });
    }
    for (const url of urls) {
      const path = url.loc.slice(PUBLIC_URL.length).replace(/^\/en(?=\/|$)/, '') || '/';
      if (ENGLISH_ONLY_PATHS.includes(path as PublicPagePath)) continue;
      expect(Object.keys(url.alternates).sort(), url.loc).toEqual(['en', 'uk', 'x-default']);
      expect(url.alternates['x-default']).toBe(url.alternates.uk);
    }
  });

  it('every FAQ question (/faq/{id}) in both languages, read from the database', async () => {
    const urls = readSitemap((await testApp.app.inject({ url: '/sitemap.xml' })).body);
    const locs = urls.map((url) => url.loc);
    const ids = (await testApp.dbHandle.db.select({ id: faqQuestions.id }).from(faqQuestions)).map(
      (r) => r.id,
    );
    expect(ids).toContain(questionId);
    for (const id of ids) {
      expect(locs).toContain(`${PUBLIC_URL}/faq/${id}`);
      expect(locs).toContain(`${PUBLIC_URL}/en/faq/${id}`);
    }
  });

  it('no private page: nothing under /profile, /auth/create-new-password, /api or /dev', async () => {
    const body = (await testApp.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).not.toMatch(/\/profile|create-new-password|\/api\/|\/dev\//);
  });
});

describe('issue 4 item 4: robots.txt names the sitemap', () => {
  it('allows the site, disallows the private and technical paths, names the absolute sitemap URL', async () => {
    const response = await testApp.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toMatch(/max-age=/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/profile',
      '/en/profile',
      '/admin',
      '/en/admin',
      '/api/',
      '/auth/create-new-password',
      '/dev/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('without PUBLIC_URL the URLs use http://localhost:PORT', async () => {
    const local = await buildTestApp({ env: { PUBLIC_URL: '', PORT: '4567' }, dbHandle: testApp.dbHandle });
    try {
      const robots = await local.app.inject({ url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: http://localhost:4567/sitemap.xml');
      const sitemap = await local.app.inject({ url: '/sitemap.xml' });
      expect(sitemap.body).toContain('<loc>http://localhost:4567/en/tariffs</loc>');
    } finally {
      await local.close();
    }
  });
});
