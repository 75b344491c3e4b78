import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { authSecrets, authThrottles, sessions, users } from '@portal/db';
import { createTotpSecret, generateTotpCode } from '../src/lib/totp';
import { call } from './call';
import { buildTestApp, createTestEmail, type TestApp } from './helpers';
import {
  challengeOf,
  createSignedInUser,
  errorOf,
  fromAddress,
  readTokenCookie,
  sessionOf,
  TEST_PASSWORD,
} from './accounts';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

function login(
  body: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
  target: FastifyInstance = app,
) {
  return call(
    fromAddress(target, options.ip),
    endpoints.signInWithPassword,
    { body },
    { headers: options.headers ?? {} },
  );
}

function twoFactor(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(app, endpoints.signInWithTwoFactorCode, { body }, { headers });
}

describe('POST /auth/login', () => {
  it('right e-mail and password: a session, its cookie and its token (e-mail in any case)', async () => {
    const person = await createSignedInUser(app, { step: 5 });
    const response = await login({ email: person.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toEqual({
      requires_2fa: false,
      token: expect.any(String),
      registration_step: 5,
      role: 'exporter',
    });
    const { token } = sessionOf(data);
    expect(readTokenCookie(response.response.headers['set-cookie'])).toBe(token);
    const profile = await call(app, endpoints.getProfile, {}, { headers: { cookie: `token=${token}` } });
    expect(profile.data.user.email).toBe(person.email);
  });

  it('an unfinished registration signs in too and says the step (spec §4: /auth/registration resumes)', async () => {
    const person = await createSignedInUser(app, { step: 3 });
    const response = await login({ email: person.email, password: TEST_PASSWORD });
    expect(sessionOf(response.data).registration_step).toBe(3);
  });

  it('issue 3: a wrong password and an unknown e-mail get the same 401 auth.invalid_credentials', async () => {
    const person = await createSignedInUser(app);
    const wrong = await login({ email: person.email, password: 'Wrong-pass-1' });
    const unknown = await login({ email: createTestEmail('nobody'), password: 'Wrong-pass-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 'unauthenticated',
      message: 'Неправильна електронна пошта або пароль.',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.response.headers['set-cookie']).toBeUndefined();
    const en = await login(
      { email: person.email, password: 'Wrong-pass-1' },
      { headers: { 'x-localization': 'en' } },
    );
    expect(errorOf(en).message).toBe('Wrong e-mail or password.');
  });

  it('ARCHITECTURE §5: bad input answers 422 per field (uk and en)', async () => {
    const uk = await login({ email: 'nope', password: '' });
    expect(uk.status).toBe(422);
    expect(errorOf(uk).errors).toEqual({
      email: ['Неправильна адреса електронної пошти.'],
      password: ['Вкажіть пароль.'],
    });
    const en = await login({ email: 'a@example.test' }, { headers: { 'x-localization': 'en' } });
    expect(errorOf(en).errors).toEqual({ password: ['Enter your password.'] });
  });

  it('DOMAIN: a banned user cannot sign in and is told so (403 auth.banned)', async () => {
    const person = await createSignedInUser(app, { isBanned: true });
    const response = await login(
      { email: person.email, password: TEST_PASSWORD },
      { headers: { 'x-localization': 'en' } },
    );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'forbidden',
      message: 'Your account is blocked. Please contact support.',
    });
    // A banned account learns nothing without the password.
    const guess = await login({ email: person.email, password: 'Wrong-pass-1' });
    expect(guess.status).toBe(401);
  });
});

describe('ARCHITECTURE §4 sign-in throttling', () => {
  it('the 6th failed sign-in in a row for an account answers 429 with Retry-After 15 minutes, even with the right password', async () => {
    const person = await createSignedInUser(app);
    for (let i = 0; i < 5; i++) {
      const response = await login({ email: person.email, password: `Wrong-pass-${i}` });
      expect(response.status).toBe(401);
    }
    const sixth = await login(
      { email: person.email, password: TEST_PASSWORD },
      { headers: { 'x-localization': 'en' } },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      code: 'too_many_requests',
      message: 'Too many failed attempts. Try again in 15 min.',
    });
    expect(Number(sixth.response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(sixth.response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('unknown e-mails are throttled the same way (no enumeration by the lock)', async () => {
    const email = createTestEmail('ghost');
    for (let i = 0; i < 5; i++) await login({ email, password: 'Wrong-pass-1' });
    const sixth = await login({ email, password: 'Wrong-pass-1' });
    expect(sixth.status).toBe(429);
    expect(sixth.response.headers['retry-after']).toBeDefined();
  });

  it('a successful sign-in resets the account counter', async () => {
    const person = await createSignedInUser(app);
    for (let i = 0; i < 4; i++) await login({ email: person.email, password: 'Wrong-pass-1' });
    expect((await login({ email: person.email, password: TEST_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: person.email, password: 'Wrong-pass-1' });
    expect((await login({ email: person.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('the lock is kept in the database: a restarted server still answers 429', async () => {
    const person = await createSignedInUser(app);
    for (let i = 0; i < 5; i++) await login({ email: person.email, password: 'Wrong-pass-1' });
    const restarted = await buildTestApp({ dbHandle: testApp.dbHandle });
    try {
      const response = await login({ email: person.email, password: TEST_PASSWORD }, {}, restarted.app);
      expect(response.status).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('the lock ends after its 15 minutes, and the series starts afresh', async () => {
    const person = await createSignedInUser(app);
    for (let i = 0; i < 5; i++) await login({ email: person.email, password: 'Wrong-pass-1' });
    await app.db
      .update(authThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authThrottles.key, `signin:account:${person.email}`));
    expect((await login({ email: person.email, password: 'Wrong-pass-1' })).status).toBe(401);
    expect((await login({ email: person.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('20 failures in 5 minutes from one address answer 429 for any account, loopback included', async () => {
    const ip = '127.0.0.1';
    for (let i = 0; i < 20; i++) {
      const response = await login({ email: createTestEmail(`spray${i}`), password: 'Wrong-pass-1' }, { ip });
      expect(response.status).toBe(401);
    }
    const person = await createSignedInUser(app);
    const blocked = await login({ email: person.email, password: TEST_PASSWORD }, { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not affected.
    expect((await login({ email: person.email, password: TEST_PASSWORD })).status).toBe(200);
    await app.db.delete(authThrottles).where(eq(authThrottles.key, `signin:address:${ip}`));
  });
});

describe('two-factor sign-in (ARCHITECTURE §4: TOTP, each code once, 5 wrong lock)', () => {
  async function createTwoFactorUser() {
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    const response = await login({ email: person.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.response.headers['set-cookie']).toBeUndefined();
    const data = response.data;
    expect(data).toEqual({ requires_2fa: true, challenge: expect.any(String) });
    return { person, secret, challenge: challengeOf(data) };
  }

  it('with 2FA on, the password step answers a challenge and no session; the code completes sign-in', async () => {
    const { secret, challenge, person } = await createTwoFactorUser();
    const stored = await app.db
      .select()
      .from(authSecrets)
      .where(eq(authSecrets.purpose, 'two_factor_challenge'));
    expect(stored.map((s) => s.secretHash)).not.toContain(challenge);
    const response = await twoFactor({ challenge, code: generateTotpCode({ secret }) });
    expect(response.status).toBe(200);
    const { token } = sessionOf(response.data);
    expect(readTokenCookie(response.response.headers['set-cookie'])).toBe(token);
    const profile = await call(
      app,
      endpoints.getProfile,
      {},
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(profile.data.user).toMatchObject({ email: person.email, google2fa_is_active: true });
    // The challenge is single use.
    const again = await twoFactor({ challenge, code: generateTotpCode({ secret }) });
    expect(again.status).toBe(401);
  });

  it('each code is accepted once: the same code a second time answers 422 auth.totp_invalid', async () => {
    const { secret, challenge, person } = await createTwoFactorUser();
    const code = generateTotpCode({ secret });
    expect((await twoFactor({ challenge, code })).status).toBe(200);
    const second = await login({ email: person.email, password: TEST_PASSWORD });
    const reused = await twoFactor({ challenge: challengeOf(second.data), code }, { 'x-localization': 'en' });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      code: 'validation_failed',
      message: 'Wrong authenticator code.',
      errors: { code: ['Wrong authenticator code.'] },
    });
  });

  it('a code of the previous 30-second step is still accepted (window ±1)', async () => {
    const { secret, challenge } = await createTwoFactorUser();
    const code = generateTotpCode({ secret, now: Date.now() - 30_000 });
    expect((await twoFactor({ challenge, code })).status).toBe(200);
  });

  it('5 wrong codes lock the step for 15 minutes: 429 with Retry-After, even for the right code', async () => {
    const { secret, challenge } = await createTwoFactorUser();
    const right = generateTotpCode({ secret });
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await twoFactor({ challenge, code: wrong })).status).toBe(422);
    }
    const locked = await twoFactor({ challenge, code: right });
    expect(locked.status).toBe(429);
    expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('an expired challenge (5 minutes) answers 401 auth.two_factor_expired: sign in again', async () => {
    const { secret, challenge, person } = await createTwoFactorUser();
    await app.db
      .update(authSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSecrets.userId, person.user.id));
    const response = await twoFactor(
      { challenge, code: generateTotpCode({ secret }) },
      { 'x-localization': 'en' },
    );
    expect(response.status).toBe(401);
    expect(errorOf(response).message).toBe('The time to enter the code has run out. Please sign in again.');
  });

  it('bad input answers 422 per field (uk)', async () => {
    const response = await twoFactor({ challenge: 'short', code: '12' });
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({
      challenge: ['Мінімальна довжина — 16.'],
      code: ['Код — це 6 цифр.'],
    });
  });

  it('a user banned between the steps is refused (403)', async () => {
    const { secret, challenge, person } = await createTwoFactorUser();
    await app.db.update(users).set({ isBanned: true }).where(eq(users.id, person.user.id));
    expect((await twoFactor({ challenge, code: generateTotpCode({ secret }) })).status).toBe(403);
  });
});

describe('POST /auth/logout (spec §6, ARCHITECTURE §4)', () => {
  it('revokes the session and removes the cookie', async () => {
    const person = await createSignedInUser(app);
    const response = await call(app, endpoints.signOutSession, {}, { headers: person.cookieHeaders });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ message: 'Ви вийшли з облікового запису.' });
    const setCookie = String(response.response.headers['set-cookie']);
    expect(setCookie).toMatch(/^token=;/);
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Path=\//);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.id, person.sessionId));
    expect(session?.revokedAt).toBeInstanceOf(Date);
    const profile = await call(app, endpoints.getProfile, {}, { headers: person.cookieHeaders });
    expect(profile.status).toBe(401);
  });

  it('with a bearer token as well; without a session it still answers 200 (nothing to end)', async () => {
    const person = await createSignedInUser(app);
    const response = await call(app, endpoints.signOutSession, {}, { as: person });
    expect(response.status).toBe(200);
    expect((await call(app, endpoints.getProfile, {}, { as: person })).status).toBe(401);
    const guest = await call(app, endpoints.signOutSession, {}, { locale: 'en' });
    expect(guest.data).toEqual({ message: 'You have signed out.' });
  });
});
