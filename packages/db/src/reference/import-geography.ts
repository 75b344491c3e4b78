import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { getReferenceDir } from '../paths';
import { countryActions, geoCountries, services } from '../schema';
import type { DemoSeedStep } from '../seed';
import {
  DEMO_ACTIONS_FILE,
  GEO_COUNTRIES_FILE,
  parseDemoCountryActions,
  parseGeoCountries,
  parseServices,
  SERVICES_FILE,
  type DemoCountryActionRecord,
} from './geo-files';
import type { ReferenceDataSet } from './types';
import { upsertInChunks } from './upsert';

/**
 * The importing countries (DOMAIN.md: Europe 17, Americas 9, Asia 6; spec §9) and the services
 * offered with an export application, from reference/geo. Rows are matched by `code` / `slug`
 * and never deleted: their ids are in URLs and in other tables.
 */
export const geographyDataSet: ReferenceDataSet = {
  name: 'geography',
  async read(referenceDir) {
    const [countriesText, servicesText] = await Promise.all(
      [GEO_COUNTRIES_FILE, SERVICES_FILE].map((file) => readFile(join(referenceDir, file), 'utf8')),
    );
    const countries = parseGeoCountries(countriesText!);
    const offered = parseServices(servicesText!);
    return {
      checksumInput: `${countriesText}\u0000${servicesText}`,
      load: async (db) => {
        await upsertInChunks(
          db,
          geoCountries,
          geoCountries.code,
          countries.map((country) => ({
            code: country.code,
            region: country.region,
            position: country.position,
            infoUk: country.info.uk,
            infoEn: country.info.en,
          })),
        );
        await upsertInChunks(
          db,
          services,
          services.slug,
          offered.map((service) => ({
            slug: service.slug,
            nameUk: service.name.uk,
            nameEn: service.name.en,
            descriptionUk: service.description.uk,
            descriptionEn: service.description.en,
            isFree: service.is_free,
            position: service.position,
          })),
        );
        return countries.length + offered.length;
      },
    };
  },
};

/**
 * Demo country actions (decision 002: demo content only into an empty database, never in
 * production): upcoming events of the kind managers will publish.
 */
export const countryActionsDemoStep: DemoSeedStep = {
  name: 'demo-country-actions',
  run: async (db) => {
    const text = await readFile(join(getReferenceDir(), DEMO_ACTIONS_FILE), 'utf8');
    await insertDemoCountryActions(db, parseDemoCountryActions(text));
  },
};

async function insertDemoCountryActions(db: Database, actions: DemoCountryActionRecord[]): Promise<void> {
  const codes = [...new Set(actions.map((action) => action.country))];
  const rows = await db
    .select({ id: geoCountries.id, code: geoCountries.code })
    .from(geoCountries)
    .where(inArray(geoCountries.code, codes));
  const idByCode = new Map(rows.map((row) => [row.code, row.id]));
  const values = actions.map((action) => {
    const geoCountryId = idByCode.get(action.country);
    if (geoCountryId === undefined)
      throw new Error(`Demo action ${action.slug}: no geo country ${action.country}`);
    return {
      slug: action.slug,
      geoCountryId,
      kind: action.kind,
      titleUk: action.title.uk,
      titleEn: action.title.en,
      descriptionUk: action.description.uk,
      descriptionEn: action.description.en,
      cityUk: action.city.uk,
      cityEn: action.city.en,
      startsOn: action.starts_on,
      endsOn: action.ends_on,
      applyBy: action.apply_by,
    };
  });
  if (values.length > 0) await db.insert(countryActions).values(values).onConflictDoNothing();
}
