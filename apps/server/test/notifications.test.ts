import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import type { SignedInUser } from './accounts';
import { call } from './call';
import {
  createApprovedExporter,
  createCheckListRequest,
  createManager,
  createSubmittedApplication,
  errorOf,
  moveAsManager,
} from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
});

afterAll(async () => {
  await testApp?.close();
});

async function readNotifications(
  user: SignedInUser,
  locale?: 'uk' | 'en',
  query: Record<string, string> = {},
) {
  const response = await call(app, endpoints.listNotifications, { query }, { as: user, locale });
  expect(response.status, response.response.body).toBe(200);
  return response.data;
}

function markRead(user: SignedInUser, body: object) {
  return call(app, endpoints.markNotificationsRead, { body }, { as: user });
}

describe('spec §4, §8 GET /profile/notifications: status changes notify the exporter', () => {
  it("issue 25 §5, decision 041: the move to in_process is an information titled 'На перевірці' / 'Under check'", async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'in_process' });

    const uk = await readNotifications(exporter);
    expect(uk.items[0]).toEqual({
      id: expect.any(String),
      type: 'info',
      title: 'На перевірці',
      text: `Експортна заявка № ${application.number} (Мед натуральний соняшниковий): новий статус «На перевірці».`,
      link: `/profile/market/${application.id}`,
      created_at: expect.any(String),
      read_at: null,
    });
    const en = await readNotifications(exporter, 'en');
    expect(en.items[0]).toMatchObject({
      type: 'info',
      title: 'Under check',
      text: `Export application No. ${application.number} (Natural sunflower honey): new status "Under check".`,
    });
  });

  it("spec §4, decision 041: the office's work on the request (in_work) has type in_process, headed 'В розробці' / 'In development'", async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    for (const to of ['in_process', 'approved', 'in_work'] as const) {
      await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to });
    }
    expect((await readNotifications(exporter)).items[0]).toMatchObject({
      type: 'in_process',
      title: 'В розробці',
      text: `Експортна заявка № ${application.number} (Мед натуральний соняшниковий): новий статус «В роботі».`,
    });
    expect((await readNotifications(exporter, 'en')).items[0]).toMatchObject({
      type: 'in_process',
      title: 'In development',
    });
  });

  it('decision 014 §7: the same change is e-mailed to the exporter, in their language', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'in_process' });
    await app.jobs.drain();
    const mails = await readOutbox(app, exporter.email);
    const mail = mails.find((message) => message.text.includes('На перевірці'));
    expect(mail?.text).toContain(`№ ${application.number}`);
    expect(mail?.text).toContain(`/profile/market/${application.id}`);
  });

  it('decision 014 §7: the manager’s comment is part of the notification (for rework: warn)', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await createCheckListRequest(app, exporter);
    await moveAsManager(app, manager, { kind: 'check_list', id: request.id, to: 'in_process' });
    await moveAsManager(app, manager, {
      kind: 'check_list',
      id: request.id,
      to: 'in_finalization',
      comment: 'Уточніть країни.',
    });
    const { items } = await readNotifications(exporter);
    expect(items[0]).toMatchObject({
      type: 'warn',
      title: 'На доопрацюванні',
      text: expect.stringContaining('Коментар: Уточніть країни.'),
      link: `/profile/check-list/${request.id}`,
    });
  });

  it('newest first, with the unread count; unread=1 and limit narrow the list', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'in_process' });
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'approved' });
    const all = await readNotifications(exporter);
    expect(all.items.map((item) => item.type)).toEqual(['success', 'info']);
    expect(all.unread_count).toBe(2);
    expect((await readNotifications(exporter, 'uk', { limit: '1' })).items).toHaveLength(1);

    await markRead(exporter, { ids: [all.items[0]!.id] });
    const unread = await readNotifications(exporter, 'uk', { unread: '1' });
    expect(unread.items.map((item) => item.type)).toEqual(['info']);
    expect(unread.unread_count).toBe(1);
  });

  it("the exporter's own submission is confirmed by e-mail, not announced back in the portal", async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    expect(await readNotifications(exporter)).toEqual({ items: [], unread_count: 0 });
    await app.jobs.drain();
    const mails = await readOutbox(app, exporter.email);
    expect(mails.some((mail) => mail.text.includes(`№ ${application.number}`))).toBe(true);
  });

  it('a user only sees their own notifications', async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, owner);
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'in_process' });
    expect((await readNotifications(owner)).unread_count).toBe(1);
    expect(await readNotifications(stranger)).toEqual({ items: [], unread_count: 0 });
  });

  it('bad query 422; no session 401', async () => {
    const exporter = await createApprovedExporter(app);
    const bad = await call(
      app,
      endpoints.listNotifications,
      { query: { limit: '0', unread: 'yes' } },
      { as: exporter },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(errorOf(bad).errors!).sort()).toEqual(['limit', 'unread']);
    expect((await call(app, endpoints.listNotifications)).status).toBe(401);
  });
});

describe('POST /profile/notifications/read', () => {
  it('marks the given ones read and answers the unread count; without ids all of them', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'in_process' });
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'approved' });
    const { items } = await readNotifications(exporter);

    const one = await markRead(exporter, { ids: [items[0]!.id] });
    expect(one.status).toBe(200);
    expect(one.data).toEqual({ unread_count: 1 });
    expect((await readNotifications(exporter)).items[0]?.read_at).toEqual(expect.any(String));

    const all = await markRead(exporter, {});
    expect(all.data).toEqual({ unread_count: 0 });
  });

  it("another user's notification ids change nothing", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, owner);
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'in_process' });
    const { items } = await readNotifications(owner);
    expect(items).toHaveLength(1);
    const response = await markRead(stranger, { ids: items.map((item) => item.id) });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ unread_count: 0 });
    expect((await readNotifications(owner)).unread_count).toBe(items.length);
  });

  it('malformed ids answer 422; no session 401', async () => {
    const exporter = await createApprovedExporter(app);
    const bad = await markRead(exporter, { ids: ['1'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorOf(bad).errors!)).toEqual(['ids.0']);
    const anonymous = await call(app, endpoints.markNotificationsRead, { body: {} });
    expect(anonymous.status).toBe(401);
  });
});
