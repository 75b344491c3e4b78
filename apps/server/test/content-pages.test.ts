import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_PAGE_SLUGS, endpoints, type AnyEndpoint, type EndpointData } from '@portal/contract';
import { call, type CallOptions, type CallResult } from './call';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function callPage(slug: string, options: CallOptions = {}) {
  return call(testApp.app, endpoints.getPage, { params: { slug } }, options);
}

async function getPageResult(slug: string, locale: 'uk' | 'en') {
  const response = await callPage(slug, { locale });
  expect(response.status, `${slug} ${locale}`).toBe(200);
  return response;
}

async function getPage(slug: string, locale: 'uk' | 'en') {
  return (await getPageResult(slug, locale)).data;
}

/** The `data` as sent: the response schema's parse drops keys it does not name, so key checks read this. */
function sentData<E extends AnyEndpoint>(result: CallResult<E>): EndpointData<E> {
  return (result.body as { data: EndpointData<E> }).data;
}

const CYRILLIC = /[А-ЯҐЄІЇа-яґєії]/;

describe('spec §2/§7 GET /pages/{slug}: the legal pages in both languages', () => {
  it.each(LEGAL_PAGE_SLUGS)(
    '%s has a title, summary, 6–12 sections of 1–4 paragraphs and effective_on',
    async (slug) => {
      for (const locale of ['uk', 'en'] as const) {
        const response = await getPageResult(slug, locale);
        const page = response.data;
        expect(Object.keys(sentData(response)).sort()).toEqual([
          'effective_on',
          'sections',
          'slug',
          'summary',
          'title',
        ]);
        expect(page.slug).toBe(slug);
        expect(page.effective_on).toBe('2026-11-01');
        expect(page.title.length).toBeGreaterThan(5);
        expect(page.summary.length).toBeGreaterThan(40);
        expect(page.sections.length).toBeGreaterThanOrEqual(6);
        expect(page.sections.length).toBeLessThanOrEqual(12);
        for (const section of page.sections) {
          expect(section.heading).not.toBe('');
          expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
          expect(section.paragraphs.length).toBeLessThanOrEqual(4);
        }
        const text = [
          page.title,
          page.summary,
          ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
        ].join(' ');
        if (locale === 'uk') expect(text).toMatch(CYRILLIC);
        else expect(text).not.toMatch(CYRILLIC);
      }
    },
  );

  it('the Ukrainian and English versions have the same sections, in order', async () => {
    for (const slug of LEGAL_PAGE_SLUGS) {
      const uk = await getPage(slug, 'uk');
      const en = await getPage(slug, 'en');
      expect(en.sections.length, slug).toBe(uk.sections.length);
      expect(
        en.sections.map((s) => s.paragraphs.length),
        slug,
      ).toEqual(uk.sections.map((s) => s.paragraphs.length));
    }
  });

  it('the cookie policy names the four categories, version 1.0, local storage, token and i18n_redirected for 365 days', async () => {
    for (const locale of ['uk', 'en'] as const) {
      const page = await getPage('cookie-policy', locale);
      const text = page.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
      expect(text).toContain('1.0');
      expect(text).toContain('token');
      expect(text).toContain('i18n_redirected');
      expect(text).toContain('365');
      if (locale === 'en') {
        for (const word of ['Necessary', 'Analytics', 'Marketing', 'Preferences', 'local storage']) {
          expect(text).toContain(word);
        }
      } else {
        for (const word of [
          'Необхідні',
          'Аналітичні',
          'Маркетингові',
          'Налаштування',
          'локальному сховищі',
        ]) {
          expect(text).toContain(word);
        }
      }
    }
  });

  it('the offer agreement states UAH, the invoice, LiqPay, bank transfer, the 14-day trial once per company and refunds', async () => {
    const page = await getPage('offer-agreement', 'en');
    const text = page.sections.flatMap((s) => s.paragraphs).join('\n');
    for (const phrase of [
      'UAH',
      'invoice',
      'LiqPay',
      'bank transfer',
      '14 calendar days',
      'once',
      'refund',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('is cached per language with an ETag and Cache-Control', async () => {
    const uk = (await callPage('privacy-policy')).response;
    const en = (await callPage('privacy-policy', { locale: 'en' })).response;
    expect(uk.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(uk.headers.etag).not.toBe(en.headers.etag);
    const again = await callPage('privacy-policy', { headers: { 'if-none-match': String(uk.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it.each(['about-us', 'Cookie-Policy', 'cookie_policy', '..%2Fsecrets', 'x'.repeat(150)])(
    'an unknown slug %s answers 404',
    async (slug) => {
      // As typed in a URL: the path encodes the slug again.
      const response = await callPage(decodeURIComponent(slug));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Не знайдено.', code: 'not_found' });
    },
  );
});
