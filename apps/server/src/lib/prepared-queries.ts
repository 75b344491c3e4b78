import { sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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
 *
 * Outside production a reused key is checked (decision 024): the query is built again and a text
 * other than the first one under that key throws, since in production the first statement would
 * silently run in place of the second.
 */
const MAX_STATEMENTS = 300;

/** What preparedOnce keeps: a prepared query whose SQL text can be read (drizzle's `getQuery()`). */
export type PreparedQuery = { getQuery(): { sql: string } };

type Entry = { query: PreparedQuery; name: string; text: string };

const byDatabase = new WeakMap<Database, Map<string, Entry>>();
let named = 0;

/** Whether reused keys are checked; undefined: outside a production build (decision 024). */
let checkTexts: boolean | undefined;

/**
 * Turns the check of reused keys on or off (`undefined`: the default, on unless NODE_ENV is
 * `production`). The check builds each query's text again on every call, so a production build
 * (the benchmark's too) leaves it off.
 */
export function setPreparedTextChecks(enabled: boolean | undefined): void {
  checkTexts = enabled;
}

function isChecking(): boolean {
  // NODE_ENV, not APP_ENV (decision 008): like a library's development build, the check is a cost
  // a production build does not pay, whatever the portal's behaviour (the benchmark runs
  // NODE_ENV=production APP_ENV=development).
  return checkTexts ?? process.env.NODE_ENV !== 'production';
}

/** A key reused for another SQL text: a programming error (the key leaves out part of the shape). */
export class PreparedKeyConflictError extends Error {
  constructor(key: string, first: string, now: string) {
    super(
      `preparedOnce: the key "${key}" names two SQL texts; the key must determine the text ` +
        `(mark every condition in the BoundValues, decision 016).\nfirst: ${first}\nnow:   ${now}`,
    );
    this.name = 'PreparedKeyConflictError';
  }
}

export function preparedOnce<T extends PreparedQuery>(
  db: Database,
  key: string,
  prepare: (name: string) => T,
): T {
  // A transaction is an object of its own for each use: statements named under it would pile up
  // on its connection, one per call. It prepares unnamed, for one use.
  if (db instanceof PgTransaction) return prepare('');
  let prepared = byDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    byDatabase.set(db, prepared);
  }
  const known = prepared.get(key);
  if (known) {
    if (isChecking()) {
      const text = prepare(known.name).getQuery().sql;
      if (text !== known.text) throw new PreparedKeyConflictError(key, known.text, text);
    }
    return known.query as T;
  }
  if (prepared.size >= MAX_STATEMENTS) return prepare('');
  // Unique in the process: statements live on connections, and each connection is one process's.
  const name = `portal_${++named}`;
  const query = prepare(name);
  prepared.set(key, { query, name, text: query.getQuery().sql });
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
