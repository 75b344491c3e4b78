import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** What `/common/geo-country-info/{id}` tells about an importing country, in one language. */
export type GeoCountryInfo = {
  summary: string;
  capital: string;
  /** Goods the country buys abroad that Ukrainian exporters can offer. */
  demandedGoods: string[];
  /** Practical notes: certification, logistics, trade agreements with Ukraine. */
  notes: string[];
};

/**
 * The importing countries (DOMAIN.md: Europe 17, Americas 9, Asia 6), imported from
 * `reference/geo`. Names come from ICU at answer time; only the code is stored.
 */
export const geoCountries = pgTable(
  'geo_countries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull().unique(),
    region: text().$type<'europe' | 'americas' | 'asia'>().notNull(),
    position: integer().notNull().default(0),
    infoUk: jsonb().$type<GeoCountryInfo>().notNull(),
    infoEn: jsonb().$type<GeoCountryInfo>().notNull(),
  },
  (t) => [index('geo_countries_region_idx').on(t.region)],
);

/** Country actions: trade missions, fairs and B2B meetings exporters can take part in. */
export const countryActions = pgTable(
  'country_actions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    geoCountryId: integer()
      .notNull()
      .references(() => geoCountries.id, { onDelete: 'cascade' }),
    kind: text().$type<'trade_mission' | 'exhibition' | 'b2b_meetings' | 'webinar'>().notNull(),
    titleUk: text().notNull(),
    titleEn: text().notNull(),
    descriptionUk: text().notNull(),
    descriptionEn: text().notNull(),
    cityUk: text().notNull().default(''),
    cityEn: text().notNull().default(''),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    /** The last day (Kyiv) a company may sign up; null: until the day it starts. */
    applyBy: date({ mode: 'string' }),
  },
  (t) => [index('country_actions_country_idx').on(t.geoCountryId)],
);

/** Services the portal's office provides with an export application (`get-services`). */
export const services = pgTable('services', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  nameUk: text().notNull(),
  nameEn: text().notNull(),
  descriptionUk: text().notNull().default(''),
  descriptionEn: text().notNull().default(''),
  isFree: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});
