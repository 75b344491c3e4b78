import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@portal/db';
import { Secret, URI } from 'otpauth';
import { createTotpSecret, generateTotpCode } from '../src/lib/totp';
import { createSecretBox, isSealed } from '../src/lib/secret-box';
import { resealTotpSecrets, sealTotpSecret } from '../src/domain/security/totp-secrets';
import { createSession } from '../src/domain/sessions/create-session';
import { buildTestApp, type TestApp } from './helpers';
import { createSignedInUser, createTestIp, TEST_PASSWORD } from './accounts';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

const NEW_PASSWORD = 'Inshyi-Parol-9';

function post(url: string, payload: Record<string, unknown> | undefined, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: `/api/profile/security/${url}`, payload, headers });
}

function other(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('GET /profile/security', () => {
  it('2FA state, last password change and the live sessions, the current one first and marked', async () => {
    const person = await createSignedInUser(app);
    const second = await createSession({ db: app.db, userId: person.user.id, userAgent: 'Firefox' });
    const response = await app.inject({ url: '/api/profile/security', headers: person.bearerHeaders });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ google2fa_is_active: false, password_changed_at: null });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]).toMatchObject({ id: person.sessionId, current: true, user_agent: 'vitest' });
    expect(data.sessions[1]).toMatchObject({ id: second.sessionId, current: false, user_agent: 'Firefox' });
  });

  it('without a session: 401', async () => {
    expect((await app.inject({ url: '/api/profile/security' })).statusCode).toBe(401);
  });
});

describe('POST /profile/security/change-password (ARCHITECTURE §4)', () => {
  it('revokes every other session and keeps the current one; the new password signs in', async () => {
    const person = await createSignedInUser(app);
    const otherDevice = await createSession({ db: app.db, userId: person.user.id });
    const response = await post(
      'change-password',
      { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      person.cookieHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'Пароль змінено.' } });
    expect((await app.inject({ url: '/api/profile', headers: person.cookieHeaders })).statusCode).toBe(200);
    const revoked = await app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${otherDevice.token}` },
    });
    expect(revoked.statusCode).toBe(401);
    const security = await app.inject({ url: '/api/profile/security', headers: person.cookieHeaders });
    expect(Date.parse(security.json().data.password_changed_at)).toBeGreaterThan(Date.now() - 60_000);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: NEW_PASSWORD },
      remoteAddress: createTestIp(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a wrong current password answers 422 on current_password (uk and en) and changes nothing', async () => {
    const person = await createSignedInUser(app);
    const body = {
      current_password: 'Wrong-pass-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const uk = await post('change-password', body, person.bearerHeaders);
    expect(uk.statusCode).toBe(422);
    expect(uk.json()).toEqual({
      code: 'validation_failed',
      message: 'Поточний пароль неправильний.',
      errors: { current_password: ['Поточний пароль неправильний.'] },
    });
    const en = await post('change-password', body, { ...person.bearerHeaders, 'x-localization': 'en' });
    expect(en.json().errors).toEqual({ current_password: ['The current password is wrong.'] });
    const [row] = await app.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row?.passwordChangedAt).toBeNull();
  });

  it('5 wrong current passwords lock the call for 15 minutes (429 with Retry-After)', async () => {
    const person = await createSignedInUser(app);
    const body = {
      current_password: 'Wrong-pass-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    for (let i = 0; i < 5; i++)
      expect((await post('change-password', body, person.bearerHeaders)).statusCode).toBe(422);
    const locked = await post(
      'change-password',
      { ...body, current_password: TEST_PASSWORD },
      person.bearerHeaders,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('a weak or mismatched new password answers 422 on its field; no session answers 401', async () => {
    const person = await createSignedInUser(app);
    const response = await post(
      'change-password',
      { current_password: TEST_PASSWORD, password: '12345678', password_confirmation: '1234' },
      { ...person.bearerHeaders, 'x-localization': 'en' },
    );
    expect(response.json().errors).toEqual({
      password: ['The password needs at least 8 characters, with letters and digits.'],
      password_confirmation: ['The passwords do not match.'],
    });
    const guest = await post(
      'change-password',
      { current_password: 'a', password: 'b', password_confirmation: 'b' },
      {},
    );
    expect(guest.statusCode).toBe(401);
  });
});

describe('two-factor enrolment (ARCHITECTURE §4: TOTP for Google Authenticator, QR code)', () => {
  it('without a code: a secret, its otpauth URL (issuer, e-mail label, SHA1, 6 digits, 30 s) and an SVG QR code', async () => {
    const person = await createSignedInUser(app);
    const response = await post('google-2fa-enable', {}, person.bearerHeaders);
    expect(response.statusCode).toBe(200);
    const { enabled, setup } = response.json().data;
    expect(enabled).toBe(false);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const totp = URI.parse(setup.otpauth_url);
    expect(totp).toMatchObject({
      issuer: 'Exporters portal',
      label: person.email,
      algorithm: 'SHA1',
      digits: 6,
    });
    expect('period' in totp && totp.period).toBe(30);
    expect(totp.secret.base32).toBe(Secret.fromBase32(setup.secret).base32);
    expect(setup.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Still off until a code confirms it.
    const profile = await app.inject({ url: '/api/profile', headers: person.bearerHeaders });
    expect(profile.json().data.user.google2fa_is_active).toBe(false);
  });

  it('a POST without any body starts enrolment too', async () => {
    const person = await createSignedInUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/security/google-2fa-enable',
      headers: person.bearerHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.enabled).toBe(false);
  });

  it('with the right code: 2FA on, and sign-in then asks for a code', async () => {
    const person = await createSignedInUser(app);
    const { setup } = (await post('google-2fa-enable', {}, person.bearerHeaders)).json().data;
    const wrong = await post(
      'google-2fa-enable',
      { code: other(generateTotpCode({ secret: setup.secret })) },
      person.bearerHeaders,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Неправильний код автентифікатора.'] });
    const response = await post(
      'google-2fa-enable',
      { code: generateTotpCode({ secret: setup.secret }) },
      person.bearerHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { enabled: true } });
    const profile = await app.inject({ url: '/api/profile', headers: person.bearerHeaders });
    expect(profile.json().data.user.google2fa_is_active).toBe(true);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: TEST_PASSWORD },
      remoteAddress: createTestIp(),
    });
    expect(signIn.json().data.requires_2fa).toBe(true);
  });

  it('a code without enrolment answers 409 auth.totp_not_started; enrolling again when on answers 409', async () => {
    const person = await createSignedInUser(app);
    const response = await post(
      'google-2fa-enable',
      { code: '123456' },
      { ...person.bearerHeaders, 'x-localization': 'en' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: 'First get the QR code to connect an authenticator.',
    });
    const enabled = await createSignedInUser(app, { totpSecret: createTotpSecret() });
    expect((await post('google-2fa-enable', {}, enabled.bearerHeaders)).statusCode).toBe(409);
  });

  it('bad input answers 422; no session answers 401', async () => {
    const person = await createSignedInUser(app);
    const response = await post(
      'google-2fa-enable',
      { code: '12 34' },
      { ...person.bearerHeaders, 'x-localization': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['The code is 6 digits.'] });
    expect((await post('google-2fa-enable', {}, {})).statusCode).toBe(401);
    expect((await post('google-2fa-disable', { code: '123456' }, {})).statusCode).toBe(401);
  });
});

describe('POST /profile/security/google-2fa-disable', () => {
  it('a current code turns 2FA off; sign-in then needs only the password', async () => {
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    const response = await post(
      'google-2fa-disable',
      { code: generateTotpCode({ secret }) },
      person.cookieHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'Двофакторну автентифікацію вимкнено.' } });
    const [row] = await app.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: TEST_PASSWORD },
      remoteAddress: createTestIp(),
    });
    expect(signIn.json().data.requires_2fa).toBe(false);
  });

  it('a wrong code answers 422 auth.totp_invalid; 5 wrong lock with 429; off already answers 409', async () => {
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    const wrong = other(generateTotpCode({ secret }));
    for (let i = 0; i < 5; i++) {
      const response = await post('google-2fa-disable', { code: wrong }, person.bearerHeaders);
      expect(response.statusCode).toBe(422);
    }
    const locked = await post(
      'google-2fa-disable',
      { code: generateTotpCode({ secret }) },
      person.bearerHeaders,
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const off = await createSignedInUser(app);
    expect((await post('google-2fa-disable', { code: '123456' }, off.bearerHeaders)).statusCode).toBe(409);
  });
});

describe('stored TOTP keys (decision 018)', () => {
  const storedKeys = async (userId: string) =>
    (
      await app.db
        .select({ secret: users.totpSecret, pending: users.totpPendingSecret })
        .from(users)
        .where(eq(users.id, userId))
    )[0]!;

  /** The second sign-in step with a code of `secret`: the session it gives, or the status. */
  async function signInWithCode(email: string, secret: string, now = Date.now()) {
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: createTestIp(),
    });
    expect(first.json().data.requires_2fa).toBe(true);
    return app.inject({
      method: 'POST',
      url: '/api/auth/google-2fa-auth',
      payload: { challenge: first.json().data.challenge, code: generateTotpCode({ secret, now }) },
      remoteAddress: createTestIp(),
    });
  }

  it('the database never holds the key the person was shown, pending or active, and its codes still sign in', async () => {
    const person = await createSignedInUser(app);
    const { setup } = (await post('google-2fa-enable', {}, person.bearerHeaders)).json().data;
    const pending = await storedKeys(person.user.id);
    expect(isSealed(pending.pending!)).toBe(true);
    expect(pending.pending).not.toContain(setup.secret);
    await post(
      'google-2fa-enable',
      { code: generateTotpCode({ secret: setup.secret }) },
      person.bearerHeaders,
    );
    const active = await storedKeys(person.user.id);
    expect(isSealed(active.secret!)).toBe(true);
    expect(active.secret).not.toContain(setup.secret);
    expect(active.pending).toBeNull();
    // The enabling code's step is spent: the next step's code signs in.
    const signedIn = await signInWithCode(person.email, setup.secret, Date.now() + 30_000);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('a key copied into another person’s row does not open there: a server fault, never a sign-in', async () => {
    const secret = createTotpSecret();
    const owner = await createSignedInUser(app, { totpSecret: secret });
    const other = await createSignedInUser(app, { totpSecret: createTotpSecret() });
    const { secret: sealed } = await storedKeys(owner.user.id);
    await app.db.update(users).set({ totpSecret: sealed }).where(eq(users.id, other.user.id));
    await expect(signInWithCode(other.email, secret)).resolves.toMatchObject({ statusCode: 500 });
  });

  it('keys stored in clear before this decision are sealed at start and keep working', async () => {
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    await app.db.update(users).set({ totpSecret: secret }).where(eq(users.id, person.user.id));
    expect(await resealTotpSecrets(app.db, app.secretBox)).toBeGreaterThanOrEqual(1);
    const { secret: stored } = await storedKeys(person.user.id);
    expect(isSealed(stored!)).toBe(true);
    expect(await resealTotpSecrets(app.db, app.secretBox)).toBe(0);
    expect((await signInWithCode(person.email, secret)).statusCode).toBe(200);
  });

  it('after SECRETS_KEY changes, keys sealed with SECRETS_KEY_PREVIOUS are resealed at start; without it the start stops and says why', async () => {
    const previousKey = randomBytes(32);
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    const underOldKey = sealTotpSecret(createSecretBox({ key: previousKey }), person.user.id, secret);
    await app.db.update(users).set({ totpSecret: underOldKey }).where(eq(users.id, person.user.id));
    await expect(resealTotpSecrets(app.db, app.secretBox)).rejects.toThrow(/SECRETS_KEY_PREVIOUS/);
    const rotating = createSecretBox({ key: app.config.secretsKey, previousKey });
    expect(await resealTotpSecrets(app.db, rotating)).toBe(1);
    expect(app.secretBox.isCurrent((await storedKeys(person.user.id)).secret!)).toBe(true);
    expect((await signInWithCode(person.email, secret)).statusCode).toBe(200);
  });
});
