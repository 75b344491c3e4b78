import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HsSection } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const URL = '/api/common/hcdcs/get-sections';
const ROMAN = 'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI'.split(' ');

function getSections(headers: Record<string, string> = {}) {
  return testApp.app.inject({ url: URL, headers });
}

describe('spec §7 GET /common/hcdcs/get-sections: sections of the customs classification', () => {
  it('answers the 21 sections in order, in Ukrainian by default', async () => {
    const response = await getSections();
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: HsSection[] };
    expect(data.map((section) => section.code)).toEqual(ROMAN);
    expect(data.map((section) => section.number)).toEqual(ROMAN.map((_, i) => i + 1));
    expect(data[0]).toEqual({
      code: 'I',
      number: 1,
      name: 'Живі тварини; продукти тваринного походження',
      chapter_from: '01',
      chapter_to: '05',
    });
    expect(data[20]).toMatchObject({ code: 'XXI', chapter_from: '97', chapter_to: '97' });
    for (const section of data) expect(section.name, section.code).toMatch(/[А-ЯҐЄІЇа-яґєії]/);
  });

  it('answers in English with X-Localization: en', async () => {
    const response = await getSections({ 'x-localization': 'en' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: HsSection[] };
    expect(data).toHaveLength(21);
    expect(data[0]?.name).toBe('Live animals; animal products');
    expect(data[14]).toMatchObject({ code: 'XV', name: 'Base metals and articles of base metal' });
    for (const section of data) expect(section.name, section.code).not.toMatch(/[А-ЯҐЄІЇа-яґєії]/);
  });

  it('is cacheable: ETag, Cache-Control and Vary: X-Localization', async () => {
    const response = await getSections();
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.headers.vary).toMatch(/x-localization/i);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const first = await getSections();
    const again = await getSections({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 200 in full to an If-None-Match of another version', async () => {
    const response = await getSections({ 'if-none-match': '"stale"' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(21);
  });

  it('each language has its own ETag, so a Ukrainian copy never answers an English request', async () => {
    const uk = await getSections();
    const en = await getSections({ 'x-localization': 'en' });
    expect(uk.headers.etag).not.toBe(en.headers.etag);
    const crossed = await getSections({ 'x-localization': 'en', 'if-none-match': String(uk.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().data[0].name).toBe('Live animals; animal products');
  });
});

describe('ARCHITECTURE §1: the API is documented at /api/docs', () => {
  it('/api/openapi.json lists /api/common/hcdcs/get-sections with its answer', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths[URL]?.get?.responses).toHaveProperty('200');
    // Hidden routes (health, the catch-all) stay out of the document.
    expect(Object.keys(document.paths)).not.toContain('/healthz');
    expect(Object.keys(document.paths).some((path) => path.includes('*'))).toBe(false);
  });

  it('/api/docs serves the HTML documentation page', async () => {
    let response = await testApp.app.inject({ url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await testApp.app.inject({ url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
  });
});
