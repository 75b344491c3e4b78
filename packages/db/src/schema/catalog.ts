import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { storedFiles } from './files';
import { proPartners } from './pro-partners';
import type { RequestStatus } from './requests';

/**
 * The catalogue of services (issue 27, DOMAIN.md 'Catalogue of services with forms'): categories
 * and services written by managers in both languages, each service with an order form the
 * managers design (a versioned JSON Schema and its layout), and the companies' orders, a
 * request kind of the shorter status set.
 */
export const serviceCategories = pgTable('service_categories', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  nameUk: text().notNull(),
  nameEn: text().notNull(),
  descriptionUk: text().notNull().default(''),
  descriptionEn: text().notNull().default(''),
  /** Where it stands in the catalogue, smaller first. */
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const catalogServices = pgTable(
  'catalog_services',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => serviceCategories.id),
    titleUk: text().notNull(),
    titleEn: text().notNull(),
    summaryUk: text().notNull().default(''),
    summaryEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    /** The professional partner who provides it; null: the office itself. */
    partnerId: integer().references(() => proPartners.id, { onDelete: 'set null' }),
    /** The price in kopiykas, VAT included; null: free of charge. */
    priceMinor: bigint({ mode: 'number' }),
    /** Only companies with an active subscription may order it. */
    subscriptionRequired: boolean().notNull().default(false),
    imageFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    /**
     * The form the managers are designing (its layout, `FormDefinition`); publishing it makes a
     * new version in `service_forms`. null until they start.
     */
    formDraft: jsonb().$type<unknown>(),
    /** The version exporters fill now; null until a form is published. */
    currentFormId: integer(),
    position: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_services_category_idx').on(t.categoryId, t.position)],
);

/**
 * A published version of a service's form: never changed once written, so an order stays
 * readable and editable against the version it was filled with.
 */
export const serviceForms = pgTable(
  'service_forms',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer()
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    /** The layout: sections and fields with their labels and help in both languages. */
    definition: jsonb().$type<unknown>().notNull(),
    /** The JSON Schema (draft 2020-12) the answers are validated against. */
    schema: jsonb().$type<unknown>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_forms_version_unique').on(t.serviceId, t.version)],
);

/** A company's order of a service: the answers to the form's version it was filled with. */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().notNull().generatedAlwaysAsIdentity({ startWith: 301 }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    serviceId: integer()
      .notNull()
      .references(() => catalogServices.id),
    formId: integer()
      .notNull()
      .references(() => serviceForms.id),
    /** Keyed by the form's field keys; files as `{ file_id }`. */
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    /**
     * What the order is about, in the exporter's words: its first text answer (a product's name),
     * shown in the lists and searched with the service's title.
     */
    subject: text().notNull().default(''),
    /** The service's title when ordered, in both languages (the catalogue may rename it later). */
    titleUk: text().notNull(),
    titleEn: text().notNull(),
    status: text().$type<RequestStatus>().notNull().default('created'),
    submittedAt: timestamp({ withTimezone: true }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_orders_company_idx').on(t.companyId, t.createdAt.desc()),
    index('service_orders_status_idx').on(t.status, t.statusChangedAt),
    index('service_orders_created_idx').on(t.createdAt.desc().nullsLast(), t.id.desc()),
    index('service_orders_service_idx').on(t.serviceId, t.companyId),
  ],
);

/** The files an order's answers name (one row per file field answered), kept with the order. */
export const serviceOrderFiles = pgTable(
  'service_order_files',
  {
    orderId: uuid()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    fieldKey: text().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('service_order_files_unique').on(t.orderId, t.fieldKey),
    index('service_order_files_file_idx').on(t.fileId),
  ],
);

/** The office's result files of an order (a report, a certificate), added by managers. */
export const serviceOrderResults = pgTable(
  'service_order_results',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_order_results_order_idx').on(t.orderId, t.createdAt)],
);
