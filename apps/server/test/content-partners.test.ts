import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_KINDS,
  endpointRoute,
  endpoints,
  type AnyEndpoint,
  type EndpointData,
} from '@portal/contract';
import { call, callOk, type CallResult } from './call';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function getPartners(locale: 'uk' | 'en') {
  return callOk(testApp.app, endpoints.listPartners, {}, { locale });
}

/** The `data` as sent: the response schema's parse drops keys it does not name, so key checks read this. */
function sentData<E extends AnyEndpoint>(result: CallResult<E>): EndpointData<E> {
  return (result.body as { data: EndpointData<E> }).data;
}

describe('spec §7 GET /partners/get: partners in the request language, by position', () => {
  it('answers 6–9 partners of known kinds, in Ukrainian by default', async () => {
    const response = await call(testApp.app, endpoints.listPartners, {}, { locale: 'uk' });
    expect(response.status).toBe(200);
    const partners = response.data;
    expect(partners.length).toBeGreaterThanOrEqual(6);
    expect(partners.length).toBeLessThanOrEqual(9);
    for (const partner of sentData(response)) {
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
    const first = (await call(testApp.app, endpoints.listPartners)).response;
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await call(
      testApp.app,
      endpoints.listPartners,
      {},
      { headers: { 'if-none-match': String(first.headers.etag) } },
    );
    expect(again.status).toBe(304);
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
      [endpoints.getFaqAll, '200'],
      [endpoints.getFaqQuestion, '200'],
      [endpoints.getFaqCategory, '200'],
      [endpoints.getPage, '200'],
      [endpoints.getSeoData, '200'],
      [endpoints.listPartners, '200'],
      [endpoints.listTariffs, '200'],
      [endpoints.getTariffComparison, '200'],
      [endpoints.getTariff, '200'],
      [endpoints.sendFeedback, '200'],
      [endpoints.createImporterSale, '201'],
    ] as const;
    for (const [entry, status] of calls) {
      const route = endpointRoute(entry);
      const method = route.method.toLowerCase();
      const path = `/api${route.path}`;
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.summary, path).toBeTruthy();
      expect(operation?.tags?.length, path).toBeGreaterThan(0);
      expect(operation?.responses, path).toHaveProperty(status);
    }
  });
});
