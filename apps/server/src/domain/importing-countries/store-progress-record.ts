import { and, eq } from 'drizzle-orm';
import {
  getCountryName,
  isBlockedCountry,
  type ApiLocale,
  type FieldErrors,
  type ImportingCountry,
  type ProgressRecordBody,
} from '@portal/contract';
import { geoCountries, importingProgressFields, importingProgressRecords, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { companyOfScope, scopeCondition, type ExporterScope } from '../access/scope';
import { findImportingCountry } from './importing-progress';

/**
 * POST /profile/countries-importers/store/progress-bar/record: one step of one country done or
 * not. Idempotent: a row exists while the step is done (ticking twice keeps one, unticking an
 * unticked step changes nothing). An id that names no importing country or field answers 422 on
 * its field. The scope comes with `filing` (an approved company).
 */
export async function storeProgressRecord(options: {
  db: Database;
  scope: ExporterScope;
  body: ProgressRecordBody;
  locale: ApiLocale;
}): Promise<ImportingCountry> {
  const { db, scope, body, locale } = options;
  const companyId = companyOfScope(scope);
  const [country] = await db
    .select({ id: geoCountries.id, code: geoCountries.code })
    .from(geoCountries)
    .where(eq(geoCountries.id, body.geo_country_id))
    .limit(1);
  const [field] = await db
    .select({ id: importingProgressFields.id })
    .from(importingProgressFields)
    .where(eq(importingProgressFields.id, body.field_id))
    .limit(1);
  const errors: FieldErrors = {};
  // Spec §9: a blocked country is never one, even if someone wrote it into the table.
  if (!country || isBlockedCountry(country.code))
    errors.geo_country_id = ['validation.not_importing_country'];
  if (!field) errors.field_id = ['importing.unknown_field'];
  if (!country || !field || errors.geo_country_id) {
    throw new AppError('validation_failed', 'error.validation_failed', { fields: errors });
  }

  if (body.done) {
    await db
      .insert(importingProgressRecords)
      .values({ companyId, geoCountryId: country.id, fieldId: field.id, doneBy: scope.user.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(importingProgressRecords)
      .where(
        and(
          scopeCondition(importingProgressRecords, scope),
          eq(importingProgressRecords.geoCountryId, country.id),
          eq(importingProgressRecords.fieldId, field.id),
        ),
      );
  }
  return findImportingCountry({
    db,
    scope,
    country: { id: country.id, code: country.code, name: getCountryName(country.code, locale) },
  });
}
