import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryActions, DEMO_SEED_STEPS, geoCountries } from '@portal/db';
import {
  BLOCKED_COUNTRY_CODES,
  COUNTRY_GROUP_SIZES,
  CountryActionsResponseSchema,
  GeoCountriesResponseSchema,
  GeoCountryInfoResponseSchema,
  endpoints,
} from '@portal/contract';
import { findCountryActions, getTodayInKyiv } from '../src/domain/reference/find-country-actions';
import { call, callOk, type CallOptions } from './call';
import { errorOf } from './accounts';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

const CYRILLIC = /[А-ЯҐЄІЇа-яґєії]/;

const { listGeoCountries, getGeoCountryInfo, listCountryActions } = endpoints;

function getGeoCountries(options: CallOptions = {}) {
  return call(app, listGeoCountries, {}, options);
}

function getActions(query: Record<string, unknown> = {}, options: CallOptions = {}) {
  return call(app, listCountryActions, { query }, options);
}

/** POST /common/geo-country-info/{id}: without a body unless one is given. */
function postInfo(id: string | number, options: CallOptions = {}, body?: unknown) {
  return call(
    app,
    getGeoCountryInfo,
    { params: { id: String(id) }, ...(body === undefined ? {} : { body }) },
    options,
  );
}

function getGroups(locale: 'uk' | 'en' = 'uk') {
  return callOk(app, listGeoCountries, {}, { locale });
}

async function findGeoId(code: string): Promise<number> {
  const groups = await getGroups();
  const country = groups.flatMap((group) => group.countries).find((c) => c.code === code);
  if (!country) throw new Error(`no geo country ${code}`);
  return country.id;
}

/** A date `days` from today in Kyiv, as YYYY-MM-DD. */
function shiftDate(days: number): string {
  const date = new Date(`${getTodayInKyiv()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function createAction(options: { slug: string; code: string; startsOn: string; endsOn: string }) {
  const geoCountryId = await findGeoId(options.code);
  const [row] = await app.db
    .insert(countryActions)
    .values({
      slug: options.slug,
      geoCountryId,
      kind: 'b2b_meetings',
      titleUk: `Зустрічі ${options.slug}`,
      titleEn: `Meetings ${options.slug}`,
      descriptionUk: 'Переговори з покупцями.',
      descriptionEn: 'Talks with buyers.',
      cityUk: 'Варшава',
      cityEn: 'Warsaw',
      startsOn: options.startsOn,
      endsOn: options.endsOn,
    })
    .returning();
  return row!;
}

describe('spec §7 GET /common/get-geo_countries: importing countries by region (DOMAIN.md)', () => {
  it('answers Europe 17, Americas 9, Asia 6, in that order, with ICU names in Ukrainian', async () => {
    const response = await getGeoCountries();
    expect(response.status).toBe(200);
    expect(GeoCountriesResponseSchema.safeParse(response.body).success).toBe(true);
    const groups = response.data;
    expect(groups.map((group) => group.region)).toEqual(['europe', 'americas', 'asia']);
    expect(groups.map((group) => group.countries.length)).toEqual([
      COUNTRY_GROUP_SIZES.europe,
      COUNTRY_GROUP_SIZES.americas,
      COUNTRY_GROUP_SIZES.asia,
    ]);
    expect(groups.map((group) => group.countries.length)).toEqual([17, 9, 6]);
    expect(groups[0]?.name).toBe('Європа');
    expect(groups[2]?.name).toBe('Азія');
    expect(groups[0]?.countries[0]).toMatchObject({ code: 'PL', name: 'Польща' });
    const all = groups.flatMap((group) => group.countries);
    expect(new Set(all.map((country) => country.code)).size).toBe(32);
    for (const country of all) expect(country.name, country.code).toMatch(CYRILLIC);
  });

  it('answers in English with X-Localization: en', async () => {
    const groups = await getGroups('en');
    expect(groups.map((group) => group.name)).toEqual(['Europe', 'Americas', 'Asia']);
    expect(groups[1]?.countries).toContainEqual(expect.objectContaining({ code: 'CA', name: 'Canada' }));
    for (const country of groups.flatMap((group) => group.countries)) {
      expect(country.name, country.code).not.toMatch(CYRILLIC);
    }
  });

  it('spec §9: Russia, Belarus, the DPRK and Iran are not importing countries', async () => {
    const codes = (await getGroups()).flatMap((group) => group.countries.map((country) => country.code));
    for (const code of BLOCKED_COUNTRY_CODES) expect(codes).not.toContain(code);
    const rows = await app.db.select({ code: geoCountries.code }).from(geoCountries);
    for (const code of BLOCKED_COUNTRY_CODES) expect(rows.map((row) => row.code)).not.toContain(code);
  });

  it('is cached: 304 to a matching If-None-Match', async () => {
    const first = await getGeoCountries();
    const again = await getGeoCountries({
      headers: { 'if-none-match': String(first.response.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.response.body).toBe('');
  });
});

describe('spec §7 POST /common/geo-country-info/{id}: what the portal tells about a country', () => {
  it('answers the summary, capital, demanded goods and notes in Ukrainian by default', async () => {
    const id = await findGeoId('PL');
    const response = await postInfo(id);
    expect(response.status).toBe(200);
    expect(GeoCountryInfoResponseSchema.strict().safeParse(response.body).success).toBe(true);
    const data = response.data;
    expect(data).toMatchObject({ id, code: 'PL', name: 'Польща', region: 'europe' });
    expect(data.info.capital).toBe('Варшава');
    expect(data.info.summary).toMatch(CYRILLIC);
    expect(data.info.demandedGoods.length).toBeGreaterThanOrEqual(4);
    expect(data.info.demandedGoods.length).toBeLessThanOrEqual(6);
    expect(data.info.notes.length).toBeGreaterThanOrEqual(2);
    expect(data.info.notes.join(' ')).toMatch(/ПВЗВТ/);
    expect(Array.isArray(data.actions)).toBe(true);
  });

  it('answers in English with X-Localization: en, and accepts an empty JSON body', async () => {
    const id = await findGeoId('CA');
    const response = await postInfo(id, { locale: 'en' }, {});
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({ code: 'CA', name: 'Canada', region: 'americas' });
    expect(data.info.capital).toBe('Ottawa');
    expect(data.info.notes.join(' ')).toMatch(/CUFTA/);
    for (const text of [data.info.summary, ...data.info.demandedGoods, ...data.info.notes]) {
      expect(text).not.toMatch(CYRILLIC);
    }
  });

  it('every importing country has complete texts in both languages', async () => {
    for (const country of (await getGroups()).flatMap((group) => group.countries)) {
      for (const locale of ['uk', 'en'] as const) {
        const response = await postInfo(country.id, { locale });
        expect(response.status, `${country.code} ${locale}`).toBe(200);
        const { info } = response.data;
        expect(info.summary.length, country.code).toBeGreaterThan(80);
        expect(info.capital, country.code).not.toBe('');
        if (locale === 'uk') expect(info.summary, country.code).toMatch(CYRILLIC);
        else expect(info.summary, country.code).not.toMatch(CYRILLIC);
      }
    }
  });

  it('an unknown, non-numeric or out-of-range id answers 404, never 422 or 500', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999', 'PL', '%27%20or%201%3D1']) {
      // As typed in a URL: the path encodes the id again.
      const response = await postInfo(decodeURIComponent(id));
      expect(response.status, id).toBe(404);
      expect(response.body, id).toMatchObject({ code: 'not_found', message: 'Не знайдено.' });
    }
    const english = await postInfo('999999', { locale: 'en' });
    expect(english.body).toMatchObject({ code: 'not_found', message: 'Not found.' });
  });

  it('spec §9: no blocked country can be asked for, even if a row were written for it', async () => {
    const ids = (await getGroups()).flatMap((group) => group.countries.map((country) => country.id));
    const maxId = Math.max(...ids);
    for (let id = 1; id <= maxId + 5; id++) {
      const response = await postInfo(id);
      if (response.status === 200) {
        expect(BLOCKED_COUNTRY_CODES).not.toContain(response.data.code);
      } else {
        expect(response.status).toBe(404);
      }
    }
    // Written past the import (which refuses blocked codes): the answer still refuses it.
    const [row] = await app.db
      .insert(geoCountries)
      .values({
        code: 'RU',
        region: 'europe',
        position: 99,
        infoUk: { summary: 'x', capital: 'x', demandedGoods: [], notes: [] },
        infoEn: { summary: 'x', capital: 'x', demandedGoods: [], notes: [] },
      })
      .returning();
    try {
      expect((await postInfo(row!.id)).status).toBe(404);
      const codes = (await findCountryActions({ db: app.db, locale: 'uk' })).map((a) => a.country.code);
      expect(codes).not.toContain('RU');
    } finally {
      await app.db.delete(geoCountries).where(eq(geoCountries.id, row!.id));
    }
  });

  it('unknown body fields answer 422', async () => {
    const id = await findGeoId('PL');
    const response = await postInfo(id, {}, { extra: 1 });
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ extra: ['Невідоме поле.'] });
  });
});

describe('spec §7 GET /common/get-country-actions: actions not yet ended, for guests', () => {
  it('answers actions ending today or later, by start date; ended ones are left out', async () => {
    const ended = await createAction({
      slug: 'test-ended',
      code: 'DE',
      startsOn: shiftDate(-10),
      endsOn: shiftDate(-1),
    });
    const endsToday = await createAction({
      slug: 'test-today',
      code: 'DE',
      startsOn: shiftDate(-2),
      endsOn: shiftDate(0),
    });
    const later = await createAction({
      slug: 'test-later',
      code: 'PL',
      startsOn: shiftDate(30),
      endsOn: shiftDate(31),
    });
    const sooner = await createAction({
      slug: 'test-sooner',
      code: 'PL',
      startsOn: shiftDate(5),
      endsOn: shiftDate(6),
    });

    const response = await getActions();
    expect(response.status).toBe(200);
    expect(CountryActionsResponseSchema.strict().safeParse(response.body).success).toBe(true);
    const data = response.data;
    const slugs = data.map((action) => action.slug);
    expect(slugs).not.toContain(ended.slug);
    expect(slugs).toEqual(expect.arrayContaining([endsToday.slug, sooner.slug, later.slug]));
    const starts = data.map((action) => action.starts_on);
    expect(starts).toEqual([...starts].sort());
    expect(slugs.indexOf(endsToday.slug)).toBeLessThan(slugs.indexOf(sooner.slug));
    expect(slugs.indexOf(sooner.slug)).toBeLessThan(slugs.indexOf(later.slug));
    expect(data.find((action) => action.slug === sooner.slug)).toEqual({
      id: sooner.id,
      slug: 'test-sooner',
      kind: 'b2b_meetings',
      title: 'Зустрічі test-sooner',
      description: 'Переговори з покупцями.',
      city: 'Варшава',
      country: { id: sooner.geoCountryId, code: 'PL', name: 'Польща' },
      starts_on: shiftDate(5),
      ends_on: shiftDate(6),
      apply_by: shiftDate(5),
    });
  });

  it('answers in English, and geo_country_id narrows the list to one country', async () => {
    const poland = await findGeoId('PL');
    const response = await getActions({ geo_country_id: poland }, { locale: 'en' });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data.length).toBeGreaterThanOrEqual(2);
    for (const action of data) expect(action.country).toEqual({ id: poland, code: 'PL', name: 'Poland' });
    expect(data.find((action) => action.slug === 'test-later')).toMatchObject({
      title: 'Meetings test-later',
      city: 'Warsaw',
    });
  });

  it('geo-country-info lists the same coming actions of its country', async () => {
    const poland = await findGeoId('PL');
    const { actions } = (await postInfo(poland)).data;
    expect(actions.map((action) => action.slug)).toEqual(['test-sooner', 'test-later']);
  });

  it('an unknown country answers an empty list; a bad id answers 422 with a field error', async () => {
    const unknown = await getActions({ geo_country_id: 999999 });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: [] });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await getActions({ geo_country_id: bad });
      expect(response.status, bad).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {}), bad).toEqual(['geo_country_id']);
    }
    // An unknown query parameter, raw on purpose.
    const unknownParameter = await getActions({}, { locale: 'en', rawQuery: 'country=PL' });
    expect(unknownParameter.status).toBe(422);
    expect(errorOf(unknownParameter).errors).toEqual({ country: ['Unknown field.'] });
  });
});

describe('demo content (decision 002): upcoming country actions for a living portal', () => {
  it('the demo step seeds 8 to 10 actions of 2027 in importing countries, with texts in both languages', async () => {
    const step = DEMO_SEED_STEPS.find((candidate) => candidate.name === 'demo-country-actions');
    expect(step).toBeDefined();
    await step!.run(app.db);
    await step!.run(app.db); // idempotent
    const seeded = (await findCountryActions({ db: app.db, locale: 'uk', today: '2027-01-01' })).filter(
      (action) => !action.slug.startsWith('test-'),
    );
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    expect(seeded.length).toBeLessThanOrEqual(10);
    for (const action of seeded) {
      expect(action.starts_on >= '2027-01-01' && action.ends_on <= '2027-12-31', action.slug).toBe(true);
      expect(action.title, action.slug).toMatch(CYRILLIC);
      expect(BLOCKED_COUNTRY_CODES).not.toContain(action.country.code);
    }
    const english = await findCountryActions({ db: app.db, locale: 'en', today: '2027-01-01' });
    for (const action of english)
      expect(action.title + action.description, action.slug).not.toMatch(CYRILLIC);
  });
});
