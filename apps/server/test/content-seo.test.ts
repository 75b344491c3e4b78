import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS, type SeoData } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function getSeo(path: string, locale: 'uk' | 'en' = 'uk') {
  return testApp.app.inject({
    url: '/api/seo/get-data',
    query: { path },
    headers: { 'x-localization': locale },
  });
}

async function getSeoData(path: string, locale: 'uk' | 'en' = 'uk'): Promise<SeoData> {
  const response = await getSeo(path, locale);
  expect(response.statusCode, path).toBe(200);
  return (response.json() as { data: SeoData }).data;
}

const CYRILLIC = /[А-ЯҐЄІЇа-яґєії]/;

describe('spec §7 GET /seo/get-data: title, description and keywords of every public page', () => {
  it.each(PUBLIC_PAGE_PATHS)(
    '%s has its own entry in both languages within the lengths search engines show',
    async (path) => {
      const uk = await getSeoData(path, 'uk');
      const en = await getSeoData(path, 'en');
      for (const [locale, data] of [
        ['uk', uk],
        ['en', en],
      ] as const) {
        expect(Object.keys(data).sort()).toEqual(['description', 'keywords', 'title']);
        expect(data.title.length, `${path} ${locale} title`).toBeLessThanOrEqual(60);
        expect(data.title, 'the web app appends the site name').not.toMatch(
          /Портал експортерів|Exporters portal/,
        );
        expect(data.description.length, `${path} ${locale} description`).toBeGreaterThanOrEqual(120);
        expect(data.description.length, `${path} ${locale} description`).toBeLessThanOrEqual(160);
        const keywords = data.keywords.split(',').map((k) => k.trim());
        expect(keywords.length).toBeGreaterThanOrEqual(5);
        expect(keywords.length).toBeLessThanOrEqual(10);
        expect(keywords.every((k) => k !== '')).toBe(true);
      }
      expect(uk.title).toMatch(CYRILLIC);
      expect(en.title).not.toMatch(CYRILLIC);
      expect(en.description).not.toMatch(CYRILLIC);
    },
  );

  it('every public page has a title of its own (no two pages share one)', async () => {
    const titles = await Promise.all(PUBLIC_PAGE_PATHS.map(async (path) => (await getSeoData(path)).title));
    expect(new Set(titles).size).toBe(PUBLIC_PAGE_PATHS.length);
  });

  it('the English twin /en/export, a trailing slash and a query take the Ukrainian path’s entry', async () => {
    const exportEntry = await getSeoData('/export', 'en');
    expect(await getSeoData('/en/export', 'en')).toEqual(exportEntry);
    expect(await getSeoData('/export/', 'en')).toEqual(exportEntry);
    expect(await getSeoData('/en/export/?page=2', 'en')).toEqual(exportEntry);
    expect(await getSeoData('/en', 'en')).toEqual(await getSeoData('/', 'en'));
  });

  it('/faq/12 falls back to the /faq entry', async () => {
    expect(await getSeoData('/faq/12')).toEqual(await getSeoData('/faq'));
  });

  it('a path without an entry answers 200 with the site default (the / entry), so every page has metadata', async () => {
    const home = await getSeoData('/', 'en');
    expect(await getSeoData('/no-such-page', 'en')).toEqual(home);
    expect(await getSeoData('/profile/market/5', 'en')).toEqual(home);
  });

  it('is cached with an ETag per entry and language', async () => {
    const first = await getSeo('/tariffs');
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await testApp.app.inject({
      url: '/api/seo/get-data',
      query: { path: '/en/tariffs/' },
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const english = await getSeo('/tariffs', 'en');
    expect(english.headers.etag).not.toBe(first.headers.etag);
  });

  it.each([
    ['export', 'Шлях має починатися з «/».'],
    ['https://evil.example/', 'Шлях має починатися з «/».'],
    [`/${'a'.repeat(200)}`, 'Максимальна довжина — 200.'],
  ])('a bad path %s answers 422 on path', async (path, message) => {
    const response = await getSeo(path);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ path: [message] });
  });

  it('a missing path answers 422 required, in English with X-Localization: en', async () => {
    const response = await testApp.app.inject({
      url: '/api/seo/get-data',
      headers: { 'x-localization': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ path: ['This field is required.'] });
  });
});
