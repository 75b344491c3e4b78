import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { countryActions, geoCountries } from './geography';

/**
 * The steps of entering one country's market (issue 15 §3, DOMAIN.md 'Importing countries in the
 * cabinet'), imported from `reference/geo/progress-fields.json` and matched by `slug`.
 */
export const importingProgressFields = pgTable('importing_progress_fields', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  position: integer().notNull().default(0),
  nameUk: text().notNull(),
  nameEn: text().notNull(),
  descriptionUk: text().notNull().default(''),
  descriptionEn: text().notNull().default(''),
});

/**
 * A step a company marked done in one importing country: a row exists while it is done, so
 * ticking twice is one row and unticking deletes it.
 */
export const importingProgressRecords = pgTable(
  'importing_progress_records',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    geoCountryId: integer()
      .notNull()
      .references(() => geoCountries.id, { onDelete: 'cascade' }),
    fieldId: integer()
      .notNull()
      .references(() => importingProgressFields.id, { onDelete: 'cascade' }),
    doneBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.geoCountryId, t.fieldId] })],
);

/** A company taking part in a country action: once per action (the unique index decides a double click). */
export const countryActionParticipants = pgTable(
  'country_action_participants',
  {
    id: uuid().primaryKey().defaultRandom(),
    countryActionId: integer()
      .notNull()
      .references(() => countryActions.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('country_action_participants_unique').on(t.countryActionId, t.companyId),
    index('country_action_participants_company_idx').on(t.companyId),
  ],
);
