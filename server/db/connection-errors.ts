/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is
 * wrong": the error handler answers them 503 so clients retry, and the pool reconnects by itself.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (shutdown), 53300 (too many connections). */
const POSTGRES_CODES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/

/** SQLite: the file is locked past busy_timeout. */
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT'])

/** What node-postgres throws without a code when a connection drops or the pool cannot get one. */
const POSTGRES_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
]

function isUnavailable(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const code = 'code' in error ? error.code : undefined
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLITE_CODES.has(code) || POSTGRES_CODES.test(code)) return true
  }
  const message = 'message' in error ? error.message : undefined
  if (typeof message === 'string' && POSTGRES_MESSAGES.some((pattern) => pattern.test(message))) {
    return true
  }
  // Node answers AggregateError when every address of a host refuses; causes wrap the rest.
  const nested = [
    ...('errors' in error && Array.isArray(error.errors) ? error.errors : []),
    ...('cause' in error ? [error.cause] : []),
  ]
  return nested.some((inner) => isUnavailable(inner, depth + 1))
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return isUnavailable(error, 0)
}
