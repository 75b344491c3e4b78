import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS, endpoints, type AnyEndpoint, type EndpointData } from '@portal/contract';
import { call, type CallOptions, type CallResult } from './call';
import { errorOf } from './accounts';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function getSeo(path: string, locale: 'uk' | 'en' = 'uk', options: CallOptions = {}) {
  return call(testApp.app, endpoints.getSeoData, { query: { path } }, { locale, ...options });
}

async function getSeoResult(path: string, locale: 'uk' | 'en' = 'uk') {
  const response = await getSeo(path, locale);
  expect(response.status, path).toBe(200);
  return response;
}

async function getSeoData(path: string, locale: 'uk' | 'en' = 'uk') {
  return (await getSeoResult(path, locale)).data;
}

/** The `data` as sent: the response schema's parse drops keys it does not name, so key checks read this. */
function sentData<E extends AnyEndpoint>(result: CallResult<E>): EndpointData<E> {
  return (result.body as { data: EndpointData<E> }).data;
}

const CYRILLIC = /[А-ЯҐЄІЇа-яґєії]/;

describe('spec §7 GET /seo/get-data: title, description and keywords of every public page', () => {
  it.each(PUBLIC_PAGE_PATHS)(
    '%s has its own entry in both languages within the lengths search engines show',
    async (path) => {
      const ukResult = await getSeoResult(path, 'uk');
      const enResult = await getSeoResult(path, 'en');
      const uk = ukResult.data;
      const en = enResult.data;
      for (const [locale, data, result] of [
        ['uk', uk, ukResult],
        ['en', en, enResult],
      ] as const) {
        expect(Object.keys(sentData(result)).sort()).toEqual(['description', 'keywords', 'title']);
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
    const first = (await getSeo('/tariffs')).response;
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await call(
      testApp.app,
      endpoints.getSeoData,
      { query: { path: '/en/tariffs/' } },
      { headers: { 'if-none-match': String(first.headers.etag) } },
    );
    expect(again.status).toBe(304);
    const english = (await getSeo('/tariffs', 'en')).response;
    expect(english.headers.etag).not.toBe(first.headers.etag);
  });

  it.each([
    ['export', 'Шлях має починатися з «/».'],
    ['https://evil.example/', 'Шлях має починатися з «/».'],
    [`/${'a'.repeat(200)}`, 'Максимальна довжина — 200.'],
  ])('a bad path %s answers 422 on path', async (path, message) => {
    const response = await getSeo(path);
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ path: [message] });
  });

  it('a missing path answers 422 required, in English with X-Localization: en', async () => {
    const response = await call(testApp.app, endpoints.getSeoData, {}, { locale: 'en' });
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ path: ['This field is required.'] });
  });
});
