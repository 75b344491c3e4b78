import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type CheckListRequest, type SalesMarketApplication } from '@portal/contract';
import { salesMarketApplications, seedDemoContent, users } from '@portal/db';
import { createSession } from '../src/domain/sessions/create-session';
import { getPasswordHashOptions } from '../src/lib/password';
import { createDemoAccountSteps, DEMO_EXPORTER } from '../src/seed/demo-accounts';
import { createDemoRequestSteps } from '../src/seed/demo-requests';
import { buildTestApp, type TestApp } from './helpers';
import type { SignedInUser } from './accounts';
import { call } from './call';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createManager,
  createSubmittedApplication,
  errorOf,
  moveAsManager,
  moveSubmittedTo,
  VALID_CHECK_LIST,
} from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let exporter: SignedInUser;
let approved: SalesMarketApplication;
let draft: SalesMarketApplication;
let analysis: CheckListRequest;
let analysisDraft: CheckListRequest;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  exporter = await createApprovedExporter(app);
  // Oldest change first: each later one changes its status after the one before.
  approved = await createSubmittedApplication(app, exporter);
  analysisDraft = await createCheckListRequest(app, exporter, {
    ...VALID_CHECK_LIST,
    product_name: 'Frozen raspberries',
    hs_section: 'II',
    hs_group: '08',
    hs_product_item: '0811',
    submit: false,
  });
  analysis = await createCheckListRequest(app, exporter);
  draft = await createDraftApplication(app, exporter);
  await moveSubmittedTo(app, manager, 'sales_market', approved.id, 'approved');
  await moveAsManager(app, manager, { kind: 'check_list', id: analysis.id, to: 'in_process' });
  // Another company's requests are never counted or listed.
  const stranger = await createApprovedExporter(app);
  await createSubmittedApplication(app, stranger);
  await createCheckListRequest(app, stranger);
});

afterAll(async () => {
  await testApp?.close();
});

describe('spec §7 GET /profile/get-applications-info: the company’s requests by status', () => {
  it('counts both kinds by status, statuses with none left out', async () => {
    const response = await call(app, endpoints.getApplicationsInfo, {}, { as: exporter });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      sales_market: { total: 2, by_status: { approved: 1, created: 1 } },
      check_list: { total: 2, by_status: { in_process: 1, created: 1 } },
      country_analysis: { total: 0, by_status: {} },
      assistant: { total: 0, by_status: {} },
      service_order: { total: 0, by_status: {} },
    });
  });

  it('a company with no requests has zero totals', async () => {
    const newcomer = await createApprovedExporter(app);
    const response = await call(app, endpoints.getApplicationsInfo, {}, { as: newcomer });
    expect(response.data).toEqual({
      sales_market: { total: 0, by_status: {} },
      check_list: { total: 0, by_status: {} },
      country_analysis: { total: 0, by_status: {} },
      assistant: { total: 0, by_status: {} },
      service_order: { total: 0, by_status: {} },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, endpoints.getApplicationsInfo)).status).toBe(401);
  });
});

describe('spec §7 GET /profile/get-all-applications: both kinds in one list', () => {
  async function list(query: Record<string, string> = {}, locale?: 'uk' | 'en') {
    const response = await call(app, endpoints.listAllApplications, { query }, { as: exporter, locale });
    expect(response.status, response.response.body).toBe(200);
    return response.data;
  }

  it('merges both kinds, the latest status change first, titles in the request language', async () => {
    const { items, meta } = await list({}, 'en');
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['check_list', analysis.id],
      ['sales_market', approved.id],
      ['sales_market', draft.id],
      ['check_list', analysisDraft.id],
    ]);
    expect(meta.total).toBe(4);
    expect(items[1]).toEqual({
      kind: 'sales_market',
      id: approved.id,
      number: approved.number,
      status: 'approved',
      title: 'Natural sunflower honey',
      contact_name: approved.contact_name,
      created_at: approved.created_at,
      status_changed_at: expect.any(String),
    });
    const uk = await list();
    expect(uk.items[1]?.title).toBe('Мед натуральний соняшниковий');
    // A draft export application without a product yet has an empty title.
    expect(uk.items[2]?.title).toBe('');
  });

  it('filters by kind, status, search and classification, and pages', async () => {
    expect((await list({ kind: 'check_list' })).items.map((item) => item.id)).toEqual([
      analysis.id,
      analysisDraft.id,
    ]);
    expect((await list({ status: 'created' })).items.map((item) => item.id)).toEqual([
      draft.id,
      analysisDraft.id,
    ]);
    expect((await list({ search: 'raspberries' })).items.map((item) => item.id)).toEqual([analysisDraft.id]);
    expect((await list({ search: 'honey' })).items.map((item) => item.id)).toEqual([
      analysis.id,
      approved.id,
    ]);
    expect((await list({ hs: 'II' })).items.map((item) => item.id)).toEqual([analysisDraft.id]);
    const page = await list({ per_page: '3', page: '2' });
    expect(page.items.map((item) => item.id)).toEqual([analysisDraft.id]);
    expect(page.meta).toMatchObject({ total: 4, last_page: 2 });
  });

  it('bad filters answer 422 on their field; no session 401', async () => {
    const response = await call(
      app,
      endpoints.listAllApplications,
      { query: { kind: 'invoice', date_to: 'yesterday' } },
      { as: exporter },
    );
    expect(response.status).toBe(422);
    expect(Object.keys(errorOf(response).errors!).sort()).toEqual(['date_to', 'kind']);
    expect((await call(app, endpoints.listAllApplications)).status).toBe(401);
  });
});

describe('demo seed (ARCHITECTURE §3): the demo exporter has requests in several statuses', () => {
  it('seeds applications and requests with their history and notifications, readable through the API', async () => {
    const demo = await buildTestApp();
    try {
      const seeded = await seedDemoContent(demo.app.db, {
        isProduction: false,
        steps: [
          ...createDemoAccountSteps({ passwordHash: getPasswordHashOptions(demo.app.config) }),
          ...createDemoRequestSteps(),
        ],
      });
      expect(seeded).toBe('seeded');
      const [user] = await demo.app.db.select().from(users).where(eq(users.email, DEMO_EXPORTER.email));
      const session = await createSession({ db: demo.app.db, userId: user!.id, userAgent: 'vitest' });
      const headers = { authorization: `Bearer ${session.token}` };

      const info = await call(demo.app, endpoints.getApplicationsInfo, {}, { headers });
      expect(info.data).toEqual({
        sales_market: { total: 4, by_status: { accepted: 1, in_finalization: 1, created: 1, contract: 1 } },
        check_list: { total: 2, by_status: { in_process: 1, created: 1 } },
        country_analysis: { total: 0, by_status: {} },
        assistant: { total: 0, by_status: {} },
        service_order: { total: 0, by_status: {} },
      });
      const list = await call(demo.app, endpoints.listSalesMarketApplications, {}, { headers });
      const items = list.data.items;
      expect(items.map((item) => item.status)).toEqual([
        'contract',
        'created',
        'in_finalization',
        'accepted',
      ]);
      const history = await call(
        demo.app,
        endpoints.listSalesMarketStatusChanges,
        { query: { sales_market_id: items[0]!.id } },
        { headers },
      );
      expect(history.data.map((row: { to_status: string }) => row.to_status)).toEqual([
        'created',
        'accepted',
        'in_process',
        'approved',
        'in_work',
        'contract',
      ]);
      // The moves happened over the days after filing, not at the moment of seeding.
      const times = history.data.map((row: { created_at: string }) => Date.parse(row.created_at));
      expect(times).toEqual([...times].sort((a: number, b: number) => a - b));
      expect(new Set(times).size).toBe(times.length);
      expect(times.at(-1)).toBeLessThan(Date.now() - 86_400_000);
      // The product step was completed when the application was filed, not when the seed ran.
      const steps = await demo.app.db
        .select({
          createdAt: salesMarketApplications.createdAt,
          productStepAt: salesMarketApplications.productStepAt,
        })
        .from(salesMarketApplications);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) expect(step.productStepAt).toEqual(step.createdAt);
      const notifications = await call(demo.app, endpoints.listNotifications, {}, { headers });
      // The managers' moves left notifications, already read: the demo does not open with toasts.
      expect(notifications.data.items.length).toBeGreaterThan(0);
      expect(notifications.data.unread_count).toBe(0);
    } finally {
      await demo.close();
    }
  });
});
