import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExportServicesResponseSchema,
  INCOTERMS_PAGE_SIZE,
  IncotermsResponseSchema,
  endpointRoute,
  endpoints,
  type AnyEndpoint,
} from '@portal/contract';
import { call, type CallOptions } from './call';
import { buildTestApp, type TestApp } from './helpers';
import { createSignedInUser, errorOf, type SignedInUser } from './accounts';

let testApp: TestApp;
let app: FastifyInstance;
let exporter: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  exporter = await createSignedInUser(app);
});

afterAll(async () => {
  await testApp?.close();
});

const CYRILLIC = /[А-ЯҐЄІЇа-яґєії]/;
const ANY_MODE = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'];
const SEA = ['FAS', 'FOB', 'CFR', 'CIF'];

/** The two incoterms calls: guests' (spec §7 'when the user is not logged in') and signed-in users'. */
const INCOTERMS_CALLS = [
  { name: 'GET /common/get-incoterms (guests)', entry: endpoints.listIncoterms, signedIn: false },
  {
    name: 'GET /profile/sales-market/get-incoterms',
    entry: endpoints.listSalesMarketIncoterms,
    signedIn: true,
  },
] as const;

const SERVICES_CALLS = [
  { name: 'GET /common/get-services (guests)', entry: endpoints.listExportServices, signedIn: false },
  {
    name: 'GET /profile/sales-market/get-services',
    entry: endpoints.listSalesMarketServices,
    signedIn: true,
  },
] as const;

/** A call of one of the pair, as the exporter when `signedIn`, else as a guest. */
function get<E extends AnyEndpoint>(
  entry: E,
  signedIn: boolean,
  query: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  return call(app, entry, { query }, { ...options, as: signedIn ? exporter : undefined });
}

describe.each(INCOTERMS_CALLS)(
  'spec §7, §9 $name: Incoterms 2020, paged by page number',
  ({ entry, signedIn }) => {
    async function getPage(query: { page?: number }, options: CallOptions = {}) {
      const response = await get(entry, signedIn, query, options);
      expect(response.status, JSON.stringify(query)).toBe(200);
      expect(IncotermsResponseSchema.strict().safeParse(response.body).success).toBe(true);
      return response.data;
    }

    it('page 1 has 6 rules, page 2 the other 5, page 3 none; 11 in total, in the ICC order', async () => {
      expect(INCOTERMS_PAGE_SIZE).toBe(6);
      const first = await getPage({ page: 1 });
      const second = await getPage({ page: 2 });
      const third = await getPage({ page: 3 });
      expect(first.items).toHaveLength(6);
      expect(second.items).toHaveLength(5);
      expect(third.items).toEqual([]);
      expect(first.meta).toEqual({ current_page: 1, per_page: 6, total: 11, last_page: 2 });
      expect(second.meta).toEqual({ current_page: 2, per_page: 6, total: 11, last_page: 2 });
      expect(third.meta).toEqual({ current_page: 3, per_page: 6, total: 11, last_page: 2 });
      const codes = [...first.items, ...second.items].map((rule) => rule.code);
      expect(codes).toEqual([...ANY_MODE, ...SEA]);
      for (const rule of [...first.items, ...second.items]) {
        expect(rule.group, rule.code).toBe(
          ANY_MODE.includes(rule.code) ? 'any_mode' : 'sea_and_inland_waterway',
        );
      }
    });

    it('without a page answers page 1, in Ukrainian by default', async () => {
      const page = await getPage({});
      expect(page.meta.current_page).toBe(1);
      expect(page.items[0]).toMatchObject({ code: 'EXW', name: 'Франко завод', group: 'any_mode' });
      for (const rule of page.items) expect(rule.description, rule.code).toMatch(CYRILLIC);
    });

    it('answers in English with X-Localization: en', async () => {
      const page = await getPage({ page: 2 }, { locale: 'en' });
      expect(page.items.map((rule) => rule.name)).toEqual([
        'Delivered Duty Paid',
        'Free Alongside Ship',
        'Free on Board',
        'Cost and Freight',
        'Cost, Insurance and Freight',
      ]);
      for (const rule of page.items) expect(rule.description, rule.code).not.toMatch(CYRILLIC);
    });

    it('a page far past the last answers no items with the meta', async () => {
      const page = await getPage({ page: 500 });
      expect(page).toEqual({ items: [], meta: { current_page: 500, per_page: 6, total: 11, last_page: 2 } });
    });

    it('page 0, -1, 1.5, abc or an empty value answer 422 with a localised field error', async () => {
      for (const bad of ['0', '-1', '1.5', 'abc', '']) {
        const response = await get(entry, signedIn, { page: bad });
        expect(response.status, bad).toBe(422);
        expect(Object.keys(errorOf(response).errors ?? {}), bad).toEqual(['page']);
      }
      const english = await get(entry, signedIn, { page: 0 }, { locale: 'en' });
      expect(english.body).toMatchObject({
        message: 'The data contains errors.',
        errors: { page: ['Must be at least 1.'] },
      });
      // An unknown query parameter, raw on purpose.
      const unknown = await get(entry, signedIn, { page: 1 }, { rawQuery: 'per_page=11' });
      expect(unknown.status).toBe(422);
      expect(errorOf(unknown).errors).toEqual({ per_page: ['Невідоме поле.'] });
    });

    it('is cached: 304 to a matching If-None-Match', async () => {
      const first = await get(entry, signedIn, { page: 1 });
      expect(first.response.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await get(
        entry,
        signedIn,
        { page: 1 },
        { headers: { 'if-none-match': String(first.response.headers.etag) } },
      );
      expect(again.status).toBe(304);
      expect(again.response.body).toBe('');
      const otherPage = await get(entry, signedIn, { page: 2 });
      expect(otherPage.response.headers.etag).not.toBe(first.response.headers.etag);
    });
  },
);

describe.each(SERVICES_CALLS)(
  'spec §7 $name: services offered with an export application',
  ({ entry, signedIn }) => {
    it('answers 8 to 10 services with names and descriptions in Ukrainian by default', async () => {
      const response = await get(entry, signedIn);
      expect(response.status).toBe(200);
      expect(ExportServicesResponseSchema.strict().safeParse(response.body).success).toBe(true);
      const data = response.data;
      expect(data.length).toBeGreaterThanOrEqual(8);
      expect(data.length).toBeLessThanOrEqual(10);
      expect(data[0]).toMatchObject({
        slug: 'export-consulting',
        name: 'Експортна консультація',
        is_free: true,
      });
      expect(data.some((service) => service.is_free)).toBe(true);
      expect(data.some((service) => !service.is_free)).toBe(true);
      for (const service of data) {
        expect(service.name, service.slug).toMatch(CYRILLIC);
        expect(service.description.length, service.slug).toBeGreaterThan(40);
      }
    });

    it('answers in English with X-Localization: en, cached with an ETag', async () => {
      const { response, data } = await get(entry, signedIn, {}, { locale: 'en' });
      expect(data.find((service) => service.slug === 'market-research')?.name).toBe('Target market research');
      for (const service of data)
        expect(service.name + service.description, service.slug).not.toMatch(CYRILLIC);
      const again = await get(
        entry,
        signedIn,
        {},
        { locale: 'en', headers: { 'if-none-match': String(response.headers.etag) } },
      );
      expect(again.status).toBe(304);
    });
  },
);

describe('spec §6: the /profile/sales-market reference calls are for signed-in users', () => {
  it('answer 401 without a session and with a dead token, in the request language', async () => {
    for (const [entry, query] of [
      [endpoints.listSalesMarketIncoterms, { page: 1 }],
      [endpoints.listSalesMarketServices, {}],
    ] as const) {
      const url = endpointRoute(entry).path;
      const none = await call(app, entry, { query });
      expect(none.status, url).toBe(401);
      expect(none.body).toMatchObject({ code: 'unauthenticated', message: 'Потрібно увійти в систему.' });
      const dead = await call(
        app,
        entry,
        { query },
        { locale: 'en', headers: { authorization: 'Bearer not-a-token' } },
      );
      expect(dead.status, url).toBe(401);
      expect(dead.body).toMatchObject({ message: 'You need to sign in.' });
    }
  });

  it('answer a signed-in user by the session cookie as well', async () => {
    const response = await call(
      app,
      endpoints.listSalesMarketIncoterms,
      { query: { page: 2 } },
      { headers: exporter.cookieHeaders },
    );
    expect(response.status).toBe(200);
    expect(response.data.items).toHaveLength(5);
  });
});
