import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
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
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/audit-log',
    query,
    headers: by.bearerHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: AuditEntry[]; meta: { total: number; last_page: number } };
}

function post(url: string, by: SignedInUser, payload?: object) {
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: by.bearerHeaders,
    ...(payload ? { payload } : {}),
  });
}

describe('GET /admin/audit-log (decision 015)', () => {
  it('lists every kind of back-office action, newest first, naming who did it', async () => {
    const company = await createSignedInUser(app);
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);

    expect((await post(`/admin/companies/${company.user.id}/approve`, manager)).statusCode).toBe(200);
    expect(
      (await post(`/admin/sales-market/${application.id}/status`, admin, { status: 'in_process' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`/admin/companies/${company.user.id}/ban`, admin, { reason: 'Спам' })).statusCode,
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
    await post(`/admin/companies/${company.user.id}/deny`, manager, { reason: 'Недостовірні дані' });
    await post(`/admin/companies/${company.user.id}/approve`, manager);

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
      await post(`/admin/companies/${company.user.id}/approve`, manager);
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
    await post(`/admin/companies/${company.user.id}/approve`, manager);
    const [entry] = (await readLog({ entity_id: company.user.id })).items;
    expect(Object.keys(entry!).sort()).toEqual(
      ['action', 'actor_email', 'after', 'before', 'created_at', 'entity_id', 'entity_type', 'id'].sort(),
    );
  });

  it('a refused action leaves no entry (the entry lives in the transaction of the change)', async () => {
    const company = await createSignedInUser(app, { isApproved: true });
    expect((await post(`/admin/companies/${company.user.id}/approve`, manager)).statusCode).toBe(409);
    expect((await post(`/admin/companies/${company.user.id}/deny`, manager, {})).statusCode).toBe(422);
    expect((await readLog({ entity_id: company.user.id })).items).toEqual([]);
  });

  it('an unknown entity type, an over-long id or an unknown parameter answers 422', async () => {
    const queries: Record<string, string>[] = [
      { entity_type: 'user' },
      { entity_id: 'x'.repeat(65) },
      { actor: randomUUID() },
    ];
    for (const query of queries) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/audit-log',
        query,
        headers: manager.bearerHeaders,
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
    }
  });

  it('is for managers and admins only: an exporter gets 403, a guest 401', async () => {
    const exporter = await createApprovedExporter(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: exporter.bearerHeaders }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    await readLog({}, admin);
  });
});
