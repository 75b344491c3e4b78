import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_TOPICS, endpoints } from '@portal/contract';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk } from './call';
import { createApprovedExporter, createManager, errorOf, moveAsManager } from './requests';
import { createAssistant, VALID_ASSISTANT } from './pro-services';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let exporter: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  exporter = await createApprovedExporter(app);
});

afterAll(async () => {
  await testApp?.close();
});

const NOT_FOUND = { message: 'Не знайдено.', code: 'not_found' };

function read(user: SignedInUser, id: string, locale?: 'uk' | 'en') {
  return call(app, endpoints.getAssistantRequest, { params: { id } }, { as: user, locale });
}

describe('spec §7 POST /assistant/store: asking the assistant', () => {
  it('DOMAIN.md: any approved company asks, no subscription needed; sent to the managers at once (201, accepted)', async () => {
    const asker = await createApprovedExporter(app);
    const response = await call(
      app,
      endpoints.createAssistantRequest,
      { body: VALID_ASSISTANT },
      { as: asker, locale: 'en' },
    );
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      status: 'accepted',
      topic: { code: 'certification', name: 'Product certification' },
      preferred_channel: { code: 'phone', name: 'Phone' },
      preferred_time: 'Weekdays after 14:00',
      description: VALID_ASSISTANT.description,
      permissions: { can_edit: false, can_delete: false },
    });
    expect(response.data.history.map((row) => row.to_status)).toEqual(['created', 'accepted']);
    await app.jobs.drain();
    const mail = await readOutbox(app, asker.email);
    expect(mail.some((message) => message.text.includes('Звернення до асистента'))).toBe(true);
  });

  it('the topics and channels are named in both languages', async () => {
    for (const topic of ASSISTANT_TOPICS) {
      const request = await createAssistant(app, exporter, { ...VALID_ASSISTANT, topic: topic.code });
      expect(request.topic).toEqual({ code: topic.code, name: topic.uk });
    }
    const video = await createAssistant(app, exporter, {
      ...VALID_ASSISTANT,
      preferred_channel: 'video_call',
      preferred_time: undefined,
    });
    expect(video).toMatchObject({
      preferred_channel: { code: 'video_call', name: 'Відеодзвінок' },
      preferred_time: '',
    });
  });

  it('decision 014 §4: a company not yet verified gets 403 request.not_approved; a guest 401', async () => {
    const pending = await createSignedInUser(app);
    const response = await call(
      app,
      endpoints.createAssistantRequest,
      { body: VALID_ASSISTANT },
      { as: pending },
    );
    expect(response.status).toBe(403);
    expect(errorOf(response).message).toBe('Подавати заявки можуть лише компанії, що пройшли верифікацію.');
    expect((await call(app, endpoints.createAssistantRequest, { body: VALID_ASSISTANT })).status).toBe(401);
  });

  it('bad input answers 422 on each field: topic and channel from the lists, description of 20–3,000 characters, time ≤ 200', async () => {
    const cases: [object, string][] = [
      [{ topic: 'weather' }, 'topic'],
      [{ preferred_channel: 'fax' }, 'preferred_channel'],
      [{ description: 'Too short.' }, 'description'],
      [{ description: 'x'.repeat(3001) }, 'description'],
      [{ preferred_time: 'x'.repeat(201) }, 'preferred_time'],
      [{ submit: false }, 'submit'],
    ];
    for (const [change, field] of cases) {
      const response = await call(
        app,
        endpoints.createAssistantRequest,
        { body: { ...VALID_ASSISTANT, ...change } },
        { as: exporter },
      );
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const exact = await call(
      app,
      endpoints.createAssistantRequest,
      { body: { ...VALID_ASSISTANT, description: 'x'.repeat(3000) } },
      { as: exporter },
    );
    expect(exact.status).toBe(201);
  });
});

describe('spec §7 GET /assistant/{id} and our GET /assistant/list', () => {
  it("decision 014 §5: another company's request, an unknown id and a manager answer 404 with no data; a malformed id 422", async () => {
    const own = await createAssistant(app, exporter);
    const other = await createApprovedExporter(app);
    for (const user of [other, manager]) {
      const response = await read(user, own.id);
      expect(response.status).toBe(404);
      expect(errorOf(response)).toEqual(NOT_FOUND);
    }
    expect((await read(exporter, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read(exporter, 'x')).status).toBe(422);
  });

  it("the company's own requests, newest first, filtered by status and by words of the description", async () => {
    const asker = await createApprovedExporter(app);
    const other = await createApprovedExporter(app);
    const first = await createAssistant(app, asker);
    const second = await createAssistant(app, asker, {
      ...VALID_ASSISTANT,
      topic: 'logistics',
      description: 'How do we ship sunflower oil in flexitanks to Rotterdam?',
    });
    const foreign = await createAssistant(app, other);
    await moveAsManager(app, manager, { kind: 'assistant', id: first.id, to: 'in_process' });
    const list = await callOk(app, endpoints.listAssistantRequests, {}, { as: asker, locale: 'en' });
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list.items[0]).toMatchObject({
      topic: { code: 'logistics', name: 'Logistics' },
      excerpt: second.description,
    });
    expect(JSON.stringify(list)).not.toContain(foreign.id);
    const working = await callOk(
      app,
      endpoints.listAssistantRequests,
      { query: { status: 'in_process' } },
      { as: asker },
    );
    expect(working.items.map((item) => item.id)).toEqual([first.id]);
    const found = await callOk(
      app,
      endpoints.listAssistantRequests,
      { query: { search: 'flexitanks' } },
      { as: asker },
    );
    expect(found.items.map((item) => item.id)).toEqual([second.id]);
    const unknownFilter = await call(
      app,
      endpoints.listAssistantRequests,
      { query: { hs: '04' } },
      { as: asker },
    );
    expect(unknownFilter.status).toBe(422);
  });
});

describe("the managers' answers: comments of their moves, read by the exporter in the history", () => {
  it('a manager answers with a comment; the exporter sees it in the history, is notified and mailed', async () => {
    const asker = await createApprovedExporter(app);
    const request = await createAssistant(app, asker);
    const queue = await callOk(app, endpoints.listAdminAssistant, {}, { as: manager });
    expect(queue.items.map((item) => item.id)).toContain(request.id);
    expect(queue.counts.accepted).toBeGreaterThan(0);
    const answer = 'Для меду в Німеччині потрібен сертифікат походження EUR.1; зателефонуємо завтра о 15:00.';
    const page = await callOk(
      app,
      endpoints.changeAdminAssistantStatus,
      { params: { id: request.id }, body: { status: 'in_process', from: 'accepted', comment: answer } },
      { as: manager },
    );
    expect(page.request.status).toBe('in_process');
    expect(page.allowed_moves).toEqual(['approved', 'in_finalization', 'denied', 'closed']);
    const seen = await callOk(
      app,
      endpoints.getAssistantRequest,
      { params: { id: request.id } },
      { as: asker },
    );
    expect(seen.history.at(-1)).toMatchObject({
      to_status: 'in_process',
      comment: answer,
      actor: 'manager',
      actor_name: 'Марія Шевченко',
    });
    const notifications = await callOk(app, endpoints.listNotifications, {}, { as: asker });
    expect(notifications.items[0]?.text).toContain(answer);
    expect(notifications.items[0]?.link).toBe(`/profile/assistant-applications/${request.id}`);
    await app.jobs.drain();
    const mail = await readOutbox(app, asker.email);
    expect(mail.some((message) => message.text.includes(answer))).toBe(true);
  });

  it('forbidden moves answer 409; a stale `from` 409 request.status_changed; a comment is required to send back (422)', async () => {
    const request = await createAssistant(app, exporter);
    for (const status of ['approved', 'in_work', 'future'] as const) {
      const response = await call(
        app,
        endpoints.changeAdminAssistantStatus,
        { params: { id: request.id }, body: { status } },
        { as: manager },
      );
      expect(response.status, status).toBe(409);
    }
    const stale = await call(
      app,
      endpoints.changeAdminAssistantStatus,
      { params: { id: request.id }, body: { status: 'in_process', from: 'in_process' } },
      { as: manager, locale: 'en' },
    );
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toBe('The status of the request has already changed. Reload the page.');
    await moveAsManager(app, manager, { kind: 'assistant', id: request.id, to: 'in_process' });
    const noComment = await call(
      app,
      endpoints.changeAdminAssistantStatus,
      { params: { id: request.id }, body: { status: 'in_finalization' } },
      { as: manager },
    );
    expect(noComment.status).toBe(422);
  });

  it('POST /assistant/store/{id}: sent back for more, the exporter changes it and sends it again; otherwise 409', async () => {
    const request = await createAssistant(app, exporter);
    const early = await call(
      app,
      endpoints.updateAssistantRequest,
      { params: { id: request.id }, body: VALID_ASSISTANT },
      { as: exporter },
    );
    expect(early.status).toBe(409);
    await moveAsManager(app, manager, { kind: 'assistant', id: request.id, to: 'in_process' });
    await moveAsManager(app, manager, {
      kind: 'assistant',
      id: request.id,
      to: 'in_finalization',
      comment: 'Name the product and the country, please.',
    });
    const other = await createApprovedExporter(app);
    const foreign = await call(
      app,
      endpoints.updateAssistantRequest,
      { params: { id: request.id }, body: VALID_ASSISTANT },
      { as: other },
    );
    expect(foreign.status).toBe(404);
    const body = {
      ...VALID_ASSISTANT,
      description: 'Natural honey to Germany: which certificates, and who issues them?',
    };
    const resent = await callOk(
      app,
      endpoints.updateAssistantRequest,
      { params: { id: request.id }, body },
      { as: exporter },
    );
    expect(resent).toMatchObject({ status: 'accepted', description: body.description });
    expect(resent.history.at(-1)).toMatchObject({
      from_status: 'in_finalization',
      to_status: 'accepted',
      actor: 'exporter',
    });
  });

  it('the back office page names the company; the lists of all applications count the new kind', async () => {
    const asker = await createApprovedExporter(app);
    const request = await createAssistant(app, asker);
    const page = await callOk(
      app,
      endpoints.getAdminAssistant,
      { params: { id: request.id } },
      { as: manager },
    );
    expect(page.company.user_id).toBe(asker.user.id);
    expect(
      (await call(app, endpoints.getAdminAssistant, { params: { id: request.id } }, { as: asker })).status,
    ).toBe(403);
    const info = await callOk(app, endpoints.getApplicationsInfo, {}, { as: asker });
    expect(info.assistant).toEqual({ total: 1, by_status: { accepted: 1 } });
    const all = await callOk(app, endpoints.listAllApplications, {}, { as: asker, locale: 'en' });
    expect(all.items).toEqual([
      expect.objectContaining({ kind: 'assistant', id: request.id, title: 'Product certification' }),
    ]);
    // A classification filter matches no assistance request (it has no product).
    const byHs = await callOk(app, endpoints.listAllApplications, { query: { hs: '04' } }, { as: asker });
    expect(byHs.items).toEqual([]);
  });
});
