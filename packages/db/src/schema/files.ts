import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Bytes as PostgreSQL keeps them (`bytea`). node-postgres answers a Buffer, PGlite a Uint8Array:
 * both are read as a Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files the portal keeps (decision 028): the PDFs of country analyses so far. In the database
 * with the records that name them, so a backup holds both and every instance serves them; at most
 * 10 MB each. Rows that name a file select its bytes only when they serve it.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid().primaryKey().defaultRandom(),
  contentType: text().notNull(),
  fileName: text().notNull(),
  size: integer().notNull(),
  /** Hex SHA-256 of the bytes, for an ETag and to tell one upload from another. */
  sha256: text().notNull(),
  bytes: bytea().notNull(),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
