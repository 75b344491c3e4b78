import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type CheckListRequest, type SalesMarketApplication } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';
import type { SignedInUser } from './accounts';
import { call, callOk } from './call';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createManager,
  createSubmittedApplication,
  moveAsManager,
  VALID_CHECK_LIST,
  VALID_PERSONAL_STEP,
} from './requests';

/**
 * Issue 13 §6: what the exporter's lists need to name a draft left after step 1 (its contact and
 * creation date, until it has a product) and what a request's page needs to show the manager's
 * comment of a move to `in_finalization` at its top (the status history).
 */

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let exporter: SignedInUser;
let draft: SalesMarketApplication;
let submitted: SalesMarketApplication;
let analysisDraft: CheckListRequest;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  exporter = await createApprovedExporter(app);
  submitted = await createSubmittedApplication(app, exporter);
  analysisDraft = await createCheckListRequest(app, exporter, { ...VALID_CHECK_LIST, submit: false });
  draft = await createDraftApplication(app, exporter, {
    ...VALID_PERSONAL_STEP,
    contact_name: 'Ігор Петренко',
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /profile/sales-market: each row names its contact person', () => {
  it('answers contact_name on every row, a draft without a product included', async () => {
    const { items } = await callOk(app, endpoints.listSalesMarketApplications, {}, { as: exporter });
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(draft.id)).toMatchObject({
      status: 'created',
      product_name: '',
      contact_name: 'Ігор Петренко',
      created_at: draft.created_at,
    });
    expect(byId.get(submitted.id)).toMatchObject({
      status: 'accepted',
      product_name: 'Мед натуральний соняшниковий',
      contact_name: VALID_PERSONAL_STEP.contact_name,
    });
  });

  it('keeps answering it under the list filters (each filter shape a prepared query of its own)', async () => {
    const { items } = await callOk(
      app,
      endpoints.listSalesMarketApplications,
      { query: { status: 'created', search: String(draft.number) } },
      { as: exporter },
    );
    expect(items.map((item) => [item.id, item.contact_name])).toEqual([[draft.id, 'Ігор Петренко']]);
  });

  it('is in the managers’ queue too, which shares the list’s presenter', async () => {
    const { items } = await callOk(
      app,
      endpoints.listAdminSalesMarket,
      { query: { search: String(submitted.number) } },
      { as: manager },
    );
    expect(items.find((item) => item.id === submitted.id)?.contact_name).toBe(
      VALID_PERSONAL_STEP.contact_name,
    );
  });
});

describe('GET /profile/get-all-applications: a draft export application is named by its contact', () => {
  it('answers contact_name for export applications and null for market-analysis requests', async () => {
    const { items } = await callOk(app, endpoints.listAllApplications, {}, { as: exporter });
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(draft.id)).toMatchObject({
      kind: 'sales_market',
      status: 'created',
      title: '',
      contact_name: 'Ігор Петренко',
      created_at: draft.created_at,
    });
    expect(byId.get(submitted.id)?.contact_name).toBe(VALID_PERSONAL_STEP.contact_name);
    expect(byId.get(analysisDraft.id)).toMatchObject({
      kind: 'check_list',
      status: 'created',
      title: VALID_CHECK_LIST.product_name,
      contact_name: null,
    });
  });

  it('answers it in each kind alone and in English too', async () => {
    for (const kind of ['sales_market', 'check_list'] as const) {
      const { items } = await callOk(
        app,
        endpoints.listAllApplications,
        { query: { kind } },
        { as: exporter, locale: 'en' },
      );
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.kind).toBe(kind);
        expect(item.contact_name).toEqual(kind === 'check_list' ? null : expect.any(String));
      }
    }
  });

  it('a draft deleted from the list is gone from it', async () => {
    const spare = await createDraftApplication(app, exporter);
    await callOk(app, endpoints.deleteSalesMarketApplication, { params: { id: spare.id } }, { as: exporter });
    const { items } = await callOk(app, endpoints.listAllApplications, {}, { as: exporter });
    expect(items.map((item) => item.id)).not.toContain(spare.id);
    const again = await call(
      app,
      endpoints.deleteSalesMarketApplication,
      { params: { id: spare.id } },
      { as: exporter },
    );
    expect(again.status).toBe(404);
  });
});

describe('the status history names the manager’s comment of a move to in_finalization', () => {
  it('answers the latest such change last, with its comment, the manager’s name and its time', async () => {
    const application = await createSubmittedApplication(app, exporter);
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'in_process' });
    await moveAsManager(app, manager, {
      kind: 'sales_market',
      id: application.id,
      to: 'in_finalization',
      comment: 'Додайте сертифікат HACCP.',
    });
    const changes = await callOk(
      app,
      endpoints.listSalesMarketStatusChanges,
      { query: { sales_market_id: application.id } },
      { as: exporter },
    );
    expect(changes.at(-1)).toMatchObject({
      to_status: 'in_finalization',
      comment: 'Додайте сертифікат HACCP.',
      actor: 'manager',
      actor_name: 'Марія Шевченко',
      created_at: expect.any(String),
    });
    const detail = await callOk(
      app,
      endpoints.getSalesMarketApplication,
      { params: { id: application.id } },
      { as: exporter },
    );
    expect(detail.status).toBe('in_finalization');
    expect(detail.permissions.can_edit).toBe(true);
  });
});
