/** Constraint failures, recognised on both SQLite (better-sqlite3) and PostgreSQL (pg). */
function errorCode(error: unknown): unknown {
  return error && typeof error === 'object' && 'code' in error ? error.code : undefined
}

export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error)
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error)
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}
