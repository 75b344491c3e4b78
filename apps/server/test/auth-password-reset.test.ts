import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { authSecrets, sessions } from '@portal/db';
import { hashToken } from '../src/lib/secrets';
import { call } from './call';
import { buildTestApp, createTestEmail, readOutbox, type TestApp } from './helpers';
import { createSignedInUser, createTestIp, errorOf, fromAddress, TEST_PASSWORD } from './accounts';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

const NEW_PASSWORD = 'Novyi-Parol-2026';

function requestReset(email: string, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return call(
    fromAddress(app, options.ip),
    endpoints.requestPasswordReset,
    { body: { email } },
    { headers: options.headers ?? {} },
  );
}

function reset(token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) {
  return call(
    app,
    endpoints.resetPassword,
    { body: { token, password, password_confirmation: password } },
    { headers },
  );
}

function login(email: string, password: string) {
  return call(fromAddress(app), endpoints.signInWithPassword, { body: { email, password } });
}

/** The link of the latest reset e-mail to `email`, after the queue ran. */
async function readResetLink(email: string): Promise<URL> {
  await app.jobs.drain();
  const [message] = await readOutbox(app, email);
  const href = /https?:\/\/\S+create-new-password\?token=[\w-]+/.exec(message?.text ?? '')?.[0];
  if (!href) throw new Error(`no reset link sent to ${email}`);
  return new URL(href);
}

describe('POST /auth/reset-password-notification (issue 3: no answer reveals an account)', () => {
  it('answers the same 200 message for a registered and an unknown e-mail; only the account gets mail', async () => {
    const person = await createSignedInUser(app);
    const unknown = createTestEmail('nobody');
    const known = await requestReset(person.email);
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(known.data).toEqual({
      message: 'Якщо обліковий запис із цією поштою існує, ми надіслали на неї посилання для зміни пароля.',
    });
    expect(missing.status).toBe(200);
    expect(missing.data).toEqual(known.data);
    await app.jobs.drain();
    expect(await readOutbox(app, unknown)).toEqual([]);
    const [message] = await readOutbox(app, person.email);
    expect(message?.subject).toBe('Зміна пароля — Портал експортерів');
  });

  it('the link goes to /auth/create-new-password on PUBLIC_URL, in the account’s language (English under /en)', async () => {
    const uk = await createSignedInUser(app, { locale: 'uk' });
    const en = await createSignedInUser(app, { locale: 'en' });
    await requestReset(uk.email);
    await requestReset(en.email, { headers: { 'x-localization': 'uk' } });
    const ukLink = await readResetLink(uk.email);
    const enLink = await readResetLink(en.email);
    expect(`${ukLink.origin}${ukLink.pathname}`).toBe(`${app.config.publicUrl}/auth/create-new-password`);
    expect(`${enLink.origin}${enLink.pathname}`).toBe(`${app.config.publicUrl}/en/auth/create-new-password`);
    const [enMail] = await readOutbox(app, en.email);
    expect(enMail?.subject).toBe('Set a new password — Exporters portal');
    expect(enMail?.html).toContain('lang="en"');
    expect(enMail?.html).toContain(`href="${enLink.href}"`);
    // Only the hash of the token is kept.
    const token = enLink.searchParams.get('token')!;
    const [secret] = await app.db
      .select()
      .from(authSecrets)
      .where(eq(authSecrets.secretHash, hashToken(token)));
    expect(secret?.purpose).toBe('password_reset');
    expect(secret!.expiresAt.getTime() - secret!.createdAt.getTime()).toBe(60 * 60_000);
  });

  it('at most 3 links per e-mail in 15 minutes; further requests still answer 200, silently', async () => {
    const person = await createSignedInUser(app);
    for (let i = 0; i < 5; i++) expect((await requestReset(person.email)).status).toBe(200);
    await app.jobs.drain();
    expect(await readOutbox(app, person.email)).toHaveLength(3);
  });

  it('too many requests from one address answer 429 with Retry-After', async () => {
    const ip = createTestIp();
    for (let i = 0; i < 10; i++) {
      expect((await requestReset(createTestEmail(`flood${i}`), { ip })).status).toBe(200);
    }
    const limited = await requestReset(createTestEmail('flood'), { ip, headers: { 'x-localization': 'en' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('bad input answers 422 on `email` (uk and en)', async () => {
    const uk = await requestReset('not-an-email');
    expect(uk.status).toBe(422);
    expect(errorOf(uk).errors).toEqual({ email: ['Неправильна адреса електронної пошти.'] });
    const en = await requestReset('', { headers: { 'x-localization': 'en' } });
    expect(errorOf(en).errors).toEqual({ email: ['Invalid e-mail address.'] });
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password, revokes every session of the account, and the old password stops working', async () => {
    const person = await createSignedInUser(app);
    const second = await login(person.email, TEST_PASSWORD);
    expect(second.status).toBe(200);
    await requestReset(person.email);
    const token = (await readResetLink(person.email)).searchParams.get('token')!;

    const response = await reset(token);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ message: 'Пароль змінено. Увійдіть із новим паролем.' });

    const live = await app.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await call(app, endpoints.getProfile, {}, { as: person })).status).toBe(401);
    expect((await login(person.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('a link works once: a second use answers 422 auth.reset_token_invalid on `token`, and the other links die too', async () => {
    const person = await createSignedInUser(app);
    await requestReset(person.email);
    const first = (await readResetLink(person.email)).searchParams.get('token')!;
    await requestReset(person.email);
    const second = (await readResetLink(person.email)).searchParams.get('token')!;
    expect((await reset(second)).status).toBe(200);
    const again = await reset(second, 'Another-Pass-3', { 'x-localization': 'en' });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      code: 'validation_failed',
      message: 'The link is invalid or has expired. Ask for a new one.',
      errors: { token: ['The link is invalid or has expired. Ask for a new one.'] },
    });
    expect((await reset(first, 'Another-Pass-3')).status).toBe(422);
  });

  it('a link expires after 60 minutes', async () => {
    const person = await createSignedInUser(app);
    await requestReset(person.email);
    const token = (await readResetLink(person.email)).searchParams.get('token')!;
    await app.db
      .update(authSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authSecrets.userId, person.user.id), eq(authSecrets.purpose, 'password_reset')));
    const response = await reset(token);
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({
      token: ['Посилання недійсне або застаріло. Запросіть нове.'],
    });
    expect((await login(person.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('an unknown token answers 422; a weak or mismatched password answers 422 on its field', async () => {
    expect((await reset('x'.repeat(43))).status).toBe(422);
    const weak = await call(
      app,
      endpoints.resetPassword,
      { body: { token: 'x'.repeat(43), password: 'onlyletters', password_confirmation: 'different' } },
      { locale: 'en' },
    );
    expect(weak.status).toBe(422);
    expect(errorOf(weak).errors).toEqual({
      password: ['The password needs at least 8 characters, with letters and digits.'],
      password_confirmation: ['The passwords do not match.'],
    });
  });

  it('a reset lifts a sign-in lock on the account (the owner proved the mailbox)', async () => {
    const person = await createSignedInUser(app);
    for (let i = 0; i < 5; i++) await login(person.email, 'Wrong-pass-1');
    expect((await login(person.email, TEST_PASSWORD)).status).toBe(429);
    await requestReset(person.email);
    const token = (await readResetLink(person.email)).searchParams.get('token')!;
    expect((await reset(token)).status).toBe(200);
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
  });
});
