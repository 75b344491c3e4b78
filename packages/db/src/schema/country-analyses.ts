import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { storedFiles } from './files';
import type { RequestStatus } from './requests';

/**
 * A country-analysis request (issue 15 §1, DOMAIN.md): a country, a product with its
 * classification, goals and a comment, along the shorter status set. The manager answers by
 * attaching the finished analysis: text in either language and a PDF.
 */
export const countryAnalysisRequests = pgTable(
  'country_analysis_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().notNull().generatedAlwaysAsIdentity({ startWith: 301 }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<RequestStatus>().notNull().default('created'),
    countryCode: text().notNull(),
    productName: text().notNull(),
    hsSection: text(),
    hsGroup: text(),
    hsProductItem: text(),
    goals: text().notNull(),
    comment: text().notNull().default(''),
    // The finished analysis (null until a manager attaches it).
    resultTextUk: text(),
    resultTextEn: text(),
    resultPdfId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    resultAttachedAt: timestamp({ withTimezone: true }),
    resultAttachedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('country_analysis_company_idx').on(t.companyId, t.createdAt.desc()),
    index('country_analysis_status_idx').on(t.status, t.statusChangedAt),
    index('country_analysis_created_idx').on(t.createdAt.desc().nullsLast(), t.id.desc()),
  ],
);

/**
 * The analyses the office's analysts publish per country and product group (issue 15 §2), in
 * both languages, with a PDF; `publishedAt` null while a draft. Subscribers read them.
 */
export const publishedCountryAnalyses = pgTable(
  'published_country_analyses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    countryCode: text().notNull(),
    /** An HS chapter (2 digits) or heading (4 digits); null for every product. */
    hsCode: text(),
    titleUk: text().notNull(),
    titleEn: text().notNull(),
    summaryUk: text().notNull(),
    summaryEn: text().notNull(),
    bodyUk: text().notNull(),
    bodyEn: text().notNull(),
    pdfId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('published_country_analyses_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('published_country_analyses_country_idx').on(t.countryCode, t.publishedAt.desc()),
  ],
);
