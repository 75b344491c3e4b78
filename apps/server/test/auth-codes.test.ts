import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '@portal/contract';
import { authSecrets, users } from '@portal/db';
import { callOk, type CallOptions } from './call';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import {
  createSignedInUser,
  postApi,
  createWrongCode,
  errorOf,
  readSentCode,
  registerThroughApi,
  type SignedInUser,
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

const post = <E extends AnyEndpoint>(entry: E, body: unknown, options?: CallOptions) =>
  postApi(app, entry, body, options);

const register = (email?: string, headers?: Record<string, string>) =>
  registerThroughApi(app, { email, headers });
const readCode = (to: string) => readSentCode(app, to);
const wrongCode = createWrongCode;

describe('ARCHITECTURE §4 verification codes', () => {
  let person: { email: string; headers: Record<string, string> };
  let userId: string;

  beforeAll(async () => {
    person = await register();
    const [row] = await app.db.select().from(users).where(eq(users.email, person.email));
    userId = row!.id;
  });

  it('the code is 6 digits, e-mailed in the account’s language with text and HTML, and stored only hashed', async () => {
    const sent = await post(endpoints.sendEmailVerificationCode, undefined, { headers: person.headers });
    const body = sent.data;
    const expiresIn = Date.parse(body.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const code = await readCode(person.email);
    const [message] = await readOutbox(app, person.email);
    expect(message?.subject).toContain('Код підтвердження');
    expect(message?.html).toContain(`lang="uk"`);
    expect(message?.html).toContain(code);
    const secrets = await app.db
      .select()
      .from(authSecrets)
      .where(and(eq(authSecrets.userId, userId), eq(authSecrets.purpose, 'email_code')));
    for (const secret of secrets) expect(secret.secretHash).not.toContain(code);
  });

  it('a wrong code answers 422 auth.code_invalid on `code` (uk and en)', async () => {
    await post(endpoints.sendEmailVerificationCode, undefined, { headers: person.headers });
    const code = await readCode(person.email);
    const uk = await post(
      endpoints.submitEmailVerificationCode,
      { code: wrongCode(code) },
      { headers: person.headers },
    );
    expect(uk.status).toBe(422);
    expect(uk.body).toEqual({
      code: 'validation_failed',
      message: 'Неправильний код.',
      errors: { code: ['Неправильний код.'] },
    });
    const en = await post(
      endpoints.submitEmailVerificationCode,
      { code: '12ab' },
      { headers: person.headers, locale: 'en' },
    );
    expect(en.status).toBe(422);
    expect(errorOf(en).errors).toEqual({ code: ['The code is 6 digits.'] });
  });

  it('3 sends per 15 minutes: the 4th answers 429 auth.code_send_limit with Retry-After', async () => {
    // The two tests above sent two codes to this account; one more is allowed.
    const third = await post(endpoints.sendEmailVerificationCode, undefined, { headers: person.headers });
    expect(third.status).toBe(200);
    expect(Date.parse(third.data.resend_available_at)).toBeGreaterThan(Date.now() + 60_000);
    const fourth = await post(endpoints.sendEmailVerificationCode, undefined, {
      headers: person.headers,
      locale: 'en',
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      code: 'too_many_requests',
      message: 'Too many codes sent. Try again later.',
    });
    const retryAfter = Number(fourth.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('the latest code is the one that works; an earlier one answers code_invalid', async () => {
    const fresh = await register();
    await post(endpoints.sendEmailVerificationCode, undefined, { headers: fresh.headers });
    const first = await readCode(fresh.email);
    await post(endpoints.sendEmailVerificationCode, undefined, { headers: fresh.headers });
    const second = await readCode(fresh.email);
    if (first !== second) {
      const old = await post(
        endpoints.submitEmailVerificationCode,
        { code: first },
        { headers: fresh.headers },
      );
      expect(errorOf(old).errors).toEqual({ code: ['Неправильний код.'] });
    }
    const ok = await post(
      endpoints.submitEmailVerificationCode,
      { code: second },
      { headers: fresh.headers },
    );
    expect(ok.status).toBe(200);
  });

  it('5 wrong tries kill the code: then even the right code answers auth.code_expired', async () => {
    const fresh = await register();
    await post(endpoints.sendEmailVerificationCode, undefined, { headers: fresh.headers });
    const code = await readCode(fresh.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        endpoints.submitEmailVerificationCode,
        { code: wrongCode(code) },
        { headers: fresh.headers },
      );
      expect(errorOf(wrong).errors).toEqual({ code: ['Неправильний код.'] });
    }
    const right = await post(endpoints.submitEmailVerificationCode, { code }, { headers: fresh.headers });
    expect(right.status).toBe(422);
    expect(right.body).toEqual({
      code: 'validation_failed',
      message: 'Код недійсний або прострочений. Надішліть новий.',
      errors: { code: ['Код недійсний або прострочений. Надішліть новий.'] },
    });
  });

  it('a code expires after 10 minutes (auth.code_expired)', async () => {
    const fresh = await register();
    await post(endpoints.sendEmailVerificationCode, undefined, { headers: fresh.headers });
    const code = await readCode(fresh.email);
    const [row] = await app.db.select().from(users).where(eq(users.email, fresh.email));
    await app.db
      .update(authSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSecrets.userId, row!.id));
    const response = await post(
      endpoints.submitEmailVerificationCode,
      { code },
      { headers: fresh.headers, locale: 'en' },
    );
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ code: ['The code is no longer valid. Send a new one.'] });
  });

  it('a code works once (single use)', async () => {
    const fresh = await register();
    await post(endpoints.sendEmailVerificationCode, undefined, { headers: fresh.headers });
    const code = await readCode(fresh.email);
    expect(
      (await post(endpoints.submitEmailVerificationCode, { code }, { headers: fresh.headers })).status,
    ).toBe(200);
    // The account has moved on: the step itself is gone (409) before the code is even looked at.
    expect(
      (await post(endpoints.submitEmailVerificationCode, { code }, { headers: fresh.headers })).status,
    ).toBe(409);
    const [secret] = await app.db
      .select()
      .from(authSecrets)
      .innerJoin(users, eq(users.id, authSecrets.userId))
      .where(eq(users.email, fresh.email));
    expect(secret?.auth_secrets.consumedAt).toBeInstanceOf(Date);
  });
});

describe('phone step (spec §4; issue 3: E.164, Ukrainian numbers first class)', () => {
  let person: SignedInUser;

  beforeAll(async () => {
    person = await createSignedInUser(app, { step: 2 });
  });

  it('the number is normalised to E.164 and the SMS, in Ukrainian, goes to it through the queue', async () => {
    const response = await post(
      endpoints.sendPhoneVerificationCode,
      { phone: '+38 (050) 765-43-21' },
      { as: person },
    );
    expect(response.status).toBe(200);
    expect(response.data.sent_to).toBe('+380507654321');
    expect(await readOutbox(app, '+380507654321')).toEqual([]);
    await app.jobs.drain();
    const [sms] = await readOutbox(app, '+380507654321');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.text).toMatch(/^Портал експортерів: ваш код \d{6}, дійсний 10 хв\.$/);
  });

  it('a number that is not one answers 422 on `phone` (uk and en)', async () => {
    const uk = await post(endpoints.sendPhoneVerificationCode, { phone: '12345' }, { as: person });
    expect(uk.status).toBe(422);
    expect(errorOf(uk).errors).toEqual({
      phone: ['Неправильний номер телефону. Приклад: +380 67 123 45 67.'],
    });
    const en = await post(endpoints.sendPhoneVerificationCode, {}, { as: person, locale: 'en' });
    expect(errorOf(en).errors).toEqual({ phone: ['Enter the phone number. Example: +380 67 123 45 67.'] });
  });

  it('a wrong SMS code answers 422 and the step stays at 2', async () => {
    const response = await post(endpoints.submitPhoneVerificationCode, { code: '000000' }, { as: person });
    expect(response.status).toBe(422);
    const profile = await callOk(app, endpoints.getProfile, {}, { as: person });
    expect(profile.user.registration_step).toBe(2);
  });
});
