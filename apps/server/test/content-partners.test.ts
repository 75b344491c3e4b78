import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_KINDS, type Partner } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function getPartners(locale: 'uk' | 'en'): Promise<Partner[]> {
  const response = await testApp.app.inject({
    url: '/api/partners/get',
    headers: { 'x-localization': locale },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Partner[] }).data;
}

describe('spec §7 GET /partners/get: partners in the request language, by position', () => {
  it('answers 6–9 partners of known kinds, in Ukrainian by default', async () => {
    const partners = await getPartners('uk');
    expect(partners.length).toBeGreaterThanOrEqual(6);
    expect(partners.length).toBeLessThanOrEqual(9);
    for (const partner of partners) {
      expect(Object.keys(partner).sort()).toEqual([
        'description',
        'id',
        'kind',
        'name',
        'slug',
        'website_url',
      ]);
      expect(PARTNER_KINDS).toContain(partner.kind);
      expect(partner.name).toMatch(/[А-ЯҐЄІЇа-яґєії]/);
      expect(partner.description.length).toBeGreaterThan(60);
    }
    expect(partners[1]).toMatchObject({
      slug: 'regional-chambers-of-commerce',
      name: 'Регіональні торгово-промислові палати',
    });
  });

  it('answers the same partners in the same order in English', async () => {
    const uk = await getPartners('uk');
    const en = await getPartners('en');
    expect(en.map((p) => p.id)).toEqual(uk.map((p) => p.id));
    expect(en[1]?.name).toBe('Regional chambers of commerce');
    for (const partner of en) expect(partner.description).not.toMatch(/[А-ЯҐЄІЇа-яґєії]/);
  });

  it('is cached with an ETag and Cache-Control', async () => {
    const first = await testApp.app.inject({ url: '/api/partners/get' });
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await testApp.app.inject({
      url: '/api/partners/get',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('ARCHITECTURE §1: the content calls and public forms are documented at /api/docs', () => {
  it('/api/openapi.json lists each of them with its answer', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>
      >;
    };
    const calls = [
      ['get', '/api/common/faq/get-all', '200'],
      ['get', '/api/common/faq/question/{id}', '200'],
      ['get', '/api/common/faq/category/{id}', '200'],
      ['get', '/api/pages/{slug}', '200'],
      ['get', '/api/seo/get-data', '200'],
      ['get', '/api/partners/get', '200'],
      ['get', '/api/tariffs', '200'],
      ['get', '/api/tariffs/with-comparison', '200'],
      ['get', '/api/tariffs/{idOrSlug}', '200'],
      ['post', '/api/feedback/send', '200'],
      ['post', '/api/create/importer-sale', '201'],
    ] as const;
    for (const [method, path, status] of calls) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.summary, path).toBeTruthy();
      expect(operation?.tags?.length, path).toBeGreaterThan(0);
      expect(operation?.responses, path).toHaveProperty(status);
    }
  });
});
