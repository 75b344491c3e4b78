import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Region } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('spec §7 GET /common/get-regions: the regions of Ukraine', () => {
  it('answers the 27 ISO 3166-2:UA regions in Ukrainian by default', async () => {
    const response = await testApp.app.inject({ url: '/api/common/get-regions' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Region[] };
    expect(data).toHaveLength(27);
    expect(new Set(data.map((r) => r.code)).size).toBe(27);
    for (const region of data) expect(region.code).toMatch(/^UA-\d{2}$/);
    expect(data).toContainEqual({ code: 'UA-30', name: 'Київ' });
    expect(data).toContainEqual({ code: 'UA-46', name: 'Львівська область' });
  });

  it('answers in English with X-Localization: en, cached with an ETag', async () => {
    const response = await testApp.app.inject({
      url: '/api/common/get-regions',
      headers: { 'x-localization': 'en' },
    });
    const { data } = response.json() as { data: Region[] };
    expect(data).toContainEqual({ code: 'UA-51', name: 'Odesa Oblast' });
    expect(response.headers['cache-control']).toMatch(/max-age=/);
    const etag = String(response.headers.etag);
    const again = await testApp.app.inject({
      url: '/api/common/get-regions',
      headers: { 'x-localization': 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const ukrainian = await testApp.app.inject({ url: '/api/common/get-regions' });
    expect(ukrainian.headers.etag).not.toBe(etag);
  });
});
