import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@portal/db';
import { ProfileSchema, type Profile } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';
import { COMPANY_BODY, createSignedInUser } from './accounts';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

function change(url: string, payload: Record<string, unknown>, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: `/api/profile/${url}`, payload, headers });
}

async function readProfile(headers: Record<string, string>): Promise<Profile> {
  const response = await app.inject({ url: '/api/profile', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.user as Profile;
}

describe('GET /profile (spec §3: a user object with every field)', () => {
  it('a new account: every field, companyInfo empty, no tariff, registrationPhoneNumber kept during registration', async () => {
    const person = await createSignedInUser(app, { step: 2 });
    await app.db
      .update(users)
      .set({ registrationPhone: '+380991112233' })
      .where(eq(users.id, person.user.id));
    const response = await app.inject({ url: '/api/profile', headers: person.cookieHeaders });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['data']);
    const user = response.json().data.user;
    expect(ProfileSchema.strict().safeParse(user).success).toBe(true);
    expect(user).toEqual({
      id: person.user.id,
      email: person.email,
      role: 'exporter',
      registration_step: 2,
      google2fa_is_active: false,
      is_banned: false,
      is_denied: false,
      is_approved: false,
      deny_reason: null,
      main_info: { name: '', surname: '', patronymic: '', position: '', phone: null },
      active_tariff: null,
      companyInfo: {
        expert_email: '',
        expert_name: '',
        expert_surname: '',
        expert_phone_number: '',
        expert_position: '',
        director_name: '',
        director_surname: '',
        director_phone_number: '',
        director_email: '',
        director_position: '',
        position_in_the_company: '',
        website_url: '',
        name_ru: '',
        name_en: '',
        year_of_foundation: null,
        edrpou_code: '',
        region: null,
        fields_of_activity: [],
        ipn_code: '',
        type_business: null,
        vchasno_email: '',
      },
      registrationPhoneNumber: '+380991112233',
    });
  });

  it('a complete, approved account: verified phone in main_info, the company, no registrationPhoneNumber', async () => {
    const person = await createSignedInUser(app, { step: 5, isApproved: true });
    const user = await readProfile(person.bearerHeaders);
    expect(user).toMatchObject({
      registration_step: 5,
      is_approved: true,
      main_info: { name: 'Тарас', surname: 'Шевчук', phone: '+380671112233' },
      registrationPhoneNumber: null,
      companyInfo: { ...COMPANY_BODY, expert_name: '', vchasno_email: '' },
    });
  });

  it('a denied account carries the reason (DOMAIN: denied with a reason shown to the user)', async () => {
    const person = await createSignedInUser(app, { isDenied: true, denyReason: 'Код ЄДРПОУ не збігається' });
    const user = await readProfile(person.bearerHeaders);
    expect(user).toMatchObject({ is_denied: true, deny_reason: 'Код ЄДРПОУ не збігається' });
  });

  it('without a session: 401', async () => {
    const response = await app.inject({ url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthenticated', message: 'Потрібно увійти в систему.' });
  });
});

describe('cabinet changes (spec §7): each answers the updated profile', () => {
  it('change-main-data changes the personal data', async () => {
    const person = await createSignedInUser(app);
    const response = await change(
      'change-main-data',
      { name: ' Ірина ', surname: 'Лисенко', patronymic: 'Олегівна', position: 'Засновниця' },
      person.cookieHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.main_info).toEqual({
      name: 'Ірина',
      surname: 'Лисенко',
      patronymic: 'Олегівна',
      position: 'Засновниця',
      phone: '+380671112233',
    });
  });

  it('change-company-data changes the company fields and leaves the others', async () => {
    const person = await createSignedInUser(app);
    await change('change-vchasno-data', { vchasno_email: 'edo@company.example' }, person.bearerHeaders);
    const response = await change(
      'change-company-data',
      {
        ...COMPANY_BODY,
        name_en: 'New Name (Ukraine) LLC',
        region: 'UA-30',
        website_url: 'new.example',
        ipn_code: '',
      },
      person.bearerHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.companyInfo).toMatchObject({
      name_en: 'New Name (Ukraine) LLC',
      region: 'UA-30',
      website_url: 'https://new.example',
      ipn_code: '',
      vchasno_email: 'edo@company.example',
    });
  });

  it('change-expert-data normalises the phone and lower-cases the e-mail', async () => {
    const person = await createSignedInUser(app);
    const response = await change(
      'change-expert-data',
      {
        expert_name: 'Олег',
        expert_surname: 'Гнатюк',
        expert_position: 'Експерт',
        expert_email: 'Oleh@Company.Example',
        expert_phone_number: '050 111 22 33',
      },
      person.bearerHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.companyInfo).toMatchObject({
      expert_name: 'Олег',
      expert_email: 'oleh@company.example',
      expert_phone_number: '+380501112233',
    });
  });

  it('change-director-data fills three of the four completeness fields (spec §4, §5)', async () => {
    const person = await createSignedInUser(app);
    const response = await change(
      'change-director-data',
      { director_name: 'Андрій', director_surname: 'Мельник', director_position: 'Директор' },
      person.bearerHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.companyInfo).toMatchObject({
      director_name: 'Андрій',
      director_surname: 'Мельник',
      director_position: 'Директор',
      director_email: '',
      director_phone_number: '',
    });
  });

  it('change-vchasno-data sets and clears the e-document e-mail', async () => {
    const person = await createSignedInUser(app);
    const set = await change(
      'change-vchasno-data',
      { vchasno_email: 'edo@company.example' },
      person.bearerHeaders,
    );
    expect(set.json().data.user.companyInfo.vchasno_email).toBe('edo@company.example');
    const cleared = await change('change-vchasno-data', { vchasno_email: '' }, person.bearerHeaders);
    expect(cleared.json().data.user.companyInfo.vchasno_email).toBe('');
  });

  it('issue 12: a field absent from a change is never erased; an empty change answers 422', async () => {
    const person = await createSignedInUser(app);
    const expert = {
      expert_name: 'Олег',
      expert_surname: 'Гнатюк',
      expert_position: 'Експерт',
      expert_email: 'oleh@company.example',
      expert_phone_number: '+380501112233',
    };
    const director = {
      director_name: 'Андрій',
      director_surname: 'Мельник',
      director_position: 'Директор',
      director_email: 'andrii@company.example',
      director_phone_number: '+380501112244',
    };
    await change('change-expert-data', expert, person.bearerHeaders);
    await change('change-director-data', director, person.bearerHeaders);
    await change('change-vchasno-data', { vchasno_email: 'edo@company.example' }, person.bearerHeaders);
    await change(
      'change-main-data',
      { name: 'Тарас', surname: 'Шевчук', patronymic: 'Григорович', position: 'CEO' },
      person.bearerHeaders,
    );

    for (const url of ['change-expert-data', 'change-director-data', 'change-vchasno-data']) {
      const empty = await change(url, {}, person.bearerHeaders);
      expect(empty.statusCode, url).toBe(422);
      expect(empty.json().code).toBe('validation_failed');
    }
    expect((await change('change-vchasno-data', {}, person.bearerHeaders)).json().errors).toEqual({
      vchasno_email: ["Обов'язкове поле."],
    });
    expect((await change('change-expert-data', {}, person.bearerHeaders)).json().errors).toEqual({
      _: ['Заповніть хоча б одне поле.'],
    });
    // One field sent changes that field only.
    const one = await change('change-director-data', { director_position: 'Голова' }, person.bearerHeaders);
    expect(one.statusCode).toBe(200);
    // The company data without its optional fields keeps them; the main data without patronymic too.
    const { ipn_code: _ipn, website_url: _site, position_in_the_company: _pos, ...required } = COMPANY_BODY;
    expect((await change('change-company-data', required, person.bearerHeaders)).statusCode).toBe(200);
    const main = await change('change-main-data', { name: 'Тарас', surname: 'Шевчук' }, person.bearerHeaders);
    expect(main.statusCode).toBe(200);

    const profile = (
      await app.inject({ method: 'GET', url: '/api/profile', headers: person.bearerHeaders })
    ).json().data.user;
    expect(profile.companyInfo).toMatchObject({
      ...expert,
      ...director,
      director_position: 'Голова',
      vchasno_email: 'edo@company.example',
      ipn_code: COMPANY_BODY.ipn_code,
      website_url: COMPANY_BODY.website_url,
      position_in_the_company: COMPANY_BODY.position_in_the_company,
    });
    expect(profile.main_info).toMatchObject({ patronymic: 'Григорович', position: 'CEO' });
  });

  it('bad input answers 422 per field, in Ukrainian and in English', async () => {
    const person = await createSignedInUser(app);
    const uk = await change('change-director-data', { director_email: 'no', extra: 1 }, person.bearerHeaders);
    expect(uk.statusCode).toBe(422);
    expect(uk.json().errors).toEqual({
      director_email: ['Неправильна адреса електронної пошти.'],
      extra: ['Невідоме поле.'],
    });
    const en = await change(
      'change-company-data',
      { ...COMPANY_BODY, fields_of_activity: [], type_business: 'pirate' },
      { ...person.bearerHeaders, 'x-localization': 'en' },
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      fields_of_activity: ['Must be at least 1.'],
      type_business: ['Invalid value.'],
    });
    const main = await change('change-main-data', { name: '', surname: 'X' }, person.bearerHeaders);
    expect(main.json().errors).toEqual({ name: ['Мінімальна довжина — 1.'] });
  });

  it('spec §4: before registration is complete every change answers 409 auth.wrong_step', async () => {
    const person = await createSignedInUser(app, { step: 4 });
    const calls: [string, Record<string, unknown>][] = [
      ['change-main-data', { name: 'А', surname: 'Б' }],
      ['change-company-data', COMPANY_BODY],
      ['change-expert-data', { expert_name: 'Олег' }],
      ['change-director-data', { director_name: 'Андрій' }],
      ['change-vchasno-data', { vchasno_email: '' }],
    ];
    for (const [url, body] of calls) {
      const response = await change(url, body, person.bearerHeaders);
      expect(response.statusCode, url).toBe(409);
    }
  });

  it('without a session every change answers 401', async () => {
    for (const url of [
      'change-main-data',
      'change-company-data',
      'change-expert-data',
      'change-director-data',
      'change-vchasno-data',
    ]) {
      expect((await change(url, {}, {})).statusCode, url).toBe(401);
    }
  });
});
