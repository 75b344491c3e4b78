import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, endpoints, type ChatStreamMessage } from '@portal/contract';
import { chatConversations, jobs } from '@portal/db';
import { CHAT_UNREAD_MAIL_JOB } from '../src/domain/chat/send-message';
import { mailUnreadChat } from '../src/domain/chat/unread-mail';
import type { SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createApprovedExporter, createManager } from './requests';
import { messageIds, openStream, type OpenStream } from './sse';
import { PDF_BYTES } from './uploads';

/**
 * Issue 29 §1, §3, §5 (decision 051): the chat of a company with the office — live both ways over
 * server-sent events, with read receipts, unread counts, attachments, history paged backwards,
 * resumption without loss or doubles, and the e-mail of a message left unread 15 minutes.
 */

let testApp: TestApp;
let app: FastifyInstance;
let base: string;
let manager: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { CHAT_HEARTBEAT_MS: '200' } });
  app = testApp.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  manager = await createManager(app);
});

afterAll(async () => {
  await testApp?.close();
});

const streams: OpenStream[] = [];
async function stream(user: SignedInUser, options: { after?: number; lastEventId?: number } = {}) {
  const query = options.after === undefined ? '' : `?after=${options.after}`;
  const headers: Record<string, string> = { ...user.bearerHeaders };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const opened = await openStream(`${base}/api/chat/events${query}`, headers);
  streams.push(opened);
  await opened.waitFor((event) => event.event === 'ready');
  return opened;
}
afterAll(() => {
  for (const opened of streams) opened.close();
});

const send = (exporter: SignedInUser, text: string, extra: Record<string, unknown> = {}) =>
  callOk(app, endpoints.sendChatMessage, { body: { text, ...extra } }, { as: exporter });
const answer = (conversationId: string, text: string, as: SignedInUser = manager) =>
  callOk(app, endpoints.sendAdminChatMessage, { params: { id: conversationId }, body: { text } }, { as });
const messageWith = (text: string) => (event: { event: string; data: unknown }) =>
  event.event === 'message' && (event.data as ChatStreamMessage).text === text;

describe('issue 29 §1: a message appears on the other side without reload, with read receipts and unread counts', () => {
  it('the exporter writes, the office’s stream gets it; the manager answers and reads; the exporter sees both', async () => {
    const exporter = await createApprovedExporter(app);
    const office = await stream(manager);
    const own = await stream(exporter);

    const sent = await send(exporter, 'Доброго дня! Питання щодо заявки.');
    const received = await office.waitFor(messageWith('Доброго дня! Питання щодо заявки.'));
    expect(received.id).toBe(String(sent.id));
    expect(received.data).toMatchObject({
      side: 'company',
      company_id: sent.conversation_id ? expect.any(String) : '',
    });
    await own.waitFor(messageWith('Доброго дня! Питання щодо заявки.'));
    // The office's count: conversations with unread company messages.
    await office.waitFor(
      (event) => event.event === 'unread' && (event.data as { unread: number }).unread >= 1,
    );

    const conversationId = sent.conversation_id;
    await callOk(
      app,
      endpoints.readAdminChat,
      { params: { id: conversationId }, body: { through: sent.id } },
      { as: manager },
    );
    const receipt = await own.waitFor((event) => event.event === 'read');
    expect(receipt.data).toEqual({ conversation_id: conversationId, side: 'office', through: sent.id });

    const reply = await answer(conversationId, 'Вітаємо! Відповідаємо.');
    await own.waitFor(messageWith('Вітаємо! Відповідаємо.'));
    await own.waitFor((event) => event.event === 'unread' && (event.data as { unread: number }).unread === 1);
    expect((await callOk(app, endpoints.getChatUnread, {}, { as: exporter })).unread).toBe(1);
    const state = await callOk(app, endpoints.readChat, { body: { through: reply.id } }, { as: exporter });
    expect(state).toMatchObject({ unread: 0, company_read_id: reply.id, office_read_id: sent.id });
    await office.waitFor(
      (event) => event.event === 'read' && (event.data as { side: string }).side === 'company',
    );
    // The first manager to answer takes the conversation.
    expect(state.assignee).toEqual({ id: manager.user.id, name: 'Марія Шевченко' });
    // A receipt never moves back.
    const again = await callOk(app, endpoints.readChat, { body: { through: 1 } }, { as: exporter });
    expect(again.company_read_id).toBe(reply.id);
  });

  it('unread counts only the other side’s messages after the reader’s read id, for each side', async () => {
    const exporter = await createApprovedExporter(app);
    const first = await send(exporter, 'Перше питання');
    const conversationId = first.conversation_id;
    const read = await answer(conversationId, 'Відповідь, яку прочитають');
    await callOk(app, endpoints.readChat, { body: { through: read.id } }, { as: exporter });
    await answer(conversationId, 'Друга відповідь');
    await answer(conversationId, 'Третя відповідь');
    await send(exporter, 'Своє не рахується');
    // The header's count (one statement over the company) and the conversation's own.
    expect((await callOk(app, endpoints.getChatUnread, {}, { as: exporter })).unread).toBe(2);
    const { conversation } = await callOk(app, endpoints.getChat, { query: {} }, { as: exporter });
    expect(conversation.unread).toBe(2);
    // The office reads the first of the company's two messages: one is left.
    const office = await callOk(
      app,
      endpoints.readAdminChat,
      { params: { id: conversationId }, body: { through: first.id } },
      { as: manager },
    );
    expect(office.unread).toBe(1);
  });

  it('the stream carries the API’s security headers (decision 020), though written by the hub itself', async () => {
    const exporter = await createApprovedExporter(app);
    const own = await stream(exporter);
    expect(own.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['x-frame-options']).toBe('DENY');
    expect(own.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('"typing" is passed on to the other side, at most every 2 s per person', async () => {
    const exporter = await createApprovedExporter(app);
    const { conversation } = await callOk(app, endpoints.getChat, { query: {} }, { as: exporter });
    const office = await stream(manager);
    await callOk(app, endpoints.sendChatTyping, {}, { as: exporter });
    await callOk(app, endpoints.sendChatTyping, {}, { as: exporter });
    const typing = await office.waitFor(
      (event) =>
        event.event === 'typing' &&
        (event.data as { conversation_id: string }).conversation_id === conversation.id,
    );
    expect(typing.data).toMatchObject({ side: 'company', user_id: exporter.user.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      office
        .named('typing')
        .filter((event) => (event.data as { conversation_id: string }).conversation_id === conversation.id),
    ).toHaveLength(1);
  });

  it('history is paged backwards; a message is a text, a file or both, at most 4,000 characters', async () => {
    const exporter = await createApprovedExporter(app);
    for (let n = 1; n <= 35; n++) await send(exporter, `Повідомлення ${n}`);
    const latest = await callOk(app, endpoints.getChat, { query: {} }, { as: exporter });
    expect(latest.messages).toHaveLength(CHAT_LIMITS.pageSize);
    expect(latest.messages.at(-1)!.text).toBe('Повідомлення 35');
    expect(latest.has_more).toBe(true);
    const older = await callOk(
      app,
      endpoints.getChat,
      { query: { before: latest.messages[0]!.id } },
      { as: exporter },
    );
    expect(older.messages.map((message) => message.text)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Повідомлення ${n}`),
    );
    expect(older.has_more).toBe(false);

    const empty = await call(
      app,
      endpoints.sendChatMessage,
      { body: { text: '   ' } },
      { as: exporter, locale: 'uk' },
    );
    expect(empty.status).toBe(422);
    expect(errorOf(empty).errors?.text).toEqual(['Напишіть повідомлення або додайте файл.']);
    const long = await call(
      app,
      endpoints.sendChatMessage,
      { body: { text: 'я'.repeat(4001) } },
      { as: exporter, locale: 'en' },
    );
    expect(errorOf(long).errors?.text).toEqual(['The message is too long: 4,000 characters at most.']);
  });
});

describe('issue 29 §2: a client that reconnects gets what it missed, in order, without duplicates', () => {
  it('Last-Event-ID resumes after the last message received; a repeated client_id is one message', async () => {
    const exporter = await createApprovedExporter(app);
    const first = await stream(exporter);
    const one = await send(exporter, 'один');
    await first.waitFor(messageWith('один'));
    first.close();

    const two = await send(exporter, 'два', { client_id: 'client-key-0002' });
    const twoAgain = await send(exporter, 'два', { client_id: 'client-key-0002' });
    expect(twoAgain.id).toBe(two.id);
    const three = await answer(two.conversation_id, 'три');

    const resumed = await stream(exporter, { lastEventId: one.id, after: 0 });
    const four = await send(exporter, 'чотири');
    await resumed.waitFor(messageWith('чотири'));
    expect(messageIds(resumed)).toEqual([two.id, three.id, four.id]);
    expect(resumed.named('ready')[0]!.data).toMatchObject({ resumed_after: one.id });
  });

  it('a Last-Event-ID past the stream’s end (made up) hides nothing that comes next', async () => {
    const exporter = await createApprovedExporter(app);
    const live = await stream(exporter, { lastEventId: 2_000_000_000 });
    const next = await send(exporter, 'наступне');
    await live.waitFor(messageWith('наступне'));
    expect(messageIds(live)).toEqual([next.id]);
  });

  it('a first connection resumes after the stream_id of the page; a message racing the replay is sent once', async () => {
    const exporter = await createApprovedExporter(app);
    const page = await callOk(app, endpoints.getChat, { query: {} }, { as: exporter });
    const sent = await Promise.all([send(exporter, 'a'), send(exporter, 'b')]);
    const live = await stream(exporter, { after: page.stream_id });
    const c = await send(exporter, 'c');
    await live.waitFor(messageWith('c'));
    expect(messageIds(live)).toEqual([...sent.map((message) => message.id).sort((x, y) => x - y), c.id]);
  });
});

describe('issue 29 §1: attachments are checked by content and never reach another company', () => {
  const upload = (as: SignedInUser, bytes: Buffer, fileName: string, contentType: string) =>
    call(
      app,
      endpoints.uploadAttachment,
      { query: { file_name: fileName } },
      { as, headers: { 'content-type': contentType }, payload: bytes, locale: 'en' },
    );

  it('a PDF travels with a message; an HTML page sent as a PDF is refused; another company gets 404', async () => {
    const exporter = await createApprovedExporter(app);
    const other = await createApprovedExporter(app);
    const lying = await upload(
      exporter,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'invoice.pdf',
      'application/pdf',
    );
    expect(lying.status).toBe(422);
    expect(errorOf(lying).errors?.file).toBeDefined();

    const uploaded = await upload(exporter, PDF_BYTES, 'рахунок.pdf', 'application/octet-stream');
    expect(uploaded.status).toBe(201);
    const fileId = (uploaded.body as { data: { id: string } }).data.id;
    // Not yet named by a message: nobody downloads it.
    expect(
      (await call(app, endpoints.downloadAttachment, { params: { id: fileId } }, { as: exporter })).status,
    ).toBe(404);
    const message = await send(exporter, '', { file: { file_id: fileId } });
    expect(message.attachment).toMatchObject({
      file_name: 'рахунок.pdf',
      content_type: 'application/pdf',
      url: `/api/attachments/${fileId}`,
    });

    const own = await call(app, endpoints.downloadAttachment, { params: { id: fileId } }, { as: exporter });
    expect(own.status).toBe(200);
    expect(own.response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.response.headers['x-content-type-options']).toBe('nosniff');
    expect(own.response.headers['content-security-policy']).toContain('sandbox');
    expect(
      (await call(app, endpoints.downloadAttachment, { params: { id: fileId } }, { as: manager })).status,
    ).toBe(200);
    expect(
      (await call(app, endpoints.downloadAttachment, { params: { id: fileId } }, { as: other })).status,
    ).toBe(404);
    // Another company's upload cannot be named by this one's message.
    const theirs = await upload(other, PDF_BYTES, 'x.pdf', 'application/pdf');
    const stolen = await call(
      app,
      endpoints.sendChatMessage,
      { body: { text: '', file: { file_id: (theirs.body as { data: { id: string } }).data.id } } },
      { as: exporter },
    );
    expect(stolen.status).toBe(422);
  });

  it('another company’s conversation is unreachable: not in its history, not in its stream, not in the back office', async () => {
    const exporter = await createApprovedExporter(app);
    const other = await createApprovedExporter(app);
    const theirs = await stream(other);
    const mine = await send(exporter, 'тільки для офісу');
    await send(other, 'своє');
    await theirs.waitFor(messageWith('своє'));
    expect(theirs.events.some(messageWith('тільки для офісу'))).toBe(false);
    const history = await callOk(app, endpoints.getChat, { query: {} }, { as: other });
    expect(history.messages.map((message) => message.id)).not.toContain(mine.id);
    expect(
      (
        await call(
          app,
          endpoints.getAdminChat,
          { params: { id: mine.conversation_id }, query: {} },
          { as: other },
        )
      ).status,
    ).toBe(403);
  });
});

describe('issue 29 §1: a message left unread 15 minutes is e-mailed once per quiet spell', () => {
  it('one job per spell; the mail goes once, to the assignee; a read starts a new spell', async () => {
    const exporter = await createApprovedExporter(app);
    const first = await send(exporter, 'Перше за сьогодні');
    await send(exporter, 'Друге');
    const queued = await app.db.select().from(jobs).where(eq(jobs.kind, CHAT_UNREAD_MAIL_JOB));
    const ours = queued.filter((job) => job.payload.conversation_id === first.conversation_id);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.runAt.getTime() - new Date(first.created_at).getTime()).toBe(
      CHAT_LIMITS.unreadMailAfterMs,
    );

    await callOk(
      app,
      endpoints.assignAdminChat,
      { params: { id: first.conversation_id }, body: { user_id: manager.user.id } },
      { as: manager },
    );
    const context = {
      db: app.db,
      publicUrl: testApp.config.publicUrl,
      supportEmail: testApp.config.SUPPORT_EMAIL,
    };
    const payload = { conversationId: first.conversation_id, reader: 'office' as const };
    const sentAt = new Date(first.created_at).getTime();
    const after = (minutes: number) => new Date(sentAt + minutes * 60_000);
    // Not yet 15 minutes: nothing.
    expect(await mailUnreadChat(context, payload, after(14))).toBe(false);
    expect(await mailUnreadChat(context, payload, after(15))).toBe(true);
    // Run again (a retry): nothing more.
    expect(await mailUnreadChat(context, payload, after(16))).toBe(false);
    await app.jobs.drain();
    const mailed = (await readOutbox(app, manager.email)).filter((mail) =>
      mail.subject.includes('Непрочитан'),
    );
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.subject).toContain('2');
    expect(mailed[0]!.text).toContain(`/admin/chat/${first.conversation_id}`);
    // More messages in the same spell (still unread): no new job, so no new mail.
    await send(exporter, 'Третє');
    const officeJobs = await app.db.select().from(jobs).where(eq(jobs.kind, CHAT_UNREAD_MAIL_JOB));
    expect(
      officeJobs.filter(
        (job) => job.payload.conversation_id === first.conversation_id && job.payload.reader === 'office',
      ),
    ).toHaveLength(1);

    // The office answers; the company reads nothing: its owner is mailed once, in its language.
    const answered = await answer(first.conversation_id, 'Відповідь');
    const toCompany = { conversationId: first.conversation_id, reader: 'company' as const };
    const answeredAt = new Date(answered.created_at).getTime();
    expect(await mailUnreadChat(context, toCompany, new Date(answeredAt + 15 * 60_000))).toBe(true);
    const [row] = await app.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, first.conversation_id));
    expect(row!.companyMailedId).toBe(answered.id);

    // Read, then a new message: a new spell with its own job; an old job finding it too young does nothing.
    await callOk(app, endpoints.readChat, { body: { through: answered.id } }, { as: exporter });
    const again = await answer(first.conversation_id, 'Ще одне');
    const jobsNow = await app.db.select().from(jobs).where(eq(jobs.kind, CHAT_UNREAD_MAIL_JOB));
    expect(
      jobsNow.filter(
        (job) => job.payload.conversation_id === first.conversation_id && job.payload.reader === 'company',
      ),
    ).toHaveLength(2);
    const againAt = new Date(again.created_at).getTime();
    expect(await mailUnreadChat(context, toCompany, new Date(againAt + 60_000))).toBe(false);
    expect(await mailUnreadChat(context, toCompany, new Date(againAt + 15 * 60_000))).toBe(true);
  });
});

describe('issue 29 §3: the inbox', () => {
  it('unanswered first; assignment to staff only (422 in both languages), seen live by the other managers', async () => {
    const exporter = await createApprovedExporter(app);
    const sent = await send(exporter, 'Чекаю на відповідь');
    const inbox = await callOk(
      app,
      endpoints.listAdminChats,
      { query: { view: 'unanswered' } },
      { as: manager },
    );
    expect(inbox.items.some((item) => item.id === sent.conversation_id && item.unanswered)).toBe(true);
    const all = await callOk(app, endpoints.listAdminChats, { query: {} }, { as: manager });
    const firstAnswered = all.items.findIndex((item) => !item.unanswered);
    const lastUnanswered = all.items.map((item) => item.unanswered).lastIndexOf(true);
    if (firstAnswered >= 0) expect(lastUnanswered).toBeLessThan(firstAnswered);

    for (const [locale, text] of [
      ['uk', 'Розмову можна доручити лише менеджеру або адміністратору.'],
      ['en', 'A conversation can be assigned only to a manager or an admin.'],
    ] as const) {
      const refused = await call(
        app,
        endpoints.assignAdminChat,
        { params: { id: sent.conversation_id }, body: { user_id: exporter.user.id } },
        { as: manager, locale },
      );
      expect(refused.status).toBe(422);
      expect(errorOf(refused).errors?.user_id).toEqual([text]);
    }
    const colleague = await createManager(app);
    const watching = await stream(colleague);
    const assigned = await callOk(
      app,
      endpoints.assignAdminChat,
      { params: { id: sent.conversation_id }, body: { user_id: colleague.user.id } },
      { as: manager },
    );
    expect(assigned.conversation.assignee?.id).toBe(colleague.user.id);
    await watching.waitFor(
      (event) =>
        event.event === 'conversation' &&
        (event.data as { conversation_id: string }).conversation_id === sent.conversation_id,
    );
    const mine = await callOk(app, endpoints.listAdminChats, { query: { view: 'mine' } }, { as: colleague });
    expect(mine.items.map((item) => item.id)).toContain(sent.conversation_id);
    const found = await callOk(
      app,
      endpoints.listAdminChats,
      { query: { search: 'Чекаю на відп' } },
      { as: manager },
    );
    expect(found.items.map((item) => item.id)).toContain(sent.conversation_id);
    expect(assigned.company.user_id).toBe(exporter.user.id);
  });

  it('canned answers in both languages', async () => {
    const created = await callOk(
      app,
      endpoints.createCannedAnswer,
      { body: { title: { uk: 'Привіт', en: 'Hello' }, text: { uk: 'Вітаємо!', en: 'Welcome!' } } },
      { as: manager },
    );
    const listed = await callOk(app, endpoints.listCannedAnswers, {}, { as: manager });
    expect(listed.items.map((item) => item.id)).toContain(created.id);
    const changed = await callOk(
      app,
      endpoints.updateCannedAnswer,
      {
        params: { id: created.id },
        body: { title: { uk: 'Привіт', en: 'Hi' }, text: { uk: 'Вітаємо!', en: 'Welcome!' } },
      },
      { as: manager },
    );
    expect(changed.title.en).toBe('Hi');
    await callOk(app, endpoints.deleteCannedAnswer, { params: { id: created.id } }, { as: manager });
    expect(
      (await call(app, endpoints.deleteCannedAnswer, { params: { id: created.id } }, { as: manager })).status,
    ).toBe(404);
  });
});

describe('issue 29 §2: connections are closed cleanly', () => {
  it('an instance that shuts down ends its streams', async () => {
    const own = await buildTestApp({ database: undefined });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const exporter = await createApprovedExporter(own.app);
    const opened = await openStream(`http://127.0.0.1:${port}/api/chat/events`, exporter.bearerHeaders);
    await opened.waitFor((event) => event.event === 'ready');
    expect(own.app.chatHub.stats().connections).toBe(1);
    await own.close();
    await opened.ended;
  });
});
