import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoute, endpoints, type AnyEndpoint } from '@portal/contract';
import { call, injectOptionsOf } from './call';
import { buildTestApp, createTestEmail, type TestApp } from './helpers';
import { errorOf, fromAddress } from './accounts';
import { createImporterSaleBody } from './fixtures';
import { createApprovedExporter, createManager, createSubmittedApplication } from './requests';

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
    const response = await call(
      fromAddress(app),
      endpoints.sendFeedback,
      {
        body: {
          name: 'Olena',
          email: createTestEmail('nul'),
          phone: '067 123 45 67',
          subject: 'A question',
          message: `Hello${NUL} there, how long does the check take?`,
        },
      },
      { locale: 'en' },
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: expect.any(String),
      code: 'validation_failed',
      errors: {
        message: ['The field contains a character that is not allowed (NUL or a broken Unicode character).'],
      },
    });
  });

  // Malformed ids on purpose: the requests are built from the entries, the NUL encoded into the path.
  // `/api/faq/1%00` names no call of the table (a FAQ question is /common/faq/question/{id}).
  const nulInPath: InjectOptions[] = [
    injectOptionsOf(endpoints.getPage, { params: { slug: `terms${NUL}` } }),
    { method: 'GET', url: '/api/faq/1%00' },
    injectOptionsOf(endpoints.getSalesMarketApplication, { params: { id: NUL } }),
  ];
  it.each(nulInPath.map((options) => [String(options.url), options] as const))(
    'a NUL in a path parameter is a client error, not a 500: %s',
    async (_url, options) => {
      const exporter = await createApprovedExporter(app);
      const response = await app.inject({ ...options, headers: exporter.bearerHeaders });
      expect([404, 422]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    },
  );

  it('an unpaired surrogate (jsonb refuses it; text would turn it into U+FFFD) answers 422 too', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const manager = await createManager(app);
    const response = await app.inject(
      injectOptionsOf(
        endpoints.changeAdminSalesMarketStatus,
        { params: { id: application.id } },
        {
          as: manager,
          headers: { 'content-type': 'application/json' },
          payload: '{"status":"in_process","comment":"Перевірено \\ud800"}',
        },
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['comment']);
  });

  it('a NUL in an object key answers 422', async () => {
    const exporter = await createApprovedExporter(app);
    const response = await app.inject(
      injectOptionsOf(
        endpoints.updateProfileExpertData,
        {},
        {
          as: exporter,
          headers: { 'content-type': 'application/json' },
          payload: `{"expert_name":"Олег","x${NUL}y":1}`.replace(NUL, '\\u0000'),
        },
      ),
    );
    expect(response.statusCode).toBe(422);
  });

  const searches: [AnyEndpoint, 'exporter' | 'manager'][] = [
    [endpoints.listSalesMarketApplications, 'exporter'],
    [endpoints.listCheckListRequests, 'exporter'],
    [endpoints.listAllApplications, 'exporter'],
    [endpoints.listAdminSalesMarket, 'manager'],
    [endpoints.listAdminCheckList, 'manager'],
    [endpoints.listAdminCompanies, 'manager'],
  ];
  it.each(searches.map(([entry, role]) => [`/api${endpointRoute(entry).path}`, role, entry] as const))(
    'a search term drops its NUL: %s (as %s) answers 200 to search=%00',
    async (_url, role, entry) => {
      const exporter = await createApprovedExporter(app);
      const application = await createSubmittedApplication(app, exporter);
      const user = role === 'manager' ? await createManager(app) : exporter;
      const withNul = await call(app, entry, { query: { search: NUL } }, { as: user });
      expect(withNul.status).toBe(200);
      // The term is what remains around the NUL: the application's number still finds it.
      if (entry === endpoints.listSalesMarketApplications) {
        const found = await call(
          app,
          endpoints.listSalesMarketApplications,
          { query: { search: `${application.number}${NUL}` } },
          { as: user },
        );
        expect(found.status).toBe(200);
        expect(found.data.items.map((item) => item.id)).toContain(application.id);
      }
    },
  );

  it('a NUL in the customs classification search is dropped too', async () => {
    const response = await call(app, endpoints.listHsProductItems, { query: { search: `мед${NUL}` } });
    expect(response.status).toBe(200);
  });
});

describe('issue 12: an unknown currency is a field error, not a 500', () => {
  it('POST /create/importer-sale with currency EURO answers 422 on currency', async () => {
    const response = await call(
      fromAddress(app),
      endpoints.createImporterSale,
      { body: createImporterSaleBody(createTestEmail('buyer'), { currency: 'EURO' }) },
      { locale: 'en' },
    );
    expect(response.status).toBe(422);
    expect(Object.keys(errorOf(response).errors!)).toEqual(['currency']);
  });
});
