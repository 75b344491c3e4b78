import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@portal/db';
import { endpoints, type AnyEndpoint } from '@portal/contract';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { COMPANY_BODY, createSignedInUser, type SignedInUser } from './accounts';
import { call, type CallOptions } from './call';
import { errorOf } from './requests';

/**
 * Issue 25 §1 (decision 038): a company denied with "correct the data and submit again" corrects
 * its data and sends it back to the managers' queue itself, with the earlier decisions kept.
 */

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createSignedInUser(app, { role: 'manager' });
});

afterAll(async () => {
  await testApp?.close();
});

function admin<E extends AnyEndpoint>(entry: E, input: Parameters<typeof call<E>>[2] = {}) {
  return call(app, entry, input, { as: manager } satisfies CallOptions);
}

/** A company the manager denied through the back office, so the decision is in its history. */
async function createDeniedCompany(reason = 'ЄДРПОУ не збігається з назвою') {
  const tag = randomUUID().slice(0, 8);
  const company = await createSignedInUser(app, {
    company: { ...COMPANY_BODY, name_ru: `ТОВ «Повернення ${tag}»`, name_en: `Return ${tag} LLC` },
  });
  const denied = await admin(endpoints.denyAdminCompany, {
    params: { userId: company.user.id },
    body: { reason },
  });
  expect(denied.status).toBe(200);
  return { company, tag };
}

function resubmit(person: SignedInUser) {
  return call(app, endpoints.resubmitCompanyVerification, { body: {} }, { as: person });
}

async function pendingIds(search: string): Promise<string[]> {
  const response = await admin(endpoints.listAdminCompanies, { query: { search } });
  expect(response.status).toBe(200);
  return response.data.items.map((item) => item.user_id);
}

describe('POST /profile/resubmit-verification: a denied company goes back to the queue', () => {
  it('moves the company from denied to awaiting verification, in the pending tab and its count', async () => {
    const { company, tag } = await createDeniedCompany();
    expect(await pendingIds(tag)).toEqual([]);
    const before = await admin(endpoints.listAdminCompanies, {});
    const pendingBefore = before.data.counts.pending;

    const response = await resubmit(company);
    expect(response.status).toBe(200);
    expect(response.data.user).toMatchObject({ is_denied: false, is_approved: false, deny_reason: null });

    expect(await pendingIds(tag)).toEqual([company.user.id]);
    const after = await admin(endpoints.listAdminCompanies, {});
    expect(after.data.counts.pending).toBeGreaterThanOrEqual(pendingBefore + 1);
    const profile = await call(app, endpoints.getProfile, {}, { as: company });
    expect(profile.data.user).toMatchObject({ is_denied: false, is_approved: false, deny_reason: null });
  });

  it('keeps the earlier decision and its reason in the company history, with the resubmission on top', async () => {
    const { company } = await createDeniedCompany('Адреса не збігається з реєстром');
    await resubmit(company);
    const page = await admin(endpoints.getAdminCompany, { params: { userId: company.user.id } });
    expect(page.status).toBe(200);
    expect(page.data.verification).toBe('pending');
    expect(page.data.decisions.map((decision) => decision.action)).toEqual(['resubmit', 'deny']);
    expect(page.data.decisions[0]).toMatchObject({ actor_email: company.email, reason: null });
    expect(page.data.decisions[1]).toMatchObject({ reason: 'Адреса не збігається з реєстром' });

    const audit = await admin(endpoints.listAdminAuditLog, {
      query: { entity_type: 'company', entity_id: company.user.id },
    });
    expect(audit.data.items[0]).toMatchObject({
      action: 'company.resubmit',
      before: expect.objectContaining({ is_denied: true, deny_reason: 'Адреса не збігається з реєстром' }),
      after: expect.objectContaining({ is_denied: false, deny_reason: null }),
    });
  });

  it('tells the office by e-mail, with a link to the company in the back office', async () => {
    const { company, tag } = await createDeniedCompany();
    await resubmit(company);
    await app.jobs.drain();
    const mail = (await readOutbox(app, testApp.config.SUPPORT_EMAIL)).find((message) =>
      message.text.includes(tag),
    );
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('повторно');
    expect(mail!.text).toContain(`/admin/companies/${company.user.id}`);
  });

  it('tells the exporter in the portal that the data went back to the managers', async () => {
    const { company } = await createDeniedCompany();
    await resubmit(company);
    const [latest] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, company.user.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    expect(latest).toMatchObject({ type: 'info', link: '/profile/my-company' });
    expect(latest!.text.en).toContain('again');
  });

  it('a manager may decide again: approve after the resubmission', async () => {
    const { company } = await createDeniedCompany();
    await resubmit(company);
    const approved = await admin(endpoints.approveAdminCompany, { params: { userId: company.user.id } });
    expect(approved.status).toBe(200);
    expect(approved.data.decisions.map((decision) => decision.action)).toEqual([
      'approve',
      'resubmit',
      'deny',
    ]);
  });

  it.each([
    ['awaiting verification', {}],
    ['approved', { isApproved: true }],
  ])('a company %s has nothing to resubmit: 409 and nothing changes', async (_name, flags) => {
    const company = await createSignedInUser(app, flags);
    const response = await resubmit(company);
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe('Компанію не відхилено: повторно подавати на перевірку нічого.');
    const profile = await call(app, endpoints.getProfile, {}, { as: company });
    expect(profile.data.user).toMatchObject({ is_denied: false, is_approved: 'isApproved' in flags });
  });

  it('a second resubmission answers 409: the company is already in the queue', async () => {
    const { company } = await createDeniedCompany();
    expect((await resubmit(company)).status).toBe(200);
    expect((await resubmit(company)).status).toBe(409);
  });

  it('an unfinished registration answers 409', async () => {
    const person = await createSignedInUser(app, { step: 3 });
    const response = await resubmit(person);
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('conflict');
  });

  it('a guest gets 401', async () => {
    const response = await call(app, endpoints.resubmitCompanyVerification, { body: {} });
    expect(response.status).toBe(401);
  });

  it('answers in English with X-Localization: en', async () => {
    const company = await createSignedInUser(app);
    const response = await call(
      app,
      endpoints.resubmitCompanyVerification,
      { body: {} },
      { as: company, locale: 'en' },
    );
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toMatch(/not denied|nothing to submit/i);
  });
});
