/**
 * Named errors with stable ids. Routes and services throw these; the one error handler
 * (plugins/error-handler.ts) turns them into `{success:false, message}` with their status.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside success and message (`twoFactorRequired`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const errors = {
  badRequest: (message: string) => new AppError('bad_request', 400, message),
  notFound: (what: string, id?: string) =>
    new AppError(
      'not_found',
      404,
      id === undefined ? `${what} not found` : `No ${what} with id ${id}`,
    ),
  routeNotFound: (method: string, url: string) =>
    new AppError('route_not_found', 404, `Route ${method} ${url} not found`),
  /** No token at all: the owner must log in. */
  unauthorized: (message = 'Please authenticate using a valid token') =>
    new AppError('unauthorized', 401, message),
  tokenExpired: () => new AppError('token_expired', 401, 'Token has expired'),
  /** The password was right; a two-factor code (or a recovery code) is needed too. */
  twoFactorRequired: (message: string) =>
    new AppError('two_factor_required', 401, message, {}, { twoFactorRequired: true }),
  invalidCredentials: () =>
    new AppError('invalid_credentials', 401, 'Invalid username or password'),
  conflict: (message: string) => new AppError('conflict', 409, message),
  payloadTooLarge: (message: string) => new AppError('payload_too_large', 413, message),
  unsupportedMediaType: (message: string) => new AppError('unsupported_media_type', 415, message),
  tooManyRequests: (message: string, retryAfterSeconds?: number) =>
    new AppError('too_many_requests', 429, message, retryAfter(retryAfterSeconds)),
  badGateway: (message: string) => new AppError('bad_gateway', 502, message),
  unavailable: (
    message = 'The service is temporarily unavailable, please try again shortly',
    retryAfterSeconds?: number,
  ) => new AppError('unavailable', 503, message, retryAfter(retryAfterSeconds)),
}

/** A Retry-After header of whole seconds, at least one; none when no time is known. */
function retryAfter(seconds: number | undefined): Record<string, string> {
  return seconds === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(seconds))) }
}
