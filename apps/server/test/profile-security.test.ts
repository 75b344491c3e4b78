import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  type AnyEndpoint,
  type TwoFactorEnableResult,
  type TwoFactorSetup,
} from '@portal/contract';
import { users } from '@portal/db';
import { Secret, URI } from 'otpauth';
import { createTotpSecret, generateTotpCode } from '../src/lib/totp';
import { createSecretBox, isSealed } from '../src/lib/secret-box';
import { resealTotpSecrets, sealTotpSecret } from '../src/domain/security/totp-secrets';
import { createSession } from '../src/domain/sessions/create-session';
import { call, callOk, type CallOptions } from './call';
import { buildTestApp, type TestApp } from './helpers';
import { challengeOf, createSignedInUser, errorOf, fromAddress, TEST_PASSWORD } from './accounts';

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

function post<E extends AnyEndpoint>(
  entry: E,
  body: Record<string, unknown> | undefined,
  options: CallOptions,
) {
  return call(app, entry, body === undefined ? {} : { body }, options);
}

/** The enrolment a google-2fa-enable answer without a code carries; throws when 2FA was turned on instead. */
function setupOf(result: TwoFactorEnableResult): TwoFactorSetup {
  if (result.enabled) throw new Error('2FA was turned on: no enrolment in the answer');
  return result.setup;
}

/** Signs in with e-mail and password, from an address of its own. */
function login(email: string, password: string) {
  return call(fromAddress(app), endpoints.signInWithPassword, { body: { email, password } });
}

function other(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('GET /profile/security', () => {
  it('2FA state, last password change and the live sessions, the current one first and marked', async () => {
    const person = await createSignedInUser(app);
    const second = await createSession({ db: app.db, userId: person.user.id, userAgent: 'Firefox' });
    const response = await call(app, endpoints.getProfileSecurity, {}, { as: person });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({ google2fa_is_active: false, password_changed_at: null });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]).toMatchObject({ id: person.sessionId, current: true, user_agent: 'vitest' });
    expect(data.sessions[1]).toMatchObject({ id: second.sessionId, current: false, user_agent: 'Firefox' });
  });

  it('without a session: 401', async () => {
    expect((await call(app, endpoints.getProfileSecurity)).status).toBe(401);
  });
});

describe('POST /profile/security/change-password (ARCHITECTURE §4)', () => {
  it('revokes every other session and keeps the current one; the new password signs in', async () => {
    const person = await createSignedInUser(app);
    const otherDevice = await createSession({ db: app.db, userId: person.user.id });
    const response = await post(
      endpoints.changePassword,
      { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { headers: person.cookieHeaders },
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ message: 'Пароль змінено.' });
    expect((await call(app, endpoints.getProfile, {}, { headers: person.cookieHeaders })).status).toBe(200);
    const revoked = await call(
      app,
      endpoints.getProfile,
      {},
      { headers: { authorization: `Bearer ${otherDevice.token}` } },
    );
    expect(revoked.status).toBe(401);
    const security = await callOk(app, endpoints.getProfileSecurity, {}, { headers: person.cookieHeaders });
    expect(Date.parse(security.password_changed_at!)).toBeGreaterThan(Date.now() - 60_000);
    const signIn = await login(person.email, NEW_PASSWORD);
    expect(signIn.status).toBe(200);
  });

  it('a wrong current password answers 422 on current_password (uk and en) and changes nothing', async () => {
    const person = await createSignedInUser(app);
    const body = {
      current_password: 'Wrong-pass-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const uk = await post(endpoints.changePassword, body, { as: person });
    expect(uk.status).toBe(422);
    expect(uk.body).toEqual({
      code: 'validation_failed',
      message: 'Поточний пароль неправильний.',
      errors: { current_password: ['Поточний пароль неправильний.'] },
    });
    const en = await post(endpoints.changePassword, body, { as: person, locale: 'en' });
    expect(errorOf(en).errors).toEqual({ current_password: ['The current password is wrong.'] });
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
      expect((await post(endpoints.changePassword, body, { as: person })).status).toBe(422);
    const locked = await post(
      endpoints.changePassword,
      { ...body, current_password: TEST_PASSWORD },
      { as: person },
    );
    expect(locked.status).toBe(429);
    expect(locked.response.headers['retry-after']).toBeDefined();
  });

  it('a weak or mismatched new password answers 422 on its field; no session answers 401', async () => {
    const person = await createSignedInUser(app);
    const response = await post(
      endpoints.changePassword,
      { current_password: TEST_PASSWORD, password: '12345678', password_confirmation: '1234' },
      { as: person, locale: 'en' },
    );
    expect(errorOf(response).errors).toEqual({
      password: ['The password needs at least 8 characters, with letters and digits.'],
      password_confirmation: ['The passwords do not match.'],
    });
    const guest = await post(
      endpoints.changePassword,
      { current_password: 'a', password: 'b', password_confirmation: 'b' },
      {},
    );
    expect(guest.status).toBe(401);
  });
});

describe('two-factor enrolment (ARCHITECTURE §4: TOTP for Google Authenticator, QR code)', () => {
  it('without a code: a secret, its otpauth URL (issuer, e-mail label, SHA1, 6 digits, 30 s) and an SVG QR code', async () => {
    const person = await createSignedInUser(app);
    const response = await post(endpoints.enableTwoFactor, {}, { as: person });
    expect(response.status).toBe(200);
    const { enabled } = response.data;
    expect(enabled).toBe(false);
    const setup = setupOf(response.data);
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
    const profile = await callOk(app, endpoints.getProfile, {}, { as: person });
    expect(profile.user.google2fa_is_active).toBe(false);
  });

  it('a POST without any body starts enrolment too', async () => {
    const person = await createSignedInUser(app);
    const response = await call(app, endpoints.enableTwoFactor, {}, { as: person });
    expect(response.status).toBe(200);
    expect(response.data.enabled).toBe(false);
  });

  it('with the right code: 2FA on, and sign-in then asks for a code', async () => {
    const person = await createSignedInUser(app);
    const setup = setupOf((await post(endpoints.enableTwoFactor, {}, { as: person })).data);
    const wrong = await post(
      endpoints.enableTwoFactor,
      { code: other(generateTotpCode({ secret: setup.secret })) },
      { as: person },
    );
    expect(wrong.status).toBe(422);
    expect(errorOf(wrong).errors).toEqual({ code: ['Неправильний код автентифікатора.'] });
    const response = await post(
      endpoints.enableTwoFactor,
      { code: generateTotpCode({ secret: setup.secret }) },
      { as: person },
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ enabled: true });
    const profile = await callOk(app, endpoints.getProfile, {}, { as: person });
    expect(profile.user.google2fa_is_active).toBe(true);
    const signIn = await login(person.email, TEST_PASSWORD);
    expect(signIn.data.requires_2fa).toBe(true);
  });

  it('a code without enrolment answers 409 auth.totp_not_started; enrolling again when on answers 409', async () => {
    const person = await createSignedInUser(app);
    const response = await post(endpoints.enableTwoFactor, { code: '123456' }, { as: person, locale: 'en' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 'conflict',
      message: 'First get the QR code to connect an authenticator.',
    });
    const enabled = await createSignedInUser(app, { totpSecret: createTotpSecret() });
    expect((await post(endpoints.enableTwoFactor, {}, { as: enabled })).status).toBe(409);
  });

  it('bad input answers 422; no session answers 401', async () => {
    const person = await createSignedInUser(app);
    const response = await post(endpoints.enableTwoFactor, { code: '12 34' }, { as: person, locale: 'en' });
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ code: ['The code is 6 digits.'] });
    expect((await post(endpoints.enableTwoFactor, {}, {})).status).toBe(401);
    expect((await post(endpoints.disableTwoFactor, { code: '123456' }, {})).status).toBe(401);
  });
});

describe('POST /profile/security/google-2fa-disable', () => {
  it('a current code turns 2FA off; sign-in then needs only the password', async () => {
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    const response = await post(
      endpoints.disableTwoFactor,
      { code: generateTotpCode({ secret }) },
      { headers: person.cookieHeaders },
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ message: 'Двофакторну автентифікацію вимкнено.' });
    const [row] = await app.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null });
    const signIn = await login(person.email, TEST_PASSWORD);
    expect(signIn.data.requires_2fa).toBe(false);
  });

  it('a wrong code answers 422 auth.totp_invalid; 5 wrong lock with 429; off already answers 409', async () => {
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    const wrong = other(generateTotpCode({ secret }));
    for (let i = 0; i < 5; i++) {
      const response = await post(endpoints.disableTwoFactor, { code: wrong }, { as: person });
      expect(response.status).toBe(422);
    }
    const locked = await post(
      endpoints.disableTwoFactor,
      { code: generateTotpCode({ secret }) },
      { as: person },
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const off = await createSignedInUser(app);
    expect((await post(endpoints.disableTwoFactor, { code: '123456' }, { as: off })).status).toBe(409);
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
    const first = await login(email, TEST_PASSWORD);
    expect(first.data.requires_2fa).toBe(true);
    return call(fromAddress(app), endpoints.signInWithTwoFactorCode, {
      body: { challenge: challengeOf(first.data), code: generateTotpCode({ secret, now }) },
    });
  }

  it('the database never holds the key the person was shown, pending or active, and its codes still sign in', async () => {
    const person = await createSignedInUser(app);
    const setup = setupOf((await post(endpoints.enableTwoFactor, {}, { as: person })).data);
    const pending = await storedKeys(person.user.id);
    expect(isSealed(pending.pending!)).toBe(true);
    expect(pending.pending).not.toContain(setup.secret);
    await post(
      endpoints.enableTwoFactor,
      { code: generateTotpCode({ secret: setup.secret }) },
      { as: person },
    );
    const active = await storedKeys(person.user.id);
    expect(isSealed(active.secret!)).toBe(true);
    expect(active.secret).not.toContain(setup.secret);
    expect(active.pending).toBeNull();
    // The enabling code's step is spent: the next step's code signs in.
    const signedIn = await signInWithCode(person.email, setup.secret, Date.now() + 30_000);
    expect(signedIn.status, signedIn.response.body).toBe(200);
  });

  it('a key copied into another person’s row does not open there: a server fault, never a sign-in', async () => {
    const secret = createTotpSecret();
    const owner = await createSignedInUser(app, { totpSecret: secret });
    const other = await createSignedInUser(app, { totpSecret: createTotpSecret() });
    const { secret: sealed } = await storedKeys(owner.user.id);
    await app.db.update(users).set({ totpSecret: sealed }).where(eq(users.id, other.user.id));
    await expect(signInWithCode(other.email, secret)).resolves.toMatchObject({ status: 500 });
  });

  it('keys stored in clear before this decision are sealed at start and keep working', async () => {
    const secret = createTotpSecret();
    const person = await createSignedInUser(app, { totpSecret: secret });
    await app.db.update(users).set({ totpSecret: secret }).where(eq(users.id, person.user.id));
    expect(await resealTotpSecrets(app.db, app.secretBox)).toBeGreaterThanOrEqual(1);
    const { secret: stored } = await storedKeys(person.user.id);
    expect(isSealed(stored!)).toBe(true);
    expect(await resealTotpSecrets(app.db, app.secretBox)).toBe(0);
    expect((await signInWithCode(person.email, secret)).status).toBe(200);
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
    expect((await signInWithCode(person.email, secret)).status).toBe(200);
  });
});
