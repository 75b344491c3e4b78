import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A person who signs in: an exporter (every registered user) or back-office staff (manager,
 * admin). `registrationStep` 1–5 follows spec §4: 1 registered, 2 e-mail verified, 3 phone
 * verified, 4 personal data given, 5 company data given (registration complete).
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    role: text().$type<'exporter' | 'manager' | 'admin'>().notNull().default('exporter'),
    registrationStep: integer().notNull().default(1),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** The number being verified during registration (spec §3 registrationPhoneNumber). */
    registrationPhone: text(),
    phone: text(),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    name: text().notNull().default(''),
    surname: text().notNull().default(''),
    patronymic: text().notNull().default(''),
    position: text().notNull().default(''),
    /** Language of the e-mails and SMS the portal sends this person. */
    locale: text().$type<'uk' | 'en'>().notNull().default('uk'),
    isBanned: boolean().notNull().default(false),
    isDenied: boolean().notNull().default(false),
    isApproved: boolean().notNull().default(false),
    denyReason: text(),
    totpSecret: text(),
    totpPendingSecret: text(),
    totpEnabled: boolean().notNull().default(false),
    /** The last accepted TOTP time step: each code is accepted once. */
    totpLastStep: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
);

/** The company an exporter represents (spec §3 companyInfo), one per exporter. */
export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameUk: text().notNull().default(''),
    nameEn: text().notNull().default(''),
    yearOfFoundation: integer(),
    edrpouCode: text().notNull().default(''),
    ipnCode: text().notNull().default(''),
    region: text(),
    fieldsOfActivity: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    typeBusiness: text(),
    websiteUrl: text().notNull().default(''),
    positionInTheCompany: text().notNull().default(''),
    expertName: text().notNull().default(''),
    expertSurname: text().notNull().default(''),
    expertPosition: text().notNull().default(''),
    expertEmail: text().notNull().default(''),
    expertPhoneNumber: text().notNull().default(''),
    directorName: text().notNull().default(''),
    directorSurname: text().notNull().default(''),
    directorPosition: text().notNull().default(''),
    directorEmail: text().notNull().default(''),
    directorPhoneNumber: text().notNull().default(''),
    vchasnoEmail: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_user_unique').on(t.userId),
    index('companies_edrpou_idx').on(t.edrpouCode),
    // Matchmaking (issue 15): companies whose fields of activity overlap the buyer's product.
    index('companies_fields_of_activity_idx').using('gin', t.fieldsOfActivity),
  ],
);

/**
 * Sessions (ARCHITECTURE §4): an opaque 32-byte token, stored only as its SHA-256 hash; ends
 * after `AUTH.sessionIdleDays` without use and `AUTH.sessionMaxDays` after sign-in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Short-lived secrets sent to or held by a person: e-mail and phone codes (6 digits), the
 * password-reset link token, the two-factor challenge between password and code. Stored
 * hashed, single use; `attempts` lives and dies with the secret.
 */
export const authSecrets = pgTable(
  'auth_secrets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text()
      .$type<'email_code' | 'phone_code' | 'password_reset' | 'two_factor_challenge'>()
      .notNull(),
    /** Where it was sent (the e-mail address or phone number), when it was sent. */
    target: text(),
    secretHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_secrets_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    index('auth_secrets_hash_idx').on(t.secretHash),
  ],
);

/**
 * Failure counters that survive restarts (ARCHITECTURE §4): keyed by what is counted, e.g.
 * `signin:account:<user id>`, `signin:address:<ip>`, `totp:<user id>`.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
