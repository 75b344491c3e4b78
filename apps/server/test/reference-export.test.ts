import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExportServicesResponseSchema,
  INCOTERMS_PAGE_SIZE,
  IncotermsResponseSchema,
  type ExportService,
  type IncotermItem,
  type PaginationMeta,
} from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';

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

type IncotermsPage = { items: IncotermItem[]; meta: PaginationMeta };

/** The two incoterms calls: guests' (spec §7 'when the user is not logged in') and signed-in users'. */
const INCOTERMS_CALLS = [
  { name: 'GET /common/get-incoterms (guests)', url: '/api/common/get-incoterms', signedIn: false },
  {
    name: 'GET /profile/sales-market/get-incoterms',
    url: '/api/profile/sales-market/get-incoterms',
    signedIn: true,
  },
] as const;

const SERVICES_CALLS = [
  { name: 'GET /common/get-services (guests)', url: '/api/common/get-services', signedIn: false },
  {
    name: 'GET /profile/sales-market/get-services',
    url: '/api/profile/sales-market/get-services',
    signedIn: true,
  },
] as const;

function call(url: string, signedIn: boolean, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { ...(signedIn ? exporter.bearerHeaders : {}), ...headers } });
}

describe.each(INCOTERMS_CALLS)(
  'spec §7, §9 $name: Incoterms 2020, paged by page number',
  ({ url, signedIn }) => {
    async function getPage(query: string, headers: Record<string, string> = {}): Promise<IncotermsPage> {
      const response = await call(`${url}${query}`, signedIn, headers);
      expect(response.statusCode, query).toBe(200);
      expect(IncotermsResponseSchema.strict().safeParse(response.json()).success).toBe(true);
      return response.json().data as IncotermsPage;
    }

    it('page 1 has 6 rules, page 2 the other 5, page 3 none; 11 in total, in the ICC order', async () => {
      expect(INCOTERMS_PAGE_SIZE).toBe(6);
      const first = await getPage('?page=1');
      const second = await getPage('?page=2');
      const third = await getPage('?page=3');
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
      const page = await getPage('');
      expect(page.meta.current_page).toBe(1);
      expect(page.items[0]).toMatchObject({ code: 'EXW', name: 'Франко завод', group: 'any_mode' });
      for (const rule of page.items) expect(rule.description, rule.code).toMatch(CYRILLIC);
    });

    it('answers in English with X-Localization: en', async () => {
      const page = await getPage('?page=2', { 'x-localization': 'en' });
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
      const page = await getPage('?page=500');
      expect(page).toEqual({ items: [], meta: { current_page: 500, per_page: 6, total: 11, last_page: 2 } });
    });

    it('page 0, -1, 1.5, abc or an empty value answer 422 with a localised field error', async () => {
      for (const bad of ['0', '-1', '1.5', 'abc', '']) {
        const response = await call(`${url}?page=${bad}`, signedIn);
        expect(response.statusCode, bad).toBe(422);
        expect(Object.keys(response.json().errors), bad).toEqual(['page']);
      }
      const english = await call(`${url}?page=0`, signedIn, { 'x-localization': 'en' });
      expect(english.json()).toMatchObject({
        message: 'The data contains errors.',
        errors: { page: ['Must be at least 1.'] },
      });
      const unknown = await call(`${url}?page=1&per_page=11`, signedIn);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ per_page: ['Невідоме поле.'] });
    });

    it('is cached: 304 to a matching If-None-Match', async () => {
      const first = await call(`${url}?page=1`, signedIn);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await call(`${url}?page=1`, signedIn, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const otherPage = await call(`${url}?page=2`, signedIn);
      expect(otherPage.headers.etag).not.toBe(first.headers.etag);
    });
  },
);

describe.each(SERVICES_CALLS)(
  'spec §7 $name: services offered with an export application',
  ({ url, signedIn }) => {
    it('answers 8 to 10 services with names and descriptions in Ukrainian by default', async () => {
      const response = await call(url, signedIn);
      expect(response.statusCode).toBe(200);
      expect(ExportServicesResponseSchema.strict().safeParse(response.json()).success).toBe(true);
      const data = response.json().data as ExportService[];
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
      const response = await call(url, signedIn, { 'x-localization': 'en' });
      const data = response.json().data as ExportService[];
      expect(data.find((service) => service.slug === 'market-research')?.name).toBe('Target market research');
      for (const service of data)
        expect(service.name + service.description, service.slug).not.toMatch(CYRILLIC);
      const again = await call(url, signedIn, {
        'x-localization': 'en',
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });
  },
);

describe('spec §6: the /profile/sales-market reference calls are for signed-in users', () => {
  it('answer 401 without a session and with a dead token, in the request language', async () => {
    for (const url of [
      '/api/profile/sales-market/get-incoterms?page=1',
      '/api/profile/sales-market/get-services',
    ]) {
      const none = await app.inject({ url });
      expect(none.statusCode, url).toBe(401);
      expect(none.json()).toMatchObject({ code: 'unauthenticated', message: 'Потрібно увійти в систему.' });
      const dead = await app.inject({
        url,
        headers: { authorization: 'Bearer not-a-token', 'x-localization': 'en' },
      });
      expect(dead.statusCode, url).toBe(401);
      expect(dead.json()).toMatchObject({ message: 'You need to sign in.' });
    }
  });

  it('answer a signed-in user by the session cookie as well', async () => {
    const response = await app.inject({
      url: '/api/profile/sales-market/get-incoterms?page=2',
      headers: exporter.cookieHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items).toHaveLength(5);
  });
});
