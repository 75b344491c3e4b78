import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_ACTION_EXAMPLE, endpoints, type ProgressField } from '@portal/contract';
import { auditLog, countryActionParticipants, countryActions } from '@portal/db';
import { COMPANY_BODY, createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { daysFromToday } from './fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { createCountryAction, findGeoCountryId } from './matchmaking';
import { createApprovedExporter, createManager } from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let fields: ProgressField[];
let poland: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  poland = await findGeoCountryId(app, 'PL');
});

afterAll(async () => {
  await testApp?.close();
});

function tick(exporter: SignedInUser, body: Record<string, unknown>) {
  return call(app, endpoints.storeProgressRecord, { body }, { as: exporter });
}

async function countryOf(exporter: SignedInUser, code: string) {
  const groups = await callOk(app, endpoints.listImportingCountries, {}, { as: exporter });
  return groups.flatMap((group) => group.countries).find((country) => country.code === code)!;
}

describe('spec §7 GET /profile/countries-importers/get/progress-bar/fields: the steps of entering a market', () => {
  it('answers the six steps in order (reference data, decision 010), in Ukrainian and in English', async () => {
    const exporter = await createApprovedExporter(app);
    fields = await callOk(app, endpoints.listProgressFields, {}, { as: exporter });
    expect(fields.map((field) => field.slug)).toEqual([
      'market-studied',
      'product-certified',
      'price-list-local-currency',
      'first-contacts',
      'samples-sent',
      'first-contract',
    ]);
    expect(fields[0]).toMatchObject({ name: 'Ринок вивчено' });
    const english = await callOk(app, endpoints.listProgressFields, {}, { as: exporter, locale: 'en' });
    expect(english.map((field) => field.name)).toEqual([
      'Market studied',
      'Product certified',
      'Price list in the local currency',
      'First contacts',
      'Samples sent',
      'First contract',
    ]);
    for (const field of english) expect(field.description.length).toBeGreaterThan(20);
  });

  it('needs a session (401)', async () => {
    expect((await call(app, endpoints.listProgressFields)).status).toBe(401);
  });
});

describe('spec §7 store/progress-bar/record and get/geo-countries: the progress bar per country', () => {
  it('every importing country starts at 0 of 6, grouped as /common/get-geo_countries', async () => {
    const exporter = await createApprovedExporter(app);
    const groups = await callOk(app, endpoints.listImportingCountries, {}, { as: exporter });
    expect(groups.map((group) => group.region)).toEqual(['europe', 'americas', 'asia']);
    expect(groups.map((group) => group.countries.length)).toEqual([17, 9, 6]);
    for (const country of groups.flatMap((group) => group.countries)) {
      expect(country.progress).toEqual({ done: 0, total: 6, percent: 0 });
      expect(country.done_fields).toEqual([]);
    }
  });

  it('ticking steps of Poland moves its bar (done/total, percent rounded down); other countries stay', async () => {
    const exporter = await createApprovedExporter(app);
    const first = await tick(exporter, { geo_country_id: poland, field_id: fields[0]!.id, done: true });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      id: poland,
      code: 'PL',
      name: 'Польща',
      done_fields: [fields[0]!.id],
      progress: { done: 1, total: 6, percent: 16 },
    });
    const second = await tick(exporter, { geo_country_id: poland, field_id: fields[4]!.id, done: true });
    expect(second.data.done_fields).toEqual([fields[0]!.id, fields[4]!.id]);
    expect(second.data.progress).toEqual({ done: 2, total: 6, percent: 33 });

    const listed = await countryOf(exporter, 'PL');
    expect(listed.progress).toEqual({ done: 2, total: 6, percent: 33 });
    expect((await countryOf(exporter, 'DE')).progress.done).toBe(0);
  });

  it('is idempotent: ticking twice keeps one step, unticking twice leaves it unticked', async () => {
    const exporter = await createApprovedExporter(app);
    const body = { geo_country_id: poland, field_id: fields[1]!.id, done: true };
    await tick(exporter, body);
    const again = await tick(exporter, body);
    expect(again.data.progress.done).toBe(1);
    const off = await tick(exporter, { ...body, done: false });
    expect(off.data.progress).toEqual({ done: 0, total: 6, percent: 0 });
    const offAgain = await tick(exporter, { ...body, done: false });
    expect(offAgain.status).toBe(200);
    expect(offAgain.data.done_fields).toEqual([]);
  });

  it('all six steps make 100 %', async () => {
    const exporter = await createApprovedExporter(app);
    for (const field of fields)
      await tick(exporter, { geo_country_id: poland, field_id: field.id, done: true });
    expect((await countryOf(exporter, 'PL')).progress).toEqual({ done: 6, total: 6, percent: 100 });
  });

  it("each company sees only its own progress: another company's ticks do not show", async () => {
    const a = await createApprovedExporter(app);
    const b = await createApprovedExporter(app);
    await tick(a, { geo_country_id: poland, field_id: fields[2]!.id, done: true });
    expect((await countryOf(b, 'PL')).progress.done).toBe(0);
  });

  it('422 for a country that is not an importing one and for an unknown field, named on their fields', async () => {
    const exporter = await createApprovedExporter(app);
    const answer = await tick(exporter, { geo_country_id: 999_999, field_id: 999_999, done: true });
    expect(answer.status).toBe(422);
    expect(errorOf(answer).errors).toEqual({
      geo_country_id: ['Оберіть країну зі списку країн-імпортерів.'],
      field_id: ['Такого кроку виходу на ринок немає.'],
    });
    for (const body of [
      { geo_country_id: poland, field_id: fields[0]!.id },
      { geo_country_id: 'PL', field_id: fields[0]!.id, done: true },
      { geo_country_id: poland, field_id: 0, done: true },
      { geo_country_id: poland, field_id: fields[0]!.id, done: 'yes' },
      { geo_country_id: poland, field_id: fields[0]!.id, done: true, extra: 1 },
    ]) {
      expect((await tick(exporter, body)).status, JSON.stringify(body)).toBe(422);
    }
  });

  it('spec §2 guard: a company not approved gets 403 request.not_approved and nothing is stored', async () => {
    const pending = await createSignedInUser(app);
    const answer = await tick(pending, { geo_country_id: poland, field_id: fields[0]!.id, done: true });
    expect(answer.status).toBe(403);
    expect(errorOf(answer).code).toBe('forbidden');
    expect((await countryOf(pending, 'PL')).progress.done).toBe(0);
  });

  it('a manager (no company) gets 404 on the cabinet’s list', async () => {
    expect((await call(app, endpoints.listImportingCountries, {}, { as: manager })).status).toBe(404);
  });
});

describe('spec §7 get/countries-actions and take-part/country-action: country actions in the cabinet', () => {
  it("lists the coming actions by start date with the company's participation and the deadline", async () => {
    const exporter = await createApprovedExporter(app);
    const later = await createCountryAction(app, manager, { startsIn: 40 });
    const sooner = await createCountryAction(app, manager, { startsIn: 10, applyIn: 5 });
    const actions = await callOk(app, endpoints.listExporterCountryActions, {}, { as: exporter });
    const ids = actions.map((action) => action.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(actions.find((action) => action.id === sooner.id)).toMatchObject({
      apply_by: daysFromToday(5),
      taking_part: false,
      taken_part_at: null,
      can_take_part: true,
      country: { code: 'PL', name: 'Польща' },
    });
    // Without a deadline of its own, one applies until the day it starts.
    expect(actions.find((action) => action.id === later.id)?.apply_by).toBe(daysFromToday(40));
  });

  it('takes part once: 201 with the action marked, then 409 country_action.already_taking_part', async () => {
    const exporter = await createApprovedExporter(app);
    const action = await createCountryAction(app, manager);
    const first = await call(
      app,
      endpoints.takePartInCountryAction,
      { body: { country_action_id: action.id } },
      { as: exporter },
    );
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ id: action.id, taking_part: true, can_take_part: false });
    expect(first.data.taken_part_at).not.toBeNull();
    const second = await call(
      app,
      endpoints.takePartInCountryAction,
      { body: { country_action_id: action.id } },
      { as: exporter, locale: 'en' },
    );
    expect(second.status).toBe(409);
    expect(errorOf(second).message).toBe('Your company is already taking part in this action.');
    const listed = await callOk(app, endpoints.listExporterCountryActions, {}, { as: exporter });
    expect(listed.find((item) => item.id === action.id)?.taking_part).toBe(true);
  });

  it('a double click at once makes one row: one 201, one 409 (the unique index decides)', async () => {
    const exporter = await createApprovedExporter(app);
    const action = await createCountryAction(app, manager);
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(
          app,
          endpoints.takePartInCountryAction,
          { body: { country_action_id: action.id } },
          { as: exporter },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await app.db
      .select()
      .from(countryActionParticipants)
      .where(eq(countryActionParticipants.countryActionId, action.id));
    expect(rows).toHaveLength(1);
  });

  it('after the deadline to apply: 409 country_action.deadline_passed, and can_take_part is false', async () => {
    const exporter = await createApprovedExporter(app);
    const action = await createCountryAction(app, manager, { startsIn: 10, applyIn: -1 });
    const answer = await call(
      app,
      endpoints.takePartInCountryAction,
      { body: { country_action_id: action.id } },
      { as: exporter },
    );
    expect(answer.status).toBe(409);
    expect(errorOf(answer).message).toBe('Прийом заявок на участь у цьому заході завершено.');
    const listed = await callOk(app, endpoints.listExporterCountryActions, {}, { as: exporter });
    expect(listed.find((item) => item.id === action.id)).toMatchObject({
      can_take_part: false,
      taking_part: false,
    });
  });

  it('an ended action the company took part in is listed after the coming ones', async () => {
    const exporter = await createApprovedExporter(app);
    const action = await createCountryAction(app, manager, { startsIn: 3 });
    await callOk(
      app,
      endpoints.takePartInCountryAction,
      { body: { country_action_id: action.id } },
      { as: exporter },
    );
    // The action has since taken place.
    await app.db
      .update(countryActions)
      .set({ startsOn: daysFromToday(-5), endsOn: daysFromToday(-4) })
      .where(eq(countryActions.id, action.id));
    const listed = await callOk(app, endpoints.listExporterCountryActions, {}, { as: exporter });
    expect(listed.at(-1)).toMatchObject({ id: action.id, taking_part: true, can_take_part: false });
    const other = await createApprovedExporter(app);
    const theirs = await callOk(app, endpoints.listExporterCountryActions, {}, { as: other });
    expect(theirs.map((item) => item.id)).not.toContain(action.id);
  });

  it('geo_country_id narrows the list; an unknown action answers 422; a company not approved 403', async () => {
    const exporter = await createApprovedExporter(app);
    const germany = await findGeoCountryId(app, 'DE');
    await createCountryAction(app, manager, { code: 'DE' });
    const onlyGermany = await callOk(
      app,
      endpoints.listExporterCountryActions,
      { query: { geo_country_id: germany } },
      { as: exporter },
    );
    expect(onlyGermany.length).toBeGreaterThan(0);
    for (const action of onlyGermany) expect(action.country.code).toBe('DE');

    const unknown = await call(
      app,
      endpoints.takePartInCountryAction,
      { body: { country_action_id: 999_999 } },
      { as: exporter },
    );
    expect(unknown.status).toBe(422);
    expect(Object.keys(errorOf(unknown).errors ?? {})).toEqual(['country_action_id']);

    const pending = await createSignedInUser(app);
    const refused = await call(
      app,
      endpoints.takePartInCountryAction,
      { body: { country_action_id: onlyGermany[0]!.id } },
      { as: pending },
    );
    expect(refused.status).toBe(403);
  });
});

describe('the back office: country actions in both languages, their participants and the CSV', () => {
  it('creates an action (audited), guests see it with its deadline, a manager edits it (audited)', async () => {
    const created = await call(
      app,
      endpoints.createAdminCountryAction,
      {
        body: {
          ...COUNTRY_ACTION_EXAMPLE,
          geo_country_id: poland,
          starts_on: daysFromToday(20),
          ends_on: daysFromToday(21),
          apply_by: daysFromToday(15),
        },
      },
      { as: manager },
    );
    expect(created.status).toBe(201);
    const action = created.data;
    expect(action).toMatchObject({
      slug: expect.stringMatching(/^b2b-meetings-with-honey-buyers-\d{4}/),
      title: COUNTRY_ACTION_EXAMPLE.title,
      city: COUNTRY_ACTION_EXAMPLE.city,
      apply_by: daysFromToday(15),
      participants: 0,
    });
    const guests = await callOk(
      app,
      endpoints.listCountryActions,
      { query: { geo_country_id: poland } },
      { locale: 'en' },
    );
    expect(guests.find((item) => item.id === action.id)).toMatchObject({
      title: 'B2B meetings with honey buyers',
      apply_by: daysFromToday(15),
    });

    const edited = await callOk(
      app,
      endpoints.updateAdminCountryAction,
      {
        params: { id: String(action.id) },
        body: {
          ...COUNTRY_ACTION_EXAMPLE,
          geo_country_id: poland,
          title: { uk: 'Онлайн-зустрічі з покупцями меду', en: 'Online meetings with honey buyers' },
          city: { uk: '', en: '' },
          kind: 'webinar',
          starts_on: daysFromToday(20),
          ends_on: daysFromToday(20),
          apply_by: null,
        },
      },
      { as: manager },
    );
    expect(edited).toMatchObject({ id: action.id, slug: action.slug, kind: 'webinar', apply_by: null });
    expect(edited.city).toEqual({ uk: '', en: '' });

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'country_action'), eq(auditLog.entityId, String(action.id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'country_action.create',
      'country_action.update',
    ]);
    const update = entries.find((entry) => entry.action === 'country_action.update')!;
    expect(update.actorEmail).toBe(manager.email);
    expect(update.before).toMatchObject({ titleEn: 'B2B meetings with honey buyers' });
    expect(update.after).toMatchObject({ titleEn: 'Online meetings with honey buyers', applyBy: null });
  });

  it('422 for bad input: a start after the end, a deadline after the end, Cyrillic in English, a country not importing', async () => {
    const base = { ...COUNTRY_ACTION_EXAMPLE, geo_country_id: poland };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, starts_on: '2099-03-18', ends_on: '2099-03-17' }, 'ends_on'],
      [{ ...base, apply_by: '2099-04-01' }, 'apply_by'],
      [{ ...base, title: { uk: 'Зустрічі з покупцями', en: 'Зустрічі з покупцями' } }, 'title.en'],
      [{ ...base, starts_on: '2099-02-30' }, 'starts_on'],
      [{ ...base, geo_country_id: 999_999 }, 'geo_country_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(app, endpoints.createAdminCountryAction, { body }, { as: manager });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(errorOf(answer).errors ?? {}), field).toContain(field);
    }
  });

  it('lists the participants in the order they signed up and exports them as CSV (BOM, quoting, no formulas)', async () => {
    const action = await createCountryAction(app, manager);
    const first = await createApprovedExporter(app, {
      name: 'Оксана',
      surname: 'Бондар',
      company: {
        ...COMPANY_BODY,
        name_ru: 'ТОВ «Мед, віск і пилок»',
        name_en: '=HYPERLINK("x") "Honey" LLC',
      },
    });
    const second = await createApprovedExporter(app);
    for (const exporter of [first, second]) {
      await callOk(
        app,
        endpoints.takePartInCountryAction,
        { body: { country_action_id: action.id } },
        { as: exporter },
      );
    }
    const list = await callOk(
      app,
      endpoints.listCountryActionParticipants,
      { params: { id: String(action.id) } },
      { as: manager },
    );
    expect(list.action.participants).toBe(2);
    expect(list.participants.map((row) => row.user_id)).toEqual([first.user.id, second.user.id]);
    expect(list.participants[0]).toMatchObject({
      company_name: 'ТОВ «Мед, віск і пилок»',
      contact_name: 'Оксана Бондар',
      email: first.email,
      edrpou_code: '34718266',
    });

    const csv = await call(
      app,
      endpoints.downloadCountryActionParticipants,
      { params: { id: String(action.id) } },
      { as: manager },
    );
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers['content-disposition']).toBe(
      `attachment; filename="participants-${action.slug}.csv"`,
    );
    const text = csv.response.body;
    expect(text.startsWith('\uFEFF"Компанія","Company (English)","ЄДРПОУ",')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(
      '"ТОВ «Мед, віск і пилок»","\'=HYPERLINK(""x"") ""Honey"" LLC","34718266","Оксана Бондар",',
    );
    expect(lines[3]).toBe('');
  });

  it('404 for an unknown action, and the list pages every action with its participants', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const answer = await call(
        app,
        endpoints.listCountryActionParticipants,
        { params: { id } },
        { as: manager },
      );
      expect(answer.status, id).toBe(404);
    }
    const page = await callOk(
      app,
      endpoints.listAdminCountryActions,
      { query: { per_page: 2 } },
      { as: manager },
    );
    expect(page.items).toHaveLength(2);
    expect(page.meta.total).toBeGreaterThan(2);
    const upcoming = await callOk(
      app,
      endpoints.listAdminCountryActions,
      { query: { when: 'past' } },
      { as: manager },
    );
    for (const item of upcoming.items) expect(item.ends_on < daysFromToday(0)).toBe(true);
  });

  it('an exporter gets 403 on the back office’s calls', async () => {
    const exporter = await createApprovedExporter(app);
    const answer = await call(app, endpoints.listAdminCountryActions, {}, { as: exporter });
    expect(answer.status).toBe(403);
  });
});
