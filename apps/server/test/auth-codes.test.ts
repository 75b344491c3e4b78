import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSecrets, users } from '@portal/db';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import {
  createSignedInUser,
  postApi,
  createWrongCode,
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

const post = (url: string, payload: InjectOptions['payload'], headers?: Record<string, string>) =>
  postApi(app, url, payload, headers);

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
    const sent = await post('/auth/verification-email', undefined, person.headers);
    const body = sent.json().data;
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
    await post('/auth/verification-email', undefined, person.headers);
    const code = await readCode(person.email);
    const uk = await post('/auth/submit-verification-email', { code: wrongCode(code) }, person.headers);
    expect(uk.statusCode).toBe(422);
    expect(uk.json()).toEqual({
      code: 'validation_failed',
      message: 'Неправильний код.',
      errors: { code: ['Неправильний код.'] },
    });
    const en = await post(
      '/auth/submit-verification-email',
      { code: '12ab' },
      { ...person.headers, 'x-localization': 'en' },
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ code: ['The code is 6 digits.'] });
  });

  it('3 sends per 15 minutes: the 4th answers 429 auth.code_send_limit with Retry-After', async () => {
    // The two tests above sent two codes to this account; one more is allowed.
    const third = await post('/auth/verification-email', undefined, person.headers);
    expect(third.statusCode).toBe(200);
    expect(Date.parse(third.json().data.resend_available_at)).toBeGreaterThan(Date.now() + 60_000);
    const fourth = await post('/auth/verification-email', undefined, {
      ...person.headers,
      'x-localization': 'en',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many codes sent. Try again later.',
    });
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('the latest code is the one that works; an earlier one answers code_invalid', async () => {
    const fresh = await register();
    await post('/auth/verification-email', undefined, fresh.headers);
    const first = await readCode(fresh.email);
    await post('/auth/verification-email', undefined, fresh.headers);
    const second = await readCode(fresh.email);
    if (first !== second) {
      const old = await post('/auth/submit-verification-email', { code: first }, fresh.headers);
      expect(old.json().errors).toEqual({ code: ['Неправильний код.'] });
    }
    const ok = await post('/auth/submit-verification-email', { code: second }, fresh.headers);
    expect(ok.statusCode).toBe(200);
  });

  it('5 wrong tries kill the code: then even the right code answers auth.code_expired', async () => {
    const fresh = await register();
    await post('/auth/verification-email', undefined, fresh.headers);
    const code = await readCode(fresh.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/auth/submit-verification-email', { code: wrongCode(code) }, fresh.headers);
      expect(wrong.json().errors).toEqual({ code: ['Неправильний код.'] });
    }
    const right = await post('/auth/submit-verification-email', { code }, fresh.headers);
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({
      code: 'validation_failed',
      message: 'Код недійсний або прострочений. Надішліть новий.',
      errors: { code: ['Код недійсний або прострочений. Надішліть новий.'] },
    });
  });

  it('a code expires after 10 minutes (auth.code_expired)', async () => {
    const fresh = await register();
    await post('/auth/verification-email', undefined, fresh.headers);
    const code = await readCode(fresh.email);
    const [row] = await app.db.select().from(users).where(eq(users.email, fresh.email));
    await app.db
      .update(authSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSecrets.userId, row!.id));
    const response = await post(
      '/auth/submit-verification-email',
      { code },
      { ...fresh.headers, 'x-localization': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['The code is no longer valid. Send a new one.'] });
  });

  it('a code works once (single use)', async () => {
    const fresh = await register();
    await post('/auth/verification-email', undefined, fresh.headers);
    const code = await readCode(fresh.email);
    expect((await post('/auth/submit-verification-email', { code }, fresh.headers)).statusCode).toBe(200);
    // The account has moved on: the step itself is gone (409) before the code is even looked at.
    expect((await post('/auth/submit-verification-email', { code }, fresh.headers)).statusCode).toBe(409);
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
      '/auth/verification-phone',
      { phone: '+38 (050) 765-43-21' },
      person.bearerHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.sent_to).toBe('+380507654321');
    expect(await readOutbox(app, '+380507654321')).toEqual([]);
    await app.jobs.drain();
    const [sms] = await readOutbox(app, '+380507654321');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.text).toMatch(/^Портал експортерів: ваш код \d{6}, дійсний 10 хв\.$/);
  });

  it('a number that is not one answers 422 on `phone` (uk and en)', async () => {
    const uk = await post('/auth/verification-phone', { phone: '12345' }, person.bearerHeaders);
    expect(uk.statusCode).toBe(422);
    expect(uk.json().errors).toEqual({ phone: ['Неправильний номер телефону. Приклад: +380 67 123 45 67.'] });
    const en = await post(
      '/auth/verification-phone',
      {},
      { ...person.bearerHeaders, 'x-localization': 'en' },
    );
    expect(en.json().errors).toEqual({ phone: ['This field is required.'] });
  });

  it('a wrong SMS code answers 422 and the step stays at 2', async () => {
    const response = await post('/auth/submit-verification-phone', { code: '000000' }, person.bearerHeaders);
    expect(response.statusCode).toBe(422);
    const profile = await app.inject({ url: '/api/profile', headers: person.bearerHeaders });
    expect(profile.json().data.user.registration_step).toBe(2);
  });
});
