import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestEmail, type TestApp } from './helpers';
import { createTestIp } from './accounts';
import { createImporterSaleBody } from './fixtures';
import { createApprovedExporter, createManager, createSubmittedApplication, headersOf } from './requests';

/**
 * Issue 12: bad input never causes a 500. Each case here was a 500 before (found by trying the
 * portal from outside); the fuzz suite covers every call, these name the rules.
 */
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

const NUL = '\u0000';

describe('issue 12 (decision 022): NUL, which PostgreSQL cannot store, is refused by one rule', () => {
  it('a NUL in a JSON string answers 422 naming the field, in the language asked', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback/send',
      headers: { 'x-localization': 'en' },
      remoteAddress: createTestIp(),
      payload: {
        name: 'Olena',
        email: createTestEmail('nul'),
        phone: '067 123 45 67',
        subject: 'A question',
        message: `Hello${NUL} there, how long does the check take?`,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code: 'validation_failed',
      errors: {
        message: ['The field contains a character that is not allowed (NUL or a broken Unicode character).'],
      },
    });
  });

  it.each(['/api/pages/terms%00', '/api/faq/1%00', '/api/profile/sales-market/manage/%00'])(
    'a NUL in a path parameter is a client error, not a 500: %s',
    async (url) => {
      const exporter = await createApprovedExporter(app);
      const response = await app.inject({ method: 'GET', url, headers: exporter.bearerHeaders });
      expect([404, 422]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    },
  );

  it('an unpaired surrogate (jsonb refuses it; text would turn it into U+FFFD) answers 422 too', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const manager = await createManager(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/sales-market/${application.id}/status`,
      headers: { ...manager.bearerHeaders, 'content-type': 'application/json' },
      payload: '{"status":"in_process","comment":"Перевірено \\ud800"}',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['comment']);
  });

  it('a NUL in an object key answers 422', async () => {
    const exporter = await createApprovedExporter(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/change-expert-data',
      headers: { ...exporter.bearerHeaders, 'content-type': 'application/json' },
      payload: `{"expert_name":"Олег","x${NUL}y":1}`.replace(NUL, '\\u0000'),
    });
    expect(response.statusCode).toBe(422);
  });

  it.each([
    ['/api/profile/sales-market', 'exporter'],
    ['/api/profile/check-list/manage', 'exporter'],
    ['/api/profile/get-all-applications', 'exporter'],
    ['/api/admin/sales-market', 'manager'],
    ['/api/admin/check-list', 'manager'],
    ['/api/admin/companies', 'manager'],
  ] as const)('a search term drops its NUL: %s (as %s) answers 200 to search=%00', async (url, role) => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const user = role === 'manager' ? await createManager(app) : exporter;
    const withNul = await app.inject({
      method: 'GET',
      url: `${url}?search=%00`,
      headers: headersOf(user),
    });
    expect(withNul.statusCode).toBe(200);
    // The term is what remains around the NUL: the application's number still finds it.
    if (url === '/api/profile/sales-market') {
      const found = await app.inject({
        method: 'GET',
        url: `${url}?search=${encodeURIComponent(`${application.number}${NUL}`)}`,
        headers: headersOf(user),
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().data.items.map((item: { id: string }) => item.id)).toContain(application.id);
    }
  });

  it('a NUL in the customs classification search is dropped too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/common/hcdcs/get-product-items?search=%D0%BC%D0%B5%D0%B4%00',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('issue 12: an unknown currency is a field error, not a 500', () => {
  it('POST /create/importer-sale with currency EURO answers 422 on currency', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/create/importer-sale',
      remoteAddress: createTestIp(),
      headers: { 'x-localization': 'en' },
      payload: createImporterSaleBody(createTestEmail('buyer'), { currency: 'EURO' }),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['currency']);
  });
});
