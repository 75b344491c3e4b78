import { afterEach, describe, expect, it } from 'vitest';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '@portal/db';
import { PreparedKeyConflictError, preparedOnce, setPreparedTextChecks } from './prepared-queries';

/** A stand-in for drizzle's prepared query: its name and its SQL text. */
function fake(text: string) {
  return (name: string) => ({ name, getQuery: () => ({ sql: text }) });
}

afterEach(() => setPreparedTextChecks(undefined));

describe('preparedOnce (decision 016)', () => {
  it('prepares a shape once per database, each under a name of its own', () => {
    setPreparedTextChecks(false);
    const db = {} as Database;
    const names: string[] = [];
    const prepare = (name: string) => {
      names.push(name);
      return fake('select 1')(name);
    };
    const first = preparedOnce(db, 'shape-a', prepare);
    expect(preparedOnce(db, 'shape-a', prepare)).toBe(first);
    const other = preparedOnce(db, 'shape-b', prepare);
    expect(other.name).not.toBe(first.name);
    expect(preparedOnce({} as Database, 'shape-a', prepare).name).not.toBe(first.name);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
  });

  it('a transaction prepares unnamed each time: it is a new object at each use, and names would pile up on its connection', () => {
    setPreparedTextChecks(false);
    const transaction = Object.create(PgTransaction.prototype) as Database;
    const prepared: string[] = [];
    const prepare = (name: string) => (prepared.push(name), fake('select 1')(name));
    preparedOnce(transaction, 'shape-a', prepare);
    preparedOnce(transaction, 'shape-a', prepare);
    expect(prepared).toEqual(['', '']);
  });

  it('past 300 shapes a query is prepared unnamed each time, so connections keep few statements', () => {
    const crowded = {} as Database;
    for (let i = 0; i < 300; i++) preparedOnce(crowded, `shape-${i}`, fake(`select ${i}`));
    const prepared: string[] = [];
    const once = preparedOnce(crowded, 'one-more', (name) => (prepared.push(name), fake('select')(name)));
    const again = preparedOnce(crowded, 'one-more', (name) => (prepared.push(name), fake('select')(name)));
    expect(prepared).toEqual(['', '']);
    expect(again).not.toBe(once);
    expect(preparedOnce(crowded, 'shape-0', fake('select 0')).name).toMatch(/^portal_\d+$/);
  });
});

describe('preparedOnce outside production: a key names one SQL text (decision 024)', () => {
  it('is on by default outside a production build (vitest runs NODE_ENV=test)', () => {
    const db = {} as Database;
    preparedOnce(db, 'list|status', fake('select * from t where status = $1'));
    expect(() => preparedOnce(db, 'list|status', fake('select * from t where number = $1'))).toThrow(
      PreparedKeyConflictError,
    );
  });

  it('a reused key with the same text answers the first statement, built again only to compare', () => {
    setPreparedTextChecks(true);
    const db = {} as Database;
    const first = preparedOnce(db, 'list|status', fake('select * from t where status = $1'));
    const names: string[] = [];
    const again = preparedOnce(db, 'list|status', (name) => {
      names.push(name);
      return fake('select * from t where status = $1')(name);
    });
    expect(again).toBe(first);
    // Built under the first one's name, so only the text can differ.
    expect(names).toEqual([first.name]);
  });

  it('a reused key with another text throws, naming the key and both texts, and keeps the first', () => {
    setPreparedTextChecks(true);
    const db = {} as Database;
    const first = preparedOnce(db, 'list|search', fake('select * from t where name ilike all ($1)'));
    let error: unknown;
    try {
      preparedOnce(db, 'list|search', fake('select * from t join c on true where c.name ilike all ($1)'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PreparedKeyConflictError);
    expect((error as Error).message).toContain('"list|search"');
    expect((error as Error).message).toContain('first: select * from t where name ilike all ($1)');
    expect((error as Error).message).toContain('now:   select * from t join c on true');
    expect(preparedOnce(db, 'list|search', fake('select * from t where name ilike all ($1)'))).toBe(first);
  });

  it('the same key on two databases is two statements, each checked on its own', () => {
    setPreparedTextChecks(true);
    preparedOnce({} as Database, 'k', fake('select 1'));
    expect(() => preparedOnce({} as Database, 'k', fake('select 2'))).not.toThrow();
  });

  it('off (a production build) a reused key is not built again', () => {
    setPreparedTextChecks(false);
    const db = {} as Database;
    const first = preparedOnce(db, 'k', fake('select 1'));
    let built = 0;
    const again = preparedOnce(db, 'k', (name) => (built++, fake('select 2')(name)));
    expect(again).toBe(first);
    expect(built).toBe(0);
  });
});
