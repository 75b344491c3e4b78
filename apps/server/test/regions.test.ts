import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { call } from './call';
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
    const response = await call(testApp.app, endpoints.listRegions);
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toHaveLength(27);
    expect(new Set(data.map((r) => r.code)).size).toBe(27);
    for (const region of data) expect(region.code).toMatch(/^UA-\d{2}$/);
    expect(data).toContainEqual({ code: 'UA-30', name: 'Київ' });
    expect(data).toContainEqual({ code: 'UA-46', name: 'Львівська область' });
  });

  it('answers in English with X-Localization: en, cached with an ETag', async () => {
    const { response, data } = await call(testApp.app, endpoints.listRegions, {}, { locale: 'en' });
    expect(data).toContainEqual({ code: 'UA-51', name: 'Odesa Oblast' });
    expect(response.headers['cache-control']).toMatch(/max-age=/);
    const etag = String(response.headers.etag);
    const again = await call(
      testApp.app,
      endpoints.listRegions,
      {},
      { locale: 'en', headers: { 'if-none-match': etag } },
    );
    expect(again.status).toBe(304);
    const ukrainian = await call(testApp.app, endpoints.listRegions);
    expect(ukrainian.response.headers.etag).not.toBe(etag);
  });
});
