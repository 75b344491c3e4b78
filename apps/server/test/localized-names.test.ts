import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';
import { COMPANY_BODY, type SignedInUser } from './accounts';
import { callOk } from './call';
import {
  createApprovedExporter,
  createCheckListRequest,
  createManager,
  createSubmittedApplication,
  validProductStep,
} from './requests';

/**
 * Issue 13 §6: /en pages show the English name of a company or product where one exists. Lists
 * that carry one name pick it by `X-Localization` (the web sends the page's language); answers
 * that carry both leave the choice to the page.
 */

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let bilingual: SignedInUser;
let ukrainianOnly: SignedInUser;

const BILINGUAL = { uk: 'ТОВ «Двомовна Компанія»', en: 'Dvomovna Kompaniia LLC' };
const UKRAINIAN_ONLY = 'ТОВ «Лише Українською»';

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  bilingual = await createApprovedExporter(app, {
    company: { ...COMPANY_BODY, name_ru: BILINGUAL.uk, name_en: BILINGUAL.en },
  });
  ukrainianOnly = await createApprovedExporter(app, {
    company: { ...COMPANY_BODY, name_ru: UKRAINIAN_ONLY, name_en: '' },
  });
});

afterAll(async () => {
  await testApp?.close();
});

async function salesMarketRow(id: string, locale: 'uk' | 'en') {
  const data = await callOk(
    app,
    endpoints.listAdminSalesMarket,
    { query: { per_page: '100' } },
    { as: manager, locale },
  );
  const row = data.items.find((item) => item.id === id);
  expect(row, `row ${id} in the ${locale} queue`).toBeDefined();
  return row!;
}

async function checkListRow(id: string, locale: 'uk' | 'en') {
  const data = await callOk(
    app,
    endpoints.listAdminCheckList,
    { query: { per_page: '100' } },
    { as: manager, locale },
  );
  const row = data.items.find((item) => item.id === id);
  expect(row, `row ${id} in the ${locale} queue`).toBeDefined();
  return row!;
}

describe('the managers’ queues name the company and product in the request’s language', () => {
  it('an export application: English names in English, Ukrainian ones in Ukrainian', async () => {
    const application = await createSubmittedApplication(app, bilingual);
    const product = validProductStep();
    expect(await salesMarketRow(application.id, 'en')).toMatchObject({
      company_name: BILINGUAL.en,
      product_name: product.product_name_en,
    });
    expect(await salesMarketRow(application.id, 'uk')).toMatchObject({
      company_name: BILINGUAL.uk,
      product_name: product.product_name_uk,
    });
  });

  it('a market-analysis request: the company in the request’s language', async () => {
    const request = await createCheckListRequest(app, bilingual);
    expect((await checkListRow(request.id, 'en')).company_name).toBe(BILINGUAL.en);
    expect((await checkListRow(request.id, 'uk')).company_name).toBe(BILINGUAL.uk);
  });

  it('falls back to the Ukrainian name when the English one is blank', async () => {
    const application = await createSubmittedApplication(app, ukrainianOnly);
    expect((await salesMarketRow(application.id, 'en')).company_name).toBe(UKRAINIAN_ONLY);
    const request = await createCheckListRequest(app, ukrainianOnly);
    expect((await checkListRow(request.id, 'en')).company_name).toBe(UKRAINIAN_ONLY);
  });
});

describe('answers about one company carry both names, whatever the language', () => {
  it('the companies list', async () => {
    for (const locale of ['uk', 'en'] as const) {
      const data = await callOk(
        app,
        endpoints.listAdminCompanies,
        { query: { verification: 'all', per_page: '100' } },
        { as: manager, locale },
      );
      expect(data.items.find((item) => item.user_id === bilingual.user.id)).toMatchObject({
        company_name: BILINGUAL.uk,
        company_name_en: BILINGUAL.en,
      });
    }
  });

  it('the company beside a request, and the company page', async () => {
    const application = await createSubmittedApplication(app, bilingual);
    const view = await callOk(
      app,
      endpoints.getAdminSalesMarket,
      { params: { id: application.id } },
      { as: manager, locale: 'en' },
    );
    expect(view.company).toMatchObject({ company_name: BILINGUAL.uk, company_name_en: BILINGUAL.en });
    const company = await callOk(
      app,
      endpoints.getAdminCompany,
      { params: { userId: bilingual.user.id } },
      { as: manager, locale: 'en' },
    );
    expect(company.profile.companyInfo).toMatchObject({ name_ru: BILINGUAL.uk, name_en: BILINGUAL.en });
  });
});
