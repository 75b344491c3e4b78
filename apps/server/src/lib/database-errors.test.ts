import { describe, expect, it } from 'vitest';
import { classifyDatabaseError, isDatabaseUnavailable, isUniqueViolation } from './database-errors';

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

/** What pg's DatabaseError looks like: SQLSTATE in `code`, PostgreSQL's text in `message`. */
function postgresError(code: string, message: string, severity = 'ERROR'): Error {
  return Object.assign(new Error(message), { code, severity, name: 'error' });
}

/** Drizzle wraps a driver error: its message holds the SQL and the parameters (caller text). */
function drizzleWrap(cause: unknown, params = ''): Error {
  return new Error(`Failed query: select 1\nparams: ${params}`, { cause });
}

describe('classifyDatabaseError: which failures answer 503 with Retry-After (ARCHITECTURE §5, §11)', () => {
  it.each([
    ['08000', 'connection_exception'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['08003', 'connection_does_not_exist'],
    ['08004', 'sqlserver_rejected_establishment_of_sqlconnection'],
    ['08006', 'connection_failure'],
    ['08007', 'transaction_resolution_unknown'],
    ['53000', 'insufficient_resources'],
    ['53100', 'disk_full'],
    ['53200', 'out_of_memory'],
    ['53300', 'too_many_connections'],
    ['53400', 'configuration_limit_exceeded'],
    ['57P01', 'admin_shutdown'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['57P04', 'database_dropped'],
    ['57P05', 'idle_session_timeout'],
    ['3D000', 'invalid_catalog_name (database dropped)'],
    ['28000', 'invalid_authorization_specification'],
    ['28P01', 'invalid_password'],
    ['58000', 'system_error'],
    ['58030', 'io_error'],
  ])('SQLSTATE %s (%s) means the database is unavailable', (code, label) => {
    const error = postgresError(code, label, 'FATAL');
    expect(classifyDatabaseError(error)).toBe('unavailable');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrap(error))).toBe(true);
  });

  it('55000 "database is not currently accepting connections" (ALLOW_CONNECTIONS false) is an outage (issue 12 defect 4)', () => {
    const error = postgresError('55000', 'database "portal" is not currently accepting connections', 'FATAL');
    expect(classifyDatabaseError(error)).toBe('unavailable');
    expect(isDatabaseUnavailable(drizzleWrap(error))).toBe(true);
  });

  it('55000 is a broad class: its other conditions are not an outage', () => {
    expect(
      classifyDatabaseError(
        postgresError('55000', 'currval of sequence "s" is not yet defined in this session'),
      ),
    ).toBe(undefined);
  });

  it.each([
    ['40001', 'could not serialize access due to concurrent update'],
    ['40P01', 'deadlock detected'],
  ])('SQLSTATE %s (%s) is a transaction conflict: 503, the call may be repeated', (code, message) => {
    const error = postgresError(code, message);
    expect(classifyDatabaseError(error)).toBe('conflict');
    expect(classifyDatabaseError(drizzleWrap(error))).toBe('conflict');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'ECONNABORTED',
    'ETIMEDOUT',
    'EPIPE',
    'EHOSTUNREACH',
    'EHOSTDOWN',
    'ENETUNREACH',
    'ENETDOWN',
    'ENOTFOUND',
    'EAI_AGAIN',
  ])('a socket error with code %s means the database is unavailable', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'timeout exceeded when trying to connect',
    'Cannot use a pool after calling end on the pool',
    'Query read timeout',
    'terminating connection due to administrator command',
    'PGlite is closed',
  ])('the driver message "%s" means the database is unavailable', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrap(new Error(message)))).toBe(true);
  });

  it('looks through the causes Drizzle wraps driver errors in', () => {
    const driver = withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    expect(isDatabaseUnavailable(new Error('outer', { cause: drizzleWrap(driver) }))).toBe(true);
  });

  it('a rollback that fails on a dead connection (Drizzle replaces the first error with it) is an outage', () => {
    const error = new Error('Failed query: rollback\nparams: ', {
      cause: new Error('Client has encountered a connection error and is not queryable'),
    });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks into the attempts of an AggregateError (a host name with several addresses)', () => {
    const error = new AggregateError(
      [
        withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
        withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      ],
      'connect failed',
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('an outage anywhere in the chain wins over a conflict', () => {
    const error = new Error('outer', {
      cause: Object.assign(postgresError('40P01', 'deadlock detected'), { cause: withCode('ECONNRESET') }),
    });
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });

  it.each([
    ['23505 unique_violation', postgresError('23505', 'duplicate key value violates unique constraint')],
    [
      '23503 foreign_key_violation',
      postgresError('23503', 'insert or update violates foreign key constraint'),
    ],
    ['22P02 invalid_text_representation', postgresError('22P02', 'invalid input syntax for type uuid: "x"')],
    [
      '22021 character_not_in_repertoire',
      postgresError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
    ],
    ['42P01 undefined_table', postgresError('42P01', 'relation "nope" does not exist')],
    ['42601 syntax_error', postgresError('42601', 'syntax error at or near "x"')],
    ['42501 insufficient_privilege', postgresError('42501', 'permission denied for table users')],
    [
      '08P01 protocol_violation (a malformed message of ours)',
      postgresError('08P01', 'bind message supplies 1 parameters'),
    ],
    [
      '57014 query_canceled (a statement timeout)',
      postgresError('57014', 'canceling statement due to statement timeout'),
    ],
    ['55P03 lock_not_available', postgresError('55P03', 'could not obtain lock on row')],
    [
      '25006 read_only_sql_transaction',
      postgresError('25006', 'cannot execute INSERT in a read-only transaction'),
    ],
    [
      '58P01 undefined_file (a missing extension file)',
      postgresError('58P01', 'could not access file "$libdir/x"'),
    ],
    ['XX000 internal_error', postgresError('XX000', 'cache lookup failed')],
    ['a plain error', new Error('something else')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
  ])('%s is not a database outage (it stays a 500 or its own error)', (_label, error) => {
    expect(classifyDatabaseError(error)).toBe(undefined);
    expect(classifyDatabaseError(drizzleWrap(error))).toBe(undefined);
  });

  it('a SQLSTATE error is judged by its code, not by caller text quoted in its message', () => {
    const error = postgresError(
      '22P02',
      'invalid input syntax for type uuid: "Connection terminated unexpectedly"',
    );
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('a driver message is matched at its start: caller text in a wrapper’s parameters is not an outage', () => {
    const constraint = postgresError('23514', 'new row violates check constraint');
    expect(isDatabaseUnavailable(drizzleWrap(constraint, 'Connection terminated, PGlite is closed'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Feedback: Connection terminated unexpectedly'))).toBe(false);
  });

  it('a cycle of causes ends the search instead of looping', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(classifyDatabaseError(a)).toBe(undefined);
  });

  it('a chain deeper than any driver wraps is not followed for ever', () => {
    let error: Error = withCode('ECONNREFUSED');
    for (let i = 0; i < 50; i++) error = new Error(`wrap ${i}`, { cause: error });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 on the error or a cause, and nothing else', () => {
    expect(isUniqueViolation(drizzleWrap(postgresError('23505', 'duplicate key')))).toBe(true);
    expect(isUniqueViolation(postgresError('23503', 'foreign key'))).toBe(false);
    expect(isUniqueViolation(withCode('ECONNRESET'))).toBe(false);
  });
});
