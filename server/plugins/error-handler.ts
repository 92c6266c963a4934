import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isDatabaseUnavailable } from '../db/connection-errors.ts'
import { AppError, errors } from '../errors.ts'
import {
  describeProblem,
  type FieldProblem,
  type SchemaProblem,
} from '@contract/validation-messages.ts'

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.'

/** Messages for Fastify's and its plugins' own client errors, without internals. */
const knownClientErrors: Record<string, (error: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The request body is empty but its content type is JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The Content-Length header does not match the body',
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => 'The request is not multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: () => 'The uploaded file is too large',
  FST_PARTS_LIMIT: () => 'The form has too many parts',
  FST_FILES_LIMIT: () => 'The form has too many files',
  FST_FIELDS_LIMIT: () => 'The form has too many fields',
  FST_PROTO_VIOLATION: () => 'The form uses a forbidden field name',
}

/** busboy (multipart) throws plain errors without a code for bodies it cannot parse. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Unsupported Content-Type\.|The needle cannot (be an empty|have a length bigger)|\w+ terminated early due to unexpected end of multipart data)/

function isMalformedMultipart(error: Error, contentType: string | undefined): boolean {
  return /^\s*multipart\//i.test(contentType ?? '') && MALFORMED_MULTIPART.test(error.message)
}

const WHOLE: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'A request header',
}

/** The first failed check, in words: "Title is required". */
function validationProblem(error: FastifyError): FieldProblem {
  const first = error.validation?.[0]
  if (!first) return { field: '', message: 'The request is not valid' }
  return describeProblem(first as SchemaProblem, WHOLE[error.validationContext ?? 'body'])
}

/** The one error path: every failure answers `{success:false, message}`; 5xx never leaks internals. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
        // The pool reconnects on its own: tell the client to retry instead of a bare 500.
        request.log.error({ err: error, event: 'database_unavailable' }, 'database unavailable')
        const unavailable = errors.unavailable()
        return reply
          .code(unavailable.statusCode)
          .header('retry-after', '5')
          .send({ success: false, message: unavailable.message })
      }
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message)
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ success: false, ...error.extra, message: error.message })
      }
      if (isMalformedMultipart(error, request.headers['content-type'])) {
        return reply
          .code(400)
          .send({ success: false, message: 'The multipart form is malformed or incomplete' })
      }
      if (error.validation) {
        // The answer keeps the contract's shape, {success, message}: no field name is added.
        return reply.code(400).send({ success: false, message: validationProblem(error).message })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        const known = error.code ? knownClientErrors[error.code] : undefined
        return reply
          .code(status)
          .send({ success: false, message: known ? known(error) : error.message })
      }
      request.log.error({ err: error }, 'request failed')
      return reply
        .code(status >= 500 ? status : 500)
        .send({ success: false, message: INTERNAL_MESSAGE })
    })

    app.setNotFoundHandler((request) => {
      throw errors.routeNotFound(request.method, request.url.split('?')[0] ?? '')
    })
  },
  { name: 'error-handler' },
)
