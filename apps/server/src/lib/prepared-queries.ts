import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '@portal/db';

/**
 * Hot queries prepared once per database and shape (decision 016). Drizzle then turns the query
 * into SQL text once instead of on every call (a third of the CPU of a list request was spent
 * there), and node-postgres names the statement, so PostgreSQL parses and plans it once per
 * connection.
 *
 * `key` must determine the SQL text completely (values travel as placeholders): two texts under
 * one key would run the wrong statement. Keys name shapes (which filters a list has), never free
 * text; past MAX_STATEMENTS shapes a query is prepared unnamed for one use, so the statements a
 * connection keeps stay few whatever the callers send.
 */
const MAX_STATEMENTS = 300;
const byDatabase = new WeakMap<Database, Map<string, unknown>>();
let named = 0;

export function preparedOnce<T>(db: Database, key: string, prepare: (name: string) => T): T {
  let prepared = byDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    byDatabase.set(db, prepared);
  }
  const known = prepared.get(key);
  if (known) return known as T;
  if (prepared.size >= MAX_STATEMENTS) return prepare('');
  // Unique in the process: statements live on connections, and each connection is one process's.
  const query = prepare(`portal_${++named}`);
  prepared.set(key, query);
  return query;
}

/**
 * The values of a query built with placeholders, and its shape: what each condition added to the
 * text. `key` is then a `preparedOnce` key for the text. Bind in the same order for the same shape.
 */
export class BoundValues {
  readonly values: Record<string, unknown> = {};
  private readonly shape: string[] = [];
  private count = 0;

  /** A placeholder for `value` (a Date goes as ISO text, which both drivers pass alike). */
  bind(value: unknown): Placeholder {
    const name = `p${this.count++}`;
    this.values[name] = value instanceof Date ? value.toISOString() : value;
    return sql.placeholder(name);
  }

  /** Records what the text now holds (a filter, an order), for the key. */
  mark(part: string): void {
    this.shape.push(part);
  }

  get key(): string {
    return this.shape.join('|');
  }
}
