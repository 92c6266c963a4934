import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Fastify ↔ Fetch: React Router's request handler takes a Fetch `Request` and answers a Fetch
 * `Response`. Only GET and HEAD reach it (public pages have no actions; forms post to /api).
 */
export function toFetchRequest(
  request: FastifyRequest,
  signal: AbortSignal,
  /** The path and query to render, when not the request's own (a page's cache key). */
  target = request.url,
): Request {
  const url = new URL(target, `${request.protocol}://${request.host}`)
  return fromIncoming(request.raw, url, signal)
}

/**
 * Loads Node's Fetch classes (undici: ~35 ms of CPU once), which Node defers until one of them is
 * first named. The server's start never names them (scripts/build-server.mjs keeps
 * @fastify/multipart from doing so), so a page render would load them for its first visitor.
 */
export function loadFetchClasses(): void {
  if (typeof Request !== 'function' || typeof Headers !== 'function') {
    throw new Error('This Node.js has no Fetch API (Request, Headers)')
  }
}

export function fromIncoming(raw: IncomingMessage, url: URL, signal: AbortSignal): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw.headers)) {
    if (value === undefined) continue
    for (const item of [value].flat()) headers.append(name, item)
  }
  return new Request(url, { method: raw.method, headers, signal })
}

/** Aborts the work of an answer (a page, a preview) when the client goes away before it is sent. */
export function abortOnClose(raw: ServerResponse): AbortSignal {
  const controller = new AbortController()
  // Gone already, before the handler began.
  if (raw.closed && !raw.writableFinished) controller.abort()
  raw.once('close', () => {
    if (!raw.writableFinished) controller.abort()
  })
  return controller.signal
}

export function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
}

/** The same, for the development server, which answers on the raw Node response. */
export async function writeFetchResponse(raw: ServerResponse, response: Response) {
  raw.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') raw.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) raw.setHeader('set-cookie', cookies)
  if (!response.body) {
    raw.end()
    return
  }
  Readable.fromWeb(response.body as NodeReadableStream).pipe(raw)
}
