import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@portal/db';
import type { Profile } from '@portal/contract';
import { buildTestApp, createTestEmail, type TestApp } from './helpers';
import {
  COMPANY_BODY,
  postApi,
  createSignedInUser,
  readSentCode,
  readTokenCookie,
  REGISTER_PASSWORD as PASSWORD,
  registerThroughApi,
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

describe('spec §4 registration: the five steps in order', () => {
  it('register → e-mail code → phone code → main info → company info reaches registration_step 5', async () => {
    const { email, headers } = await register();

    const sent = await post('/auth/verification-email', undefined, headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ sent_to: email });
    const step2 = await post('/auth/submit-verification-email', { code: await readCode(email) }, headers);
    expect(step2.statusCode).toBe(200);
    expect(step2.json().data.user.registration_step).toBe(2);

    const phoneSent = await post('/auth/verification-phone', { phone: '067 123 45 67' }, headers);
    expect(phoneSent.statusCode).toBe(200);
    expect(phoneSent.json().data.sent_to).toBe('+380671234567');
    const profileDuring = await app.inject({ url: '/api/profile', headers });
    expect(profileDuring.json().data.user.registrationPhoneNumber).toBe('+380671234567');
    const step3 = await post(
      '/auth/submit-verification-phone',
      { code: await readCode('+380671234567') },
      headers,
    );
    expect(step3.statusCode).toBe(200);
    expect(step3.json().data.user).toMatchObject({
      registration_step: 3,
      registrationPhoneNumber: '+380671234567',
      main_info: { phone: '+380671234567' },
    });

    const step4 = await post(
      '/auth/submit-user-main-info',
      { name: 'Оксана', surname: 'Бондар', patronymic: 'Петрівна', position: 'Директорка' },
      headers,
    );
    expect(step4.statusCode).toBe(200);
    expect(step4.json().data.user.main_info).toMatchObject({ name: 'Оксана', surname: 'Бондар' });

    const step5 = await post('/auth/submit-user-company-info', COMPANY_BODY, headers);
    expect(step5.statusCode).toBe(200);
    const user = step5.json().data.user as Profile;
    expect(user.registration_step).toBe(5);
    // Spec §3: registrationPhoneNumber is kept during registration only.
    expect(user.registrationPhoneNumber).toBeNull();
    expect(user.companyInfo).toMatchObject({
      name_ru: COMPANY_BODY.name_ru,
      name_en: COMPANY_BODY.name_en,
      edrpou_code: '34718266',
      region: 'UA-46',
      fields_of_activity: ['machinery', 'metallurgy'],
      type_business: 'manufacturer',
      year_of_foundation: 2015,
    });
  });

  it('spec §4: a step out of order answers 409 auth.wrong_step, in both languages', async () => {
    const { headers } = await register();
    const early = await post('/auth/submit-user-main-info', { name: 'Іван', surname: 'Петренко' }, headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'conflict', message: 'Цей крок реєстрації зараз недоступний.' });
    const phone = await post(
      '/auth/verification-phone',
      { phone: '+380671234567' },
      { ...headers, 'x-localization': 'en' },
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toBe('This registration step is not available now.');
    const company = await post('/auth/submit-user-company-info', COMPANY_BODY, headers);
    expect(company.statusCode).toBe(409);
  });

  it('spec §4: a finished registration cannot take a step again (409)', async () => {
    const done = await createSignedInUser(app, { step: 5 });
    const response = await post('/auth/verification-email', undefined, done.bearerHeaders);
    expect(response.statusCode).toBe(409);
    const main = await post('/auth/submit-user-main-info', { name: 'А', surname: 'Б' }, done.bearerHeaders);
    expect(main.statusCode).toBe(409);
  });

  it('every step call without a session answers 401', async () => {
    for (const url of [
      '/auth/verification-email',
      '/auth/submit-verification-email',
      '/auth/verification-phone',
      '/auth/submit-verification-phone',
      '/auth/submit-user-main-info',
      '/auth/submit-user-company-info',
    ]) {
      const response = await post(url, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });
});

describe('POST /auth/register (spec §4 step 1)', () => {
  it('ARCHITECTURE §4: sets the token cookie HttpOnly, SameSite=Lax, Path=/, Max-Age 30 days, not Secure outside production', async () => {
    const { response, token, email } = await register();
    const setCookie = response.headers['set-cookie'] as string;
    expect(readTokenCookie(setCookie)).toBe(token);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(response.json()).toEqual({ data: { requires_2fa: false, token, registration_step: 1 } });
    const profile = await app.inject({ url: '/api/profile', headers: { cookie: `token=${token}` } });
    expect(profile.json().data.user).toMatchObject({ email, registration_step: 1, role: 'exporter' });
  });

  it('ARCHITECTURE §4: the password is stored as argon2id, never as given', async () => {
    const { email } = await register();
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('the account speaks the language of X-Localization at registration (users.locale)', async () => {
    const { email } = await register(createTestEmail('en'), { 'x-localization': 'en' });
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.locale).toBe('en');
  });

  it('an e-mail already registered, in any letter case, answers 409 auth.email_taken on the field', async () => {
    const { email } = await register();
    const response = await post(
      '/auth/register',
      { email: email.toUpperCase(), password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true },
      { 'x-localization': 'en' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: 'An account with this e-mail already exists.',
      errors: { email: ['An account with this e-mail already exists.'] },
    });
  });

  it('ARCHITECTURE §5: bad input answers 422 with an error per field, in Ukrainian', async () => {
    const response = await post('/auth/register', {
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      accept_terms: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Неправильна адреса електронної пошти.'],
      password: ['Мінімальна довжина — 8.', 'Пароль має містити щонайменше 8 символів, літери та цифри.'],
      accept_terms: ['Потрібна згода з умовами використання та договором оферти.'],
    });
  });

  it('ARCHITECTURE §5: bad input answers 422 in English, mismatched confirmation on its field', async () => {
    const response = await post(
      '/auth/register',
      {
        email: createTestEmail(),
        password: PASSWORD,
        password_confirmation: 'Other-Pass-1',
        accept_terms: true,
      },
      { 'x-localization': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
  });
});

describe('main info and company info steps: bad input', () => {
  it('main info without a name answers 422 (uk), the step stays', async () => {
    const person = await createSignedInUser(app, { step: 3 });
    const response = await post('/auth/submit-user-main-info', { surname: 'Коваль' }, person.bearerHeaders);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ["Обов'язкове поле."] });
  });

  it('company info checks EDRPOU, IPN, region, English-only name and the year (en)', async () => {
    const person = await createSignedInUser(app, { step: 4 });
    const response = await post(
      '/auth/submit-user-company-info',
      {
        ...COMPANY_BODY,
        edrpou_code: '34718267',
        ipn_code: '123',
        region: 'UA-99',
        name_en: 'Тест',
        year_of_foundation: new Date().getFullYear() + 1,
      },
      { ...person.bearerHeaders, 'x-localization': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      edrpou_code: ['The EDRPOU code is 8 digits with a valid check digit.'],
      ipn_code: ['The tax number (IPN) is 10 or 12 digits.'],
      region: ['Invalid value.'],
      name_en: ['Only Latin letters, digits, spaces and the allowed signs.'],
      year_of_foundation: ['The year cannot be in the future.'],
    });
    const profile = await app.inject({ url: '/api/profile', headers: person.bearerHeaders });
    expect(profile.json().data.user.registration_step).toBe(4);
  });
});
