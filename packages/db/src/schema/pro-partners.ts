import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { storedFiles } from './files';

/**
 * Professional partners (issue 16 §4, decision 031): logistics, law, certification, translation,
 * insurance and finance firms, written by managers in both languages; shown once published.
 */
export const proPartners = pgTable(
  'pro_partners',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    nameUk: text().notNull(),
    nameEn: text().notNull(),
    kind: text()
      .$type<'logistics' | 'law' | 'certification' | 'translation' | 'insurance' | 'finance'>()
      .notNull(),
    summaryUk: text().notNull().default(''),
    summaryEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    cityUk: text().notNull().default(''),
    cityEn: text().notNull().default(''),
    /** ISO codes of the countries served; empty: every country. */
    countries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the exporters' requests go; never shown in the cabinet. */
    email: text().notNull(),
    phone: text().notNull().default(''),
    websiteUrl: text().notNull().default(''),
    /** The partner's logo (decision 034), a kept image; removed with it. */
    imageFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pro_partners_kind_idx').on(t.kind)],
);

/** A request an exporter sent to a partner through the portal (kept; at most 5 a day per company). */
export const proPartnerRequests = pgTable(
  'pro_partner_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    partnerId: integer()
      .notNull()
      .references(() => proPartners.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    comment: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pro_partner_requests_company_idx').on(t.companyId, t.createdAt)],
);

/** A user's account at Vkursi, opened through the portal once (issue 16 §5, decision 032). */
export const vkursiAccounts = pgTable('vkursi_accounts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vkursiUserId: text().notNull(),
  loginUrl: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
