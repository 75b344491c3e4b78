import { join } from 'node:path';
import {
  COUNTRY_ACTION_KINDS,
  COUNTRY_GROUP_SIZES,
  GEO_REGIONS,
  isBlockedCountry,
  isIsoCountryCode,
  type ApiLocale,
  type CountryActionKind,
  type GeoRegion,
} from '@portal/contract';
import type { GeoCountryInfo } from '../schema';

/**
 * The files of reference/geo, read and checked: a mistake in them stops the import (and the
 * tests) with its place and reason instead of loading half a country.
 */

export const GEO_COUNTRIES_FILE = join('geo', 'countries.json');
export const SERVICES_FILE = join('geo', 'services.json');
export const DEMO_ACTIONS_FILE = join('geo', 'demo-country-actions.json');
export const PROGRESS_FIELDS_FILE = join('geo', 'progress-fields.json');

type Localized<T> = Record<ApiLocale, T>;

export type GeoCountryRecord = {
  code: string;
  region: GeoRegion;
  position: number;
  info: Localized<GeoCountryInfo>;
};
export type ServiceRecord = {
  slug: string;
  position: number;
  is_free: boolean;
  name: Localized<string>;
  description: Localized<string>;
};
export type DemoCountryActionRecord = {
  slug: string;
  country: string;
  kind: CountryActionKind;
  starts_on: string;
  ends_on: string;
  /** The last day to apply; null: until the day it starts. */
  apply_by: string | null;
  city: Localized<string>;
  title: Localized<string>;
  description: Localized<string>;
};

class ReferenceFileError extends Error {
  override name = 'ReferenceFileError';
}

function fail(where: string, problem: string): never {
  throw new ReferenceFileError(`${where}: ${problem}`);
}

function readText(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, 'a non-empty text is required');
  return value;
}

function readTexts(value: unknown, where: string, min: number, max: number): string[] {
  if (!Array.isArray(value) || value.length < min || value.length > max) {
    fail(where, `a list of ${min} to ${max} texts is required`);
  }
  return value.map((item, i) => readText(item, `${where}[${i}]`));
}

function readLocalized(value: unknown, where: string): Localized<string> {
  const record = (value ?? {}) as Record<string, unknown>;
  return { uk: readText(record.uk, `${where}.uk`), en: readText(record.en, `${where}.en`) };
}

function readArray(text: string, file: string): Record<string, unknown>[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) fail(file, 'a JSON array is required');
  return value.map((item, i) => {
    if (typeof item !== 'object' || item === null) fail(`${file}[${i}]`, 'an object is required');
    return item as Record<string, unknown>;
  });
}

function assertUnique(values: string[], file: string, what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) fail(file, `${what} ${value} appears twice`);
    seen.add(value);
  }
}

/** Reads geo/countries.json: ISO codes, never a blocked country, 17/9/6 by region, full texts. */
export function parseGeoCountries(text: string): GeoCountryRecord[] {
  const countries = readArray(text, GEO_COUNTRIES_FILE).map((item, i): GeoCountryRecord => {
    const where = `${GEO_COUNTRIES_FILE}[${i}]`;
    const code = readText(item.code, `${where}.code`);
    if (!isIsoCountryCode(code)) fail(where, `${code} is not an ISO 3166-1 alpha-2 code`);
    // Spec §9: Russia, Belarus, DPRK and Iran never appear anywhere.
    if (isBlockedCountry(code)) fail(where, `${code} is a blocked country`);
    const region = item.region as GeoRegion;
    if (!GEO_REGIONS.includes(region)) fail(where, `unknown region ${String(item.region)}`);
    if (!Number.isInteger(item.position)) fail(where, 'position must be an integer');
    const info = (item.info ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const readInfo = (locale: ApiLocale): GeoCountryInfo => {
      const source = info[locale] ?? {};
      const at = `${where}.info.${locale}`;
      return {
        summary: readText(source.summary, `${at}.summary`),
        capital: readText(source.capital, `${at}.capital`),
        demandedGoods: readTexts(source.demandedGoods, `${at}.demandedGoods`, 4, 6),
        notes: readTexts(source.notes, `${at}.notes`, 2, 4),
      };
    };
    return {
      code,
      region,
      position: item.position as number,
      info: { uk: readInfo('uk'), en: readInfo('en') },
    };
  });
  assertUnique(
    countries.map((country) => country.code),
    GEO_COUNTRIES_FILE,
    'country',
  );
  for (const region of GEO_REGIONS) {
    const count = countries.filter((country) => country.region === region).length;
    if (count !== COUNTRY_GROUP_SIZES[region]) {
      fail(
        GEO_COUNTRIES_FILE,
        `${region} has ${count} countries, DOMAIN.md requires ${COUNTRY_GROUP_SIZES[region]}`,
      );
    }
  }
  return countries;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads geo/services.json: unique slugs, names and descriptions in both languages. */
export function parseServices(text: string): ServiceRecord[] {
  const records = readArray(text, SERVICES_FILE).map((item, i): ServiceRecord => {
    const where = `${SERVICES_FILE}[${i}]`;
    const slug = readText(item.slug, `${where}.slug`);
    if (!SLUG.test(slug)) fail(where, `${slug} is not a kebab-case slug`);
    if (typeof item.is_free !== 'boolean') fail(where, 'is_free must be true or false');
    return {
      slug,
      position: i + 1,
      is_free: item.is_free,
      name: readLocalized(item.name, `${where}.name`),
      description: readLocalized(item.description, `${where}.description`),
    };
  });
  assertUnique(
    records.map((record) => record.slug),
    SERVICES_FILE,
    'slug',
  );
  return records;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads geo/demo-country-actions.json: kinds, dates (start ≤ end), texts in both languages. */
export function parseDemoCountryActions(text: string): DemoCountryActionRecord[] {
  const records = readArray(text, DEMO_ACTIONS_FILE).map((item, i): DemoCountryActionRecord => {
    const where = `${DEMO_ACTIONS_FILE}[${i}]`;
    const slug = readText(item.slug, `${where}.slug`);
    if (!SLUG.test(slug)) fail(where, `${slug} is not a kebab-case slug`);
    const country = readText(item.country, `${where}.country`);
    if (isBlockedCountry(country)) fail(where, `${country} is a blocked country`);
    const kind = item.kind as CountryActionKind;
    if (!COUNTRY_ACTION_KINDS.includes(kind)) fail(where, `unknown kind ${String(item.kind)}`);
    const startsOn = readText(item.starts_on, `${where}.starts_on`);
    const endsOn = readText(item.ends_on, `${where}.ends_on`);
    if (!ISO_DATE.test(startsOn) || !ISO_DATE.test(endsOn) || startsOn > endsOn) {
      fail(where, 'starts_on and ends_on must be YYYY-MM-DD dates, the start not after the end');
    }
    const applyBy = item.apply_by === undefined ? null : readText(item.apply_by, `${where}.apply_by`);
    if (applyBy !== null && (!ISO_DATE.test(applyBy) || applyBy > endsOn)) {
      fail(where, 'apply_by must be a YYYY-MM-DD date not after ends_on');
    }
    const city = (item.city ?? {}) as Record<string, unknown>;
    return {
      slug,
      country,
      kind,
      starts_on: startsOn,
      ends_on: endsOn,
      apply_by: applyBy,
      // Online events have no city.
      city: {
        uk: typeof city.uk === 'string' ? city.uk : '',
        en: typeof city.en === 'string' ? city.en : '',
      },
      title: readLocalized(item.title, `${where}.title`),
      description: readLocalized(item.description, `${where}.description`),
    };
  });
  assertUnique(
    records.map((record) => record.slug),
    DEMO_ACTIONS_FILE,
    'slug',
  );
  return records;
}

export type ProgressFieldRecord = {
  slug: string;
  position: number;
  name: Localized<string>;
  description: Localized<string>;
};

/** Reads geo/progress-fields.json: the steps of entering a market, in file order, texts in both languages. */
export function parseProgressFields(text: string): ProgressFieldRecord[] {
  const records = readArray(text, PROGRESS_FIELDS_FILE).map((item, i): ProgressFieldRecord => {
    const where = `${PROGRESS_FIELDS_FILE}[${i}]`;
    const slug = readText(item.slug, `${where}.slug`);
    if (!SLUG.test(slug)) fail(where, `${slug} is not a kebab-case slug`);
    return {
      slug,
      position: i + 1,
      name: readLocalized(item.name, `${where}.name`),
      description: readLocalized(item.description, `${where}.description`),
    };
  });
  assertUnique(
    records.map((record) => record.slug),
    PROGRESS_FIELDS_FILE,
    'slug',
  );
  return records;
}
