import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, injectOptionsOf } from './call';
import { createApprovedExporter, createManager, createSubmittedApplication } from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  admin = await createSignedInUser(app, { role: 'admin' });
});

afterAll(async () => {
  await testApp?.close();
});

async function readLog(query: Record<string, string> = {}, by: SignedInUser = manager) {
  const response = await call(app, endpoints.listAdminAuditLog, { query }, { as: by });
  expect(response.status, response.response.body).toBe(200);
  return response.data;
}

function post<E extends AnyEndpoint>(entry: E, input: Parameters<typeof call<E>>[2], by: SignedInUser) {
  return call(app, entry, input, { as: by });
}

describe('GET /admin/audit-log (decision 015)', () => {
  it('lists every kind of back-office action, newest first, naming who did it', async () => {
    const company = await createSignedInUser(app);
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);

    const userId = company.user.id;
    expect((await post(endpoints.approveAdminCompany, { params: { userId } }, manager)).status).toBe(200);
    expect(
      (
        await post(
          endpoints.changeAdminSalesMarketStatus,
          { params: { id: application.id }, body: { status: 'in_process' } },
          admin,
        )
      ).status,
    ).toBe(200);
    expect(
      (await post(endpoints.banAdminCompany, { params: { userId }, body: { reason: 'Спам' } }, admin)).status,
    ).toBe(200);

    const { items } = await readLog({ per_page: '3' });
    expect(
      items.map((entry) => [entry.action, entry.entity_type, entry.entity_id, entry.actor_email]),
    ).toEqual([
      ['company.ban', 'company', company.user.id, admin.email],
      ['status_change', 'sales_market', application.id, admin.email],
      ['company.approve', 'company', company.user.id, manager.email],
    ]);
    const times = items.map((entry) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by entity type and by entity id, together or apart', async () => {
    const company = await createSignedInUser(app);
    const userId = company.user.id;
    await post(
      endpoints.denyAdminCompany,
      { params: { userId }, body: { reason: 'Недостовірні дані' } },
      manager,
    );
    await post(endpoints.approveAdminCompany, { params: { userId } }, manager);

    const ofCompany = await readLog({ entity_id: company.user.id });
    expect(ofCompany.items.map((entry) => entry.action)).toEqual(['company.approve', 'company.deny']);
    expect(ofCompany.meta.total).toBe(2);
    expect((await readLog({ entity_type: 'company', entity_id: company.user.id })).items).toHaveLength(2);
    expect((await readLog({ entity_type: 'check_list', entity_id: company.user.id })).items).toEqual([]);
    const companies = await readLog({ entity_type: 'company', per_page: '100' });
    expect(companies.items.every((entry) => entry.entity_type === 'company')).toBe(true);
  });

  it('pages with page and per_page', async () => {
    for (let i = 0; i < 3; i++) {
      const company = await createSignedInUser(app);
      await post(endpoints.approveAdminCompany, { params: { userId: company.user.id } }, manager);
    }
    const first = await readLog({ per_page: '2', page: '1' });
    const second = await readLog({ per_page: '2', page: '2' });
    expect(first.items).toHaveLength(2);
    expect(first.meta.total).toBeGreaterThanOrEqual(3);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 2));
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(second.items.map((entry) => entry.id)).not.toContain(first.items[1]?.id);
  });

  it('publishes who, what, which record, before, after and when: not the client address', async () => {
    const company = await createSignedInUser(app);
    await post(endpoints.approveAdminCompany, { params: { userId: company.user.id } }, manager);
    const [entry] = (await readLog({ entity_id: company.user.id })).items;
    expect(Object.keys(entry!).sort()).toEqual(
      ['action', 'actor_email', 'after', 'before', 'created_at', 'entity_id', 'entity_type', 'id'].sort(),
    );
  });

  it('a refused action leaves no entry (the entry lives in the transaction of the change)', async () => {
    const company = await createSignedInUser(app, { isApproved: true });
    const userId = company.user.id;
    expect((await post(endpoints.approveAdminCompany, { params: { userId } }, manager)).status).toBe(409);
    expect((await post(endpoints.denyAdminCompany, { params: { userId }, body: {} }, manager)).status).toBe(
      422,
    );
    expect((await readLog({ entity_id: company.user.id })).items).toEqual([]);
  });

  it('an unknown entity type, an over-long id or an unknown parameter answers 422', async () => {
    const queries: Record<string, string>[] = [
      { entity_type: 'user' },
      { entity_id: 'x'.repeat(65) },
      { actor: randomUUID() },
    ];
    for (const query of queries) {
      const response = await app.inject(
        injectOptionsOf(endpoints.listAdminAuditLog, { query }, { as: manager }),
      );
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
    }
  });

  it('is for managers and admins only: an exporter gets 403, a guest 401', async () => {
    const exporter = await createApprovedExporter(app);
    expect((await call(app, endpoints.listAdminAuditLog, {}, { as: exporter })).status).toBe(403);
    expect((await call(app, endpoints.listAdminAuditLog)).status).toBe(401);
    await readLog({}, admin);
  });
});
