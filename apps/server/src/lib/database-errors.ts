/**
 * Which database failures are the database's state rather than a fault of the call
 * (ARCHITECTURE §5, §11; issue 12 defect 4). PostgreSQL errors are judged by their SQLSTATE
 * (https://www.postgresql.org/docs/current/errcodes-appendix.html), never by their text, which
 * may quote what the caller sent; the driver's own errors, which carry no SQLSTATE, by their
 * fixed messages.
 *
 * - `unavailable`: the database cannot be reached or cannot serve now (refused, reset,
 *   terminated, shutting down, not accepting connections, out of connections or resources).
 * - `conflict`: PostgreSQL rolled the transaction back to resolve a clash with another one
 *   (serialization failure, deadlock); the same call repeated a moment later succeeds.
 *
 * Both answer 503 with Retry-After: the request was sound and repeating it is right. Anything
 * else (a constraint, a bad cast, a missing table, a query cancelled by a timeout) is ours to
 * fix and stays a 500 or its own error.
 */
export type DatabaseFailure = 'unavailable' | 'conflict';

/** SQLSTATE classes where every condition means the database is unavailable. */
const UNAVAILABLE_CLASSES: Record<string, { except?: ReadonlySet<string> }> = {
  // connection_exception; 08P01 protocol_violation is a malformed message of ours (for instance
  // more bind parameters than the protocol allows): a bug that repeating never cures.
  '08': { except: new Set(['08P01']) },
  // insufficient_resources: too_many_connections, out_of_memory, disk_full, limits.
  '53': {},
};

/** Single SQLSTATEs that mean the database is unavailable. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P04', // database_dropped
  '57P05', // idle_session_timeout
  '3D000', // invalid_catalog_name: the database does not exist (dropped, not yet restored)
  '28000', // invalid_authorization_specification: pg_hba refuses this client
  '28P01', // invalid_password: the credentials were rotated under us
  '58000', // system_error
  '58030', // io_error
]);

/**
 * 55000 object_not_in_prerequisite_state is a broad class (a sequence not yet used, a
 * replication slot in use...): only its "not currently accepting connections" refusal
 * (ALTER DATABASE ... ALLOW_CONNECTIONS false) is an outage.
 */
const NOT_ACCEPTING_CONNECTIONS = { state: '55000', text: 'is not currently accepting connections' };

/** Transaction clashes PostgreSQL resolved by rolling one transaction back. */
const CONFLICT_STATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Socket and resolver errors of Node.js on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set([
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
]);

/**
 * Messages of errors the drivers raise themselves, without a SQLSTATE. Matched at the start of
 * the message only: a wrapper's message ("Failed query: ... params: ...") may hold caller text.
 */
const UNAVAILABLE_MESSAGES = [
  // pg: the socket closed under a client ("... unexpectedly", "... due to connection timeout").
  'Connection terminated',
  // pg: a client whose connection already failed, or that was closed, is handed a query.
  'Client has encountered a connection error and is not queryable',
  'Client was closed',
  // pg-pool: no connection within connectionTimeoutMillis; the pool is shutting down.
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  // pg: query_timeout elapsed without an answer.
  'Query read timeout',
  // PostgreSQL's 57P01 text, should it ever arrive without its code.
  'terminating connection due to administrator command',
  // PGlite closed (shutting down).
  'PGlite is closed',
];

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_DEPTH = 5;

/** How PostgreSQL or the driver judged one error object, without looking at its causes. */
function classifyOne(code: unknown, message: unknown): DatabaseFailure | undefined {
  // First: EPIPE has the shape of a SQLSTATE too.
  if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return 'unavailable';
  if (typeof code === 'string' && SQLSTATE.test(code)) {
    if (CONFLICT_STATES.has(code)) return 'conflict';
    if (UNAVAILABLE_STATES.has(code)) return 'unavailable';
    const unavailableClass = UNAVAILABLE_CLASSES[code.slice(0, 2)];
    if (unavailableClass && !unavailableClass.except?.has(code)) return 'unavailable';
    if (
      code === NOT_ACCEPTING_CONNECTIONS.state &&
      typeof message === 'string' &&
      message.includes(NOT_ACCEPTING_CONNECTIONS.text)
    ) {
      return 'unavailable';
    }
    return undefined;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((prefix) => message.startsWith(prefix))) {
    return 'unavailable';
  }
  return undefined;
}

/**
 * `unavailable`, `conflict` or undefined for an error, looking through the causes Drizzle wraps
 * driver errors in and the several attempts of an AggregateError (a host with two addresses).
 * An outage found anywhere wins over a conflict.
 */
export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
  const seen = new Set<object>();
  let found: DatabaseFailure | undefined;
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return;
    seen.add(value);
    const { code, message, cause, errors } = value as Record<string, unknown>;
    const failure = classifyOne(code, message);
    if (failure === 'unavailable' || (failure && !found)) found = failure;
    visit(cause, depth + 1);
    if (Array.isArray(errors)) for (const inner of errors.slice(0, 10)) visit(inner, depth + 1);
  };
  visit(error, 0);
  return found;
}

/** True when an error (or one of its causes) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return classifyDatabaseError(error) === 'unavailable';
}

/** True when an error (or its cause) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code === '23505') return true;
  return isUniqueViolation(cause, depth + 1);
}
