import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Answers that Fastify and Node make before a request reaches a route (a URL that does not
 * decode, an over-long parameter, a request Node cannot parse) in the app's format,
 * `{success:false, message}`, with the same security headers as every other answer (the site's:
 * plugins/security-headers.ts securityHeadersFor).
 */

const BAD_ADDRESS = 'The address is not valid'

export function frameworkErrors(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ event: 'bad_url', code: error.code }, 'refused a malformed address')
    reply.headers(securityHeaders).code(400).send({ success: false, message: BAD_ADDRESS })
  }
}

/** Node's `clientError`: the request could not even be parsed; answer and close the socket. */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large']
          : [400, 'The request is malformed']
    const body = JSON.stringify({ success: false, message })
    const headers = {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }
    if (!socket.writable) return void socket.destroy()
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`)
  }
}
