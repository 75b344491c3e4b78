/** PostgreSQL and socket error codes that mean "the database cannot be reached now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client was closed',
  'PGlite is closed',
  'Cannot use a pool after calling end',
];

/** True when an error (or its cause, as Drizzle wraps driver errors) says the database is down. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** True when an error (or its cause) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code === '23505') return true;
  return isUniqueViolation(cause, depth + 1);
}
