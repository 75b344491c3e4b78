import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@portal/db';
import { endpointRoute, endpoints, ProfileSchema, type AnyEndpoint, type Profile } from '@portal/contract';
import { call, callOk } from './call';
import { buildTestApp, type TestApp } from './helpers';
import { COMPANY_BODY, createSignedInUser, errorOf } from './accounts';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

/** One of the cabinet's changes (spec §7); each answers the profile. */
function change<E extends AnyEndpoint>(
  entry: E,
  body: Record<string, unknown>,
  headers: Record<string, string>,
) {
  return call(app, entry, { body }, { headers });
}

async function readProfile(headers: Record<string, string>): Promise<Profile> {
  return (await callOk(app, endpoints.getProfile, {}, { headers })).user;
}

describe('GET /profile (spec §3: a user object with every field)', () => {
  it('a new account: every field, companyInfo empty, no tariff, registrationPhoneNumber kept during registration', async () => {
    const person = await createSignedInUser(app, { step: 2 });
    await app.db
      .update(users)
      .set({ registrationPhone: '+380991112233' })
      .where(eq(users.id, person.user.id));
    const response = await call(app, endpoints.getProfile, {}, { headers: person.cookieHeaders });
    expect(response.status).toBe(200);
    // The answer as sent, before the response schema drops anything: { data } with every field and no other.
    const body = response.body as { data: { user: unknown } };
    expect(Object.keys(body)).toEqual(['data']);
    expect(ProfileSchema.strict().safeParse(body.data.user).success).toBe(true);
    const user = response.data.user;
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
    const response = await call(app, endpoints.getProfile);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthenticated', message: 'Потрібно увійти в систему.' });
  });
});

describe('cabinet changes (spec §7): each answers the updated profile', () => {
  it('change-main-data changes the personal data', async () => {
    const person = await createSignedInUser(app);
    const response = await change(
      endpoints.updateProfileMainData,
      { name: ' Ірина ', surname: 'Лисенко', patronymic: 'Олегівна', position: 'Засновниця' },
      person.cookieHeaders,
    );
    expect(response.status).toBe(200);
    expect(response.data.user.main_info).toEqual({
      name: 'Ірина',
      surname: 'Лисенко',
      patronymic: 'Олегівна',
      position: 'Засновниця',
      phone: '+380671112233',
    });
  });

  it('change-company-data changes the company fields and leaves the others', async () => {
    const person = await createSignedInUser(app);
    await change(
      endpoints.updateProfileVchasnoData,
      { vchasno_email: 'edo@company.example' },
      person.bearerHeaders,
    );
    const response = await change(
      endpoints.updateProfileCompanyData,
      {
        ...COMPANY_BODY,
        name_en: 'New Name (Ukraine) LLC',
        region: 'UA-30',
        website_url: 'new.example',
        ipn_code: '',
      },
      person.bearerHeaders,
    );
    expect(response.status).toBe(200);
    expect(response.data.user.companyInfo).toMatchObject({
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
      endpoints.updateProfileExpertData,
      {
        expert_name: 'Олег',
        expert_surname: 'Гнатюк',
        expert_position: 'Експерт',
        expert_email: 'Oleh@Company.Example',
        expert_phone_number: '050 111 22 33',
      },
      person.bearerHeaders,
    );
    expect(response.status).toBe(200);
    expect(response.data.user.companyInfo).toMatchObject({
      expert_name: 'Олег',
      expert_email: 'oleh@company.example',
      expert_phone_number: '+380501112233',
    });
  });

  it('change-director-data fills three of the four completeness fields (spec §4, §5)', async () => {
    const person = await createSignedInUser(app);
    const response = await change(
      endpoints.updateProfileDirectorData,
      { director_name: 'Андрій', director_surname: 'Мельник', director_position: 'Директор' },
      person.bearerHeaders,
    );
    expect(response.status).toBe(200);
    expect(response.data.user.companyInfo).toMatchObject({
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
      endpoints.updateProfileVchasnoData,
      { vchasno_email: 'edo@company.example' },
      person.bearerHeaders,
    );
    expect(set.data.user.companyInfo.vchasno_email).toBe('edo@company.example');
    const cleared = await change(
      endpoints.updateProfileVchasnoData,
      { vchasno_email: '' },
      person.bearerHeaders,
    );
    expect(cleared.data.user.companyInfo.vchasno_email).toBe('');
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
    await change(endpoints.updateProfileExpertData, expert, person.bearerHeaders);
    await change(endpoints.updateProfileDirectorData, director, person.bearerHeaders);
    await change(
      endpoints.updateProfileVchasnoData,
      { vchasno_email: 'edo@company.example' },
      person.bearerHeaders,
    );
    await change(
      endpoints.updateProfileMainData,
      { name: 'Тарас', surname: 'Шевчук', patronymic: 'Григорович', position: 'CEO' },
      person.bearerHeaders,
    );

    for (const entry of [
      endpoints.updateProfileExpertData,
      endpoints.updateProfileDirectorData,
      endpoints.updateProfileVchasnoData,
    ]) {
      const empty = await change(entry, {}, person.bearerHeaders);
      expect(empty.status, endpointRoute(entry).path).toBe(422);
      expect(errorOf(empty).code).toBe('validation_failed');
    }
    expect(
      errorOf(await change(endpoints.updateProfileVchasnoData, {}, person.bearerHeaders)).errors,
    ).toEqual({
      vchasno_email: ["Обов'язкове поле."],
    });
    expect(errorOf(await change(endpoints.updateProfileExpertData, {}, person.bearerHeaders)).errors).toEqual(
      {
        _: ['Заповніть хоча б одне поле.'],
      },
    );
    // One field sent changes that field only.
    const one = await change(
      endpoints.updateProfileDirectorData,
      { director_position: 'Голова' },
      person.bearerHeaders,
    );
    expect(one.status).toBe(200);
    // The company data without its optional fields keeps them; the main data without patronymic too.
    const { ipn_code: _ipn, website_url: _site, position_in_the_company: _pos, ...required } = COMPANY_BODY;
    expect((await change(endpoints.updateProfileCompanyData, required, person.bearerHeaders)).status).toBe(
      200,
    );
    const main = await change(
      endpoints.updateProfileMainData,
      { name: 'Тарас', surname: 'Шевчук' },
      person.bearerHeaders,
    );
    expect(main.status).toBe(200);

    const profile = (await callOk(app, endpoints.getProfile, {}, { as: person })).user;
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

  it('bad input answers 422 per field, in Ukrainian and in English; an empty field says what to do (issue 25 §6)', async () => {
    const person = await createSignedInUser(app);
    const uk = await change(
      endpoints.updateProfileDirectorData,
      { director_email: 'no', extra: 1 },
      person.bearerHeaders,
    );
    expect(uk.status).toBe(422);
    expect(errorOf(uk).errors).toEqual({
      director_email: ['Неправильна адреса електронної пошти.'],
      extra: ['Невідоме поле.'],
    });
    const en = await change(
      endpoints.updateProfileCompanyData,
      { ...COMPANY_BODY, fields_of_activity: [], type_business: 'pirate', region: '' },
      { ...person.bearerHeaders, 'x-localization': 'en' },
    );
    expect(en.status).toBe(422);
    expect(errorOf(en).errors).toEqual({
      fields_of_activity: ['Choose at least one field of activity.'],
      type_business: ['Invalid value.'],
      region: ['Choose the region.'],
    });
    const main = await change(
      endpoints.updateProfileMainData,
      { name: '', surname: 'X' },
      person.bearerHeaders,
    );
    expect(errorOf(main).errors).toEqual({ name: ["Вкажіть ім'я."] });
    const company = await change(
      endpoints.updateProfileCompanyData,
      { ...COMPANY_BODY, fields_of_activity: [], region: '' },
      person.bearerHeaders,
    );
    expect(errorOf(company).errors).toEqual({
      fields_of_activity: ['Оберіть хоча б одну сферу діяльності.'],
      region: ['Оберіть область.'],
    });
  });

  it('spec §4: before registration is complete every change answers 409 auth.wrong_step', async () => {
    const person = await createSignedInUser(app, { step: 4 });
    const calls: [AnyEndpoint, Record<string, unknown>][] = [
      [endpoints.updateProfileMainData, { name: 'А', surname: 'Б' }],
      [endpoints.updateProfileCompanyData, COMPANY_BODY],
      [endpoints.updateProfileExpertData, { expert_name: 'Олег' }],
      [endpoints.updateProfileDirectorData, { director_name: 'Андрій' }],
      [endpoints.updateProfileVchasnoData, { vchasno_email: '' }],
    ];
    for (const [entry, body] of calls) {
      const response = await change(entry, body, person.bearerHeaders);
      expect(response.status, endpointRoute(entry).path).toBe(409);
    }
  });

  it('without a session every change answers 401', async () => {
    for (const entry of [
      endpoints.updateProfileMainData,
      endpoints.updateProfileCompanyData,
      endpoints.updateProfileExpertData,
      endpoints.updateProfileDirectorData,
      endpoints.updateProfileVchasnoData,
    ]) {
      expect((await change(entry, {}, {})).status, endpointRoute(entry).path).toBe(401);
    }
  });
});
