import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, date } from 'drizzle-orm/pg-core';

/**
 * Published content of the portal (FAQ, legal pages, SEO data, partners, tariffs), imported
 * from `reference/content` at start-up like other reference data. Texts come in pairs, one
 * column per API locale (`uk`, `en`). Rows are matched by slug on import, so ids (seen in URLs
 * such as /faq/{id}) stay the same across imports; managers' later additions get new ids.
 */

export const faqCategories = pgTable('faq_categories', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  nameUk: text().notNull(),
  nameEn: text().notNull(),
  position: integer().notNull().default(0),
});

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    questionUk: text().notNull(),
    questionEn: text().notNull(),
    answerUk: text().notNull(),
    answerEn: text().notNull(),
    /** Shown in the landing page's questions and answers. */
    onLanding: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [index('faq_questions_category_idx').on(t.categoryId)],
);

/** A section of a text page: a heading and its paragraphs (no HTML is stored). */
export type PageSection = { heading: string; paragraphs: string[] };

/** Legal and informational pages served by `/pages/{slug}`. */
export const pages = pgTable('pages', {
  slug: text().primaryKey(),
  titleUk: text().notNull(),
  titleEn: text().notNull(),
  summaryUk: text().notNull().default(''),
  summaryEn: text().notNull().default(''),
  bodyUk: jsonb().$type<PageSection[]>().notNull(),
  bodyEn: jsonb().$type<PageSection[]>().notNull(),
  /** The date the current text took effect. */
  effectiveOn: date({ mode: 'string' }).notNull(),
});

/** Title, description and keywords of each public page (spec §7 `/seo/get-data`), by Ukrainian path. */
export const seoEntries = pgTable('seo_entries', {
  path: text().primaryKey(),
  titleUk: text().notNull(),
  titleEn: text().notNull(),
  descriptionUk: text().notNull(),
  descriptionEn: text().notNull(),
  keywordsUk: text().notNull().default(''),
  keywordsEn: text().notNull().default(''),
});

/** Partner organisations shown on `/partners` (`/partners/get`). */
export const partners = pgTable('partners', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  nameUk: text().notNull(),
  nameEn: text().notNull(),
  descriptionUk: text().notNull().default(''),
  descriptionEn: text().notNull().default(''),
  kind: text().notNull(),
  websiteUrl: text().notNull().default(''),
  position: integer().notNull().default(0),
});

/** Subscription plans (DOMAIN.md): priced in UAH minor units per period. */
export const tariffs = pgTable('tariffs', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  nameUk: text().notNull(),
  nameEn: text().notNull(),
  descriptionUk: text().notNull().default(''),
  descriptionEn: text().notNull().default(''),
  priceMinor: bigint({ mode: 'number' }).notNull(),
  currency: text().notNull().default('UAH'),
  periodMonths: integer().notNull(),
  /** A trial tariff: activated once per company for `trialDays`. */
  isTrial: boolean().notNull().default(false),
  trialDays: integer(),
  isRecommended: boolean().notNull().default(false),
  isPublic: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});

/** A row of the tariff comparison (`/tariffs/with-comparison`). */
export const tariffFeatures = pgTable('tariff_features', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  nameUk: text().notNull(),
  nameEn: text().notNull(),
  position: integer().notNull().default(0),
});

export const tariffFeatureValues = pgTable(
  'tariff_feature_values',
  {
    tariffId: integer()
      .notNull()
      .references(() => tariffs.id, { onDelete: 'cascade' }),
    featureId: integer()
      .notNull()
      .references(() => tariffFeatures.id, { onDelete: 'cascade' }),
    included: boolean().notNull(),
    /** A limit or remark shown instead of a tick, e.g. '5 per month'. */
    noteUk: text().notNull().default(''),
    noteEn: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.tariffId, t.featureId] })],
);
