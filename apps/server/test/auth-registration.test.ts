import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@portal/db';
import { endpointRoute, endpoints, type AnyEndpoint, type Profile } from '@portal/contract';
import { callOk, type CallOptions } from './call';
import { buildTestApp, createTestEmail, type TestApp } from './helpers';
import {
  COMPANY_BODY,
  errorOf,
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

const post = <E extends AnyEndpoint>(entry: E, body: unknown, options?: CallOptions) =>
  postApi(app, entry, body, options);

const register = (email?: string, headers?: Record<string, string>) =>
  registerThroughApi(app, { email, headers });
const readCode = (to: string) => readSentCode(app, to);

describe('spec §4 registration: the five steps in order', () => {
  it('register → e-mail code → phone code → main info → company info reaches registration_step 5', async () => {
    const { email, headers } = await register();

    const sent = await post(endpoints.sendEmailVerificationCode, undefined, { headers });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ sent_to: email });
    const step2 = await post(
      endpoints.submitEmailVerificationCode,
      { code: await readCode(email) },
      { headers },
    );
    expect(step2.status).toBe(200);
    expect(step2.data.user.registration_step).toBe(2);

    const phoneSent = await post(
      endpoints.sendPhoneVerificationCode,
      { phone: '067 123 45 67' },
      { headers },
    );
    expect(phoneSent.status).toBe(200);
    expect(phoneSent.data.sent_to).toBe('+380671234567');
    const profileDuring = await callOk(app, endpoints.getProfile, {}, { headers });
    expect(profileDuring.user.registrationPhoneNumber).toBe('+380671234567');
    const step3 = await post(
      endpoints.submitPhoneVerificationCode,
      { code: await readCode('+380671234567') },
      { headers },
    );
    expect(step3.status).toBe(200);
    expect(step3.data.user).toMatchObject({
      registration_step: 3,
      registrationPhoneNumber: '+380671234567',
      main_info: { phone: '+380671234567' },
    });

    const step4 = await post(
      endpoints.submitRegistrationMainInfo,
      { name: 'Оксана', surname: 'Бондар', patronymic: 'Петрівна', position: 'Директорка' },
      { headers },
    );
    expect(step4.status).toBe(200);
    expect(step4.data.user.main_info).toMatchObject({ name: 'Оксана', surname: 'Бондар' });

    // Issue 25 §8: the position given at step 4 is the company form's "your position" unless
    // step 5 gives another one (one fact, not two fields).
    const { position_in_the_company: _given, ...withoutPosition } = COMPANY_BODY;
    const step5 = await post(endpoints.submitRegistrationCompanyInfo, withoutPosition, { headers });
    expect(step5.status).toBe(200);
    const user: Profile = step5.data.user;
    expect(user.companyInfo?.position_in_the_company).toBe('Директорка');
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
    const early = await post(
      endpoints.submitRegistrationMainInfo,
      { name: 'Іван', surname: 'Петренко' },
      { headers },
    );
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ code: 'conflict', message: 'Цей крок реєстрації зараз недоступний.' });
    const phone = await post(
      endpoints.sendPhoneVerificationCode,
      { phone: '+380671234567' },
      { headers, locale: 'en' },
    );
    expect(phone.status).toBe(409);
    expect(errorOf(phone).message).toBe('This registration step is not available now.');
    const company = await post(endpoints.submitRegistrationCompanyInfo, COMPANY_BODY, { headers });
    expect(company.status).toBe(409);
  });

  it('spec §4: a finished registration cannot take a step again (409)', async () => {
    const done = await createSignedInUser(app, { step: 5 });
    const response = await post(endpoints.sendEmailVerificationCode, undefined, { as: done });
    expect(response.status).toBe(409);
    const main = await post(endpoints.submitRegistrationMainInfo, { name: 'А', surname: 'Б' }, { as: done });
    expect(main.status).toBe(409);
  });

  it('every step call without a session answers 401', async () => {
    for (const entry of [
      endpoints.sendEmailVerificationCode,
      endpoints.submitEmailVerificationCode,
      endpoints.sendPhoneVerificationCode,
      endpoints.submitPhoneVerificationCode,
      endpoints.submitRegistrationMainInfo,
      endpoints.submitRegistrationCompanyInfo,
    ]) {
      const response = await post(entry, {});
      const url = endpointRoute(entry).path;
      expect(response.status, url).toBe(401);
      expect(errorOf(response).code).toBe('unauthenticated');
    }
  });
});

describe('POST /auth/register (spec §4 step 1)', () => {
  it('ARCHITECTURE §4: sets the token cookie HttpOnly, SameSite=Lax, Path=/, Max-Age 30 days, not Secure outside production', async () => {
    const { response, data, token, email } = await register();
    const setCookie = response.headers['set-cookie'] as string;
    expect(readTokenCookie(setCookie)).toBe(token);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(data).toEqual({ requires_2fa: false, token, registration_step: 1, role: 'exporter' });
    const profile = await callOk(app, endpoints.getProfile, {}, { headers: { cookie: `token=${token}` } });
    expect(profile.user).toMatchObject({ email, registration_step: 1, role: 'exporter' });
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
      endpoints.registerAccount,
      { email: email.toUpperCase(), password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true },
      { locale: 'en' },
    );
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 'conflict',
      message: 'An account with this e-mail already exists.',
      errors: { email: ['An account with this e-mail already exists.'] },
    });
  });

  it('ARCHITECTURE §5: bad input answers 422 with an error per field, in Ukrainian; the password rule said once (issue 25 §6)', async () => {
    const response = await post(endpoints.registerAccount, {
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      accept_terms: false,
    });
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({
      email: ['Неправильна адреса електронної пошти.'],
      password: ['Пароль має містити щонайменше 8 символів, літери та цифри.'],
      accept_terms: ['Потрібна згода з умовами використання та договором оферти.'],
    });
  });

  it('ARCHITECTURE §5: bad input answers 422 in English, mismatched confirmation on its field', async () => {
    const response = await post(
      endpoints.registerAccount,
      {
        email: createTestEmail(),
        password: PASSWORD,
        password_confirmation: 'Other-Pass-1',
        accept_terms: true,
      },
      { locale: 'en' },
    );
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
  });
});

describe('main info and company info steps: bad input', () => {
  it('main info without a name answers 422 saying what to do (uk, issue 25 §6), the step stays', async () => {
    const person = await createSignedInUser(app, { step: 3 });
    const response = await post(endpoints.submitRegistrationMainInfo, { surname: 'Коваль' }, { as: person });
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ name: ["Вкажіть ім'я."] });
  });

  it('company info checks EDRPOU, IPN, region, English-only name and the year (en)', async () => {
    const person = await createSignedInUser(app, { step: 4 });
    const response = await post(
      endpoints.submitRegistrationCompanyInfo,
      {
        ...COMPANY_BODY,
        edrpou_code: '34718267',
        ipn_code: '123',
        region: 'UA-99',
        name_en: 'Тест',
        year_of_foundation: new Date().getFullYear() + 1,
      },
      { as: person, locale: 'en' },
    );
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({
      edrpou_code: ['The EDRPOU code is 8 digits with a valid check digit.'],
      ipn_code: ['The tax number (IPN) is 10 or 12 digits.'],
      region: ['Invalid value.'],
      name_en: ['Only Latin letters, digits, spaces and the allowed signs.'],
      year_of_foundation: ['The year cannot be in the future.'],
    });
    const profile = await callOk(app, endpoints.getProfile, {}, { as: person });
    expect(profile.user.registration_step).toBe(4);
  });
});
