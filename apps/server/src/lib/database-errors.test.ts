import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable: which failures answer 503 (ARCHITECTURE §5)', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08006', '53300'])(
    'a driver error with code %s means the database is unavailable',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'timeout exceeded when trying to connect',
    'PGlite is closed',
    'Cannot use a pool after calling end on the pool',
  ])('the message "%s" means the database is unavailable', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('looks through the causes Drizzle wraps driver errors in', () => {
    const driver = withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    const wrapped = new Error('Failed query: select 1', { cause: driver });
    expect(isDatabaseUnavailable(new Error('outer', { cause: wrapped }))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601', 'syntax error')],
    ['a plain error', new Error('something else')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('%s is not an outage (it stays a 500 or its own error)', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('a cycle of causes ends the search instead of looping', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
