import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

const CHUNK = 500;

/**
 * Inserts rows, or updates every given column of the row with the same `key` (a unique column:
 * `code` or `slug`). Rows are never deleted, so identity ids stay stable and rows referenced
 * elsewhere survive a new version of the file.
 */
export async function upsertInChunks<T extends PgTable>(
  db: Database,
  table: T,
  key: PgColumn,
  rows: PgInsertValue<T>[],
): Promise<void> {
  const columns = getTableColumns(table);
  const keyProperty = Object.entries(columns).find(([, column]) => column === key)?.[0];
  if (!keyProperty) throw new Error(`${key.name} is not a column of this table`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const first = chunk[0];
    if (!first) continue;
    const set = Object.fromEntries(
      Object.keys(first)
        .filter((property) => property !== keyProperty)
        .map((property) => [property, sqlExcluded(table, property)]),
    );
    await db
      .insert(table)
      .values(chunk)
      .onConflictDoUpdate({ target: key, set: set as PgUpdateSetSource<T> });
  }
}

function sqlExcluded(table: PgTable, property: string) {
  if (!Object.hasOwn(getTableColumns(table), property)) throw new Error(`Unknown column ${property}`);
  // The schema is declared in camelCase and mapped with `casing: 'snake_case'`.
  const name = property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return sql.raw(`excluded."${name}"`);
}
