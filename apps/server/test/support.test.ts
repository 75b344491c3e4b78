import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { notifications, users } from '@portal/db';
import { createSession } from '../src/domain/sessions/create-session';
import { getPasswordHashOptions } from '../src/lib/password';
import { createDemoAccountSteps, DEMO_EXPORTER, DEMO_MANAGER } from '../src/seed/demo-accounts';
import { createDemoChatSteps } from '../src/seed/demo-chat';
import type { SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createApprovedExporter, createManager } from './requests';
import { PDF_BYTES } from './uploads';

/**
 * Issue 29 §4: support — the feedback form with a topic and an attachment, the sender's earlier
 * messages with the office's answers, and the back office's answer, e-mailed in the message's
 * language and shown in the cabinet, once.
 */

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

async function attachment(as: SignedInUser): Promise<string> {
  const answer = await call(
    app,
    endpoints.uploadAttachment,
    { query: { file_name: 'скрин.pdf' } },
    { as, headers: { 'content-type': 'application/pdf' }, payload: PDF_BYTES },
  );
  return (answer.body as { data: { id: string } }).data.id;
}

const feedback = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Олена Коваленко',
  email,
  message: 'Не можу завантажити сертифікат до заявки, що робити?',
  subject: 'Сертифікат',
  ...extra,
});

describe('issue 29 §4: support messages and their answers', () => {
  it('a signed-in user sends a topic and a file; sees the message; the answer comes by e-mail (in English) and in the cabinet, once', async () => {
    const exporter = await createApprovedExporter(app);
    const fileId = await attachment(exporter);
    await callOk(
      app,
      endpoints.sendFeedback,
      { body: feedback(exporter.email, { topic: 'technical', file: { file_id: fileId } }) },
      { as: exporter, locale: 'en' },
    );
    const own = await callOk(app, endpoints.listSupportMessages, { query: {} }, { as: exporter });
    expect(own.items).toHaveLength(1);
    const [sent] = own.items;
    expect(sent).toMatchObject({ topic: 'technical', subject: 'Сертифікат', answer: null });
    expect(sent!.attachment).toMatchObject({ id: fileId, content_type: 'application/pdf' });
    expect(
      (await call(app, endpoints.downloadAttachment, { params: { id: fileId } }, { as: exporter })).status,
    ).toBe(200);
    const stranger = await createApprovedExporter(app);
    expect(
      (await call(app, endpoints.downloadAttachment, { params: { id: fileId } }, { as: stranger })).status,
    ).toBe(404);
    expect((await callOk(app, endpoints.listSupportMessages, { query: {} }, { as: stranger })).items).toEqual(
      [],
    );

    const queue = await callOk(
      app,
      endpoints.listAdminSupportMessages,
      { query: { topic: 'technical' } },
      { as: manager },
    );
    expect(queue.items.map((item) => item.id)).toContain(sent!.id);
    expect(queue.counts.unanswered).toBeGreaterThanOrEqual(1);
    const detail = await callOk(
      app,
      endpoints.getAdminSupportMessage,
      { params: { id: sent!.id } },
      { as: manager },
    );
    expect(detail).toMatchObject({ email: exporter.email, locale: 'en', user: { id: exporter.user.id } });

    const answered = await callOk(
      app,
      endpoints.answerSupportMessage,
      { params: { id: sent!.id }, body: { text: 'Завантажте PDF до 10 МБ у полі «Сертифікат».' } },
      { as: manager },
    );
    expect(answered.answer).toMatchObject({
      text: 'Завантажте PDF до 10 МБ у полі «Сертифікат».',
      by: 'Марія Шевченко',
    });
    const again = await call(
      app,
      endpoints.answerSupportMessage,
      { params: { id: sent!.id }, body: { text: 'Ще раз' } },
      { as: manager, locale: 'en' },
    );
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe('This message has already been answered.');

    await app.jobs.drain();
    const mail = (await readOutbox(app, exporter.email)).filter((item) =>
      item.subject.startsWith('Support’s answer'),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Завантажте PDF до 10 МБ');
    expect(mail[0]!.text).toContain('/en/profile/support');
    const notices = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, exporter.user.id));
    expect(notices.filter((notice) => notice.link === '/profile/support')).toHaveLength(1);
    const after = await callOk(app, endpoints.listSupportMessages, { query: {} }, { as: exporter });
    expect(after.items[0]!.answer?.text).toBe('Завантажте PDF до 10 МБ у полі «Сертифікат».');
    const answeredView = await callOk(
      app,
      endpoints.listAdminSupportMessages,
      { query: { view: 'answered' } },
      { as: manager },
    );
    expect(answeredView.items.map((item) => item.id)).toContain(sent!.id);
  });

  it('a guest cannot attach a file; a topic outside the list is refused', async () => {
    const exporter = await createApprovedExporter(app);
    const fileId = await attachment(exporter);
    const guest = await call(
      app,
      endpoints.sendFeedback,
      { body: feedback('guest@example.test', { file: { file_id: fileId } }) },
      { locale: 'uk' },
    );
    expect(guest.status).toBe(422);
    expect(errorOf(guest).errors?.['file.file_id']).toBeDefined();
    const topic = await call(
      app,
      endpoints.sendFeedback,
      { body: feedback('guest@example.test', { topic: 'gossip' }) },
      { locale: 'en' },
    );
    expect(errorOf(topic).errors?.topic).toEqual(['Invalid value.']);
  });
});

describe('issue 29: the demo chat and support', () => {
  it('the demo exporter has one unread answer of the demo manager, two support messages (one answered); three canned answers', async () => {
    const own = await buildTestApp();
    try {
      const steps = [
        ...createDemoAccountSteps({ passwordHash: getPasswordHashOptions(own.app.config) }),
        ...createDemoChatSteps(),
      ];
      for (const step of steps) await step.run(own.app.db);
      const signIn = async (email: string) => {
        const [user] = await own.app.db.select().from(users).where(eq(users.email, email));
        const session = await createSession({ db: own.app.db, userId: user!.id, userAgent: 'vitest' });
        return { authorization: `Bearer ${session.token}` };
      };
      const exporter = await signIn(DEMO_EXPORTER.email);
      const chat = await callOk(own.app, endpoints.getChat, { query: {} }, { headers: exporter });
      expect(chat.messages.map((message) => message.side)).toEqual([
        'company',
        'office',
        'company',
        'office',
      ]);
      expect(chat.conversation.unread).toBe(1);
      expect(chat.stream_id).toBe(chat.messages.at(-1)!.id);
      const support = await callOk(
        own.app,
        endpoints.listSupportMessages,
        { query: {} },
        { headers: exporter },
      );
      expect(support.items.map((item) => item.answer !== null)).toEqual([false, true]);
      const office = await signIn(DEMO_MANAGER.email);
      expect(
        (await callOk(own.app, endpoints.listCannedAnswers, {}, { headers: office })).items,
      ).toHaveLength(3);
      expect((await callOk(own.app, endpoints.getChatUnread, {}, { headers: office })).unread).toBe(0);
      // A message after the demo's takes the next number of the stream.
      const next = await callOk(
        own.app,
        endpoints.sendChatMessage,
        { body: { text: 'Дякую!' } },
        { headers: exporter },
      );
      expect(next.id).toBe(chat.stream_id + 1);
    } finally {
      await own.close();
    }
  });
});
