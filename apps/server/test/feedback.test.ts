import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, jobs } from '@portal/db';
import { endpoints } from '@portal/contract';
import { call, type CallOptions } from './call';
import { buildTestApp, createTestEmail, readOutbox, type TestApp } from './helpers';
import { createSignedInUser, createTestIp, errorOf, fromAddress } from './accounts';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

type Body = Record<string, unknown>;

function createBody(overrides: Body = {}): Body {
  return {
    name: 'Олена Коваль',
    email: createTestEmail('sender'),
    phone: '067 123 45 67',
    subject: 'Питання щодо перевірки компанії',
    message: `Доброго дня! Скільки часу триває перевірка нашої компанії? (${crypto.randomUUID()})`,
    ...overrides,
  };
}

/** POST /feedback/send from a client address (a fresh one unless `ip` is given). */
function send(body: Body, options: CallOptions & { ip?: string } = {}) {
  const { ip = createTestIp(), ...callOptions } = options;
  return call(fromAddress(app, ip), endpoints.sendFeedback, { body }, callOptions);
}

/** The mail jobs queued for the support mailbox whose text contains `marker`, before delivery. */
async function findQueuedMail(marker: string) {
  const rows = await app.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'text' like ${`%${marker}%`}`));
  return rows.map((row) => row.payload as { to: string; replyTo?: string; subject: string });
}

describe('spec §7 POST /feedback/send: the message reaches the support mailbox', () => {
  it('a guest’s message is stored and mailed to SUPPORT_EMAIL, Reply-To the sender', async () => {
    const body = createBody();
    const ip = createTestIp();
    const response = await send(body, { ip });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        sent: true,
        message:
          'Дякуємо! Повідомлення надіслано до служби підтримки, відповідь надійде на вказану електронну пошту.',
      },
    });

    const [stored] = await app.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.email, String(body.email)));
    expect(stored).toMatchObject({
      userId: null,
      name: 'Олена Коваль',
      phone: '+380671234567',
      subject: 'Питання щодо перевірки компанії',
      message: body.message,
      locale: 'uk',
      clientIp: ip,
    });

    const [queued] = await findQueuedMail(String(body.message));
    expect(queued).toMatchObject({ to: testApp.config.SUPPORT_EMAIL, replyTo: body.email });

    await app.jobs.drain();
    const mail = (await readOutbox(app, testApp.config.SUPPORT_EMAIL)).find((m) =>
      m.text.includes(String(body.message)),
    );
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Звернення з сайту: Питання щодо перевірки компанії');
    expect(mail!.text).toContain('Ім’я: Олена Коваль');
    expect(mail!.text).toContain(`Електронна пошта: ${String(body.email)}`);
    expect(mail!.text).toContain('Телефон: +380671234567');
    expect(mail!.text).toContain('Відправник не входив до облікового запису.');
    expect(mail!.html).toContain('<html lang="uk">');
  });

  it('a signed-in user’s message is linked to the account and the mail names it', async () => {
    const person = await createSignedInUser(app);
    const body = createBody({ email: person.email, subject: undefined, phone: undefined });
    const response = await send(body, { as: person });
    expect(response.status).toBe(200);
    const [stored] = await app.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.email, person.email));
    expect(stored).toMatchObject({ userId: person.user.id, phone: '', subject: '' });
    await app.jobs.drain();
    const mail = (await readOutbox(app, testApp.config.SUPPORT_EMAIL)).find((m) =>
      m.text.includes(String(body.message)),
    );
    expect(mail!.text).toContain(`Відправник увійшов до облікового запису: ${person.email}`);
    expect(mail!.text).toContain('Тема: не вказано');
    // Without a subject the mail is titled by the start of the message.
    expect(mail!.subject).toMatch(/^Звернення з сайту: Доброго дня!/);
  });

  it('answers in English with X-Localization: en and notes the language for support', async () => {
    const body = createBody({
      message: `Hello! How long does the company check take? ${crypto.randomUUID()}`,
    });
    const response = await send(body, { locale: 'en' });
    expect(response.status).toBe(200);
    expect(response.data.message).toBe(
      'Thank you! Your message has been sent to the support team; the answer will come to the e-mail address you gave.',
    );
    await app.jobs.drain();
    const mail = (await readOutbox(app, testApp.config.SUPPORT_EMAIL)).find((m) =>
      m.text.includes(String(body.message)),
    );
    expect(mail!.text).toContain('Мова сайту: англійська');
  });

  it('line breaks of a subject never reach the mail header (no header injection)', async () => {
    const body = createBody({ subject: 'Hello\r\nBcc: victim@example.test' });
    expect((await send(body)).status).toBe(200);
    await app.jobs.drain();
    const mail = (await readOutbox(app, testApp.config.SUPPORT_EMAIL)).find((m) =>
      m.text.includes(String(body.message)),
    );
    expect(mail!.subject).toBe('Звернення з сайту: Hello Bcc: victim@example.test');
    expect(await readOutbox(app, 'victim@example.test')).toEqual([]);
  });
});

describe('ARCHITECTURE §5: bad feedback input answers 422 naming the field, never 500', () => {
  it.each([
    ['name', { name: undefined }, "Вкажіть ім'я."],
    ['name', { name: 'A' }, 'Мінімальна довжина — 2.'],
    ['email', { email: 'not-an-email' }, 'Неправильна адреса електронної пошти.'],
    ['email', { email: 42 }, 'Неправильний тип значення.'],
    ['phone', { phone: '12345' }, 'Неправильний номер телефону. Приклад: +380 67 123 45 67.'],
    ['subject', { subject: 'x'.repeat(201) }, 'Максимальна довжина — 200.'],
    ['message', { message: 'Коротко.' }, 'Мінімальна довжина — 10.'],
    ['message', { message: 'x'.repeat(5001) }, 'Максимальна довжина — 5000.'],
    ['message', { message: '          x        ' }, 'Мінімальна довжина — 10.'],
    ['role', { role: 'admin' }, 'Невідоме поле.'],
  ])('%s is named (case %#)', async (field, overrides, message) => {
    const response = await send(createBody(overrides));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', errors: { [field]: [message] } });
  });

  it('a body that is not an object answers 422 on _', async () => {
    // A raw JSON string on purpose, from the default client address.
    const response = await call(
      app,
      endpoints.sendFeedback,
      {},
      { payload: '"hello"', headers: { 'content-type': 'application/json' } },
    );
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ _: ['Неправильний тип значення.'] });
  });
});

describe('decision 011: feedback is rate limited (5 per 15 minutes per address, 3 per hour per e-mail)', () => {
  it('the 6th message from one client address in 15 minutes answers 429 with Retry-After', async () => {
    const ip = createTestIp();
    const emails: string[] = [];
    for (let i = 0; i < 5; i++) {
      const body = createBody();
      emails.push(String(body.email));
      expect((await send(body, { ip })).status, `message ${i + 1}`).toBe(200);
    }
    const sixth = createBody();
    const response = await send(sixth, { ip, locale: 'en' });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      message: 'Too many submissions. Try again in 15 min.',
      code: 'too_many_requests',
    });
    const retryAfter = Number(response.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The refused message is neither stored nor mailed.
    expect(
      await app.db
        .select()
        .from(feedbackMessages)
        .where(eq(feedbackMessages.email, String(sixth.email))),
    ).toEqual([]);
    expect(await findQueuedMail(String(sixth.message))).toEqual([]);
    // Another address is not affected.
    expect((await send(createBody())).status).toBe(200);
  });

  it('the 4th message for one e-mail address in an hour answers 429, from any address', async () => {
    const email = createTestEmail('busy');
    for (let i = 0; i < 3; i++) expect((await send(createBody({ email }))).status).toBe(200);
    const response = await send(createBody({ email: email.toUpperCase() }));
    expect(response.status).toBe(429);
    expect(errorOf(response).message).toBe('Забагато звернень. Спробуйте через 60 хв.');
    expect(Number(response.response.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  it('input refused with 422 does not use up the limit', async () => {
    const ip = createTestIp();
    for (let i = 0; i < 6; i++)
      expect((await send(createBody({ message: 'short' }), { ip })).status).toBe(422);
    expect((await send(createBody(), { ip })).status).toBe(200);
  });
});
