import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
 * Files the portal keeps (decisions 028, 034, 036): the PDFs of country analyses and the pictures
 * of the published content. What a file is lives here; its bytes live in `stored_file_chunks`, so
 * that no statement carries a whole file (decision 036). In the database with the records that
 * name them, so a backup holds both and every instance serves them.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    contentType: text().notNull(),
    fileName: text().notNull(),
    size: integer().notNull(),
    /** Hex SHA-256 of the bytes, for an ETag; empty while the bytes are still arriving. */
    sha256: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a record first named the upload; null: uploaded and not (yet) used by any record. */
    attachedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('stored_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);

/**
 * A kept file's bytes in order, `FILE_CHUNK_BYTES` (256 KB) each but the last (decision 036): a file
 * is written and read one chunk per statement, never whole in one value.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
