import { and, asc, eq } from 'drizzle-orm';
import {
  computeImportingProgress,
  type ApiLocale,
  type ImportingCountry,
  type ImportingCountryGroup,
  type ProgressField,
} from '@portal/contract';
import { importingProgressFields, importingProgressRecords, type Database } from '@portal/db';
import { findGeoCountries } from '../reference/find-geo-countries';
import { scopeCondition, type ExporterScope } from '../access/scope';

type Reader = Pick<Database, 'select'>;

/** The steps of entering a market, in order, in one language (reference data, decision 010). */
export async function findProgressFields(db: Reader, locale: ApiLocale): Promise<ProgressField[]> {
  const rows = await db
    .select()
    .from(importingProgressFields)
    .orderBy(asc(importingProgressFields.position), asc(importingProgressFields.id));
  const uk = locale === 'uk';
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: uk ? row.nameUk : row.nameEn,
    description: uk ? row.descriptionUk : row.descriptionEn,
  }));
}

async function findFieldIds(db: Reader): Promise<number[]> {
  const rows = await db
    .select({ id: importingProgressFields.id })
    .from(importingProgressFields)
    .orderBy(asc(importingProgressFields.position), asc(importingProgressFields.id));
  return rows.map((row) => row.id);
}

/** The company's done steps by country (only steps that still exist count). */
async function findDoneFields(
  db: Reader,
  scope: ExporterScope,
  geoCountryId?: number,
): Promise<Map<number, Set<number>>> {
  const rows = await db
    .select({
      geoCountryId: importingProgressRecords.geoCountryId,
      fieldId: importingProgressRecords.fieldId,
    })
    .from(importingProgressRecords)
    .where(
      and(
        scopeCondition(importingProgressRecords, scope),
        geoCountryId === undefined ? undefined : eq(importingProgressRecords.geoCountryId, geoCountryId),
      ),
    );
  const done = new Map<number, Set<number>>();
  for (const row of rows) {
    const fields = done.get(row.geoCountryId) ?? new Set<number>();
    fields.add(row.fieldId);
    done.set(row.geoCountryId, fields);
  }
  return done;
}

/** One country with the company's steps done, in the fields' order, and its progress. */
function withProgress<T extends { id: number }>(
  country: T,
  fieldIds: number[],
  done: Map<number, Set<number>>,
): T & Pick<ImportingCountry, 'done_fields' | 'progress'> {
  const ticked = done.get(country.id) ?? new Set<number>();
  const doneFields = fieldIds.filter((id) => ticked.has(id));
  return {
    ...country,
    done_fields: doneFields,
    progress: computeImportingProgress(doneFields.length, fieldIds.length),
  };
}

/**
 * GET /profile/countries-importers/get/geo-countries: the importing countries by region (as
 * `/common/get-geo_countries`), each with the company's progress in entering its market.
 */
export async function findImportingCountries(options: {
  db: Database;
  scope: ExporterScope;
  locale: ApiLocale;
}): Promise<ImportingCountryGroup[]> {
  const { db, scope, locale } = options;
  const groups = await findGeoCountries(db, locale);
  const fieldIds = await findFieldIds(db);
  const done = await findDoneFields(db, scope);
  return groups.map((group) => ({
    ...group,
    countries: group.countries.map((country) => withProgress(country, fieldIds, done)),
  }));
}

/** One importing country of `findImportingCountries`, after a change. */
export async function findImportingCountry(options: {
  db: Reader;
  scope: ExporterScope;
  country: { id: number; code: string; name: string };
}): Promise<ImportingCountry> {
  const { db, scope, country } = options;
  const fieldIds = await findFieldIds(db);
  const done = await findDoneFields(db, scope, country.id);
  return withProgress(country, fieldIds, done);
}
