import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** A strong validator for a body: the same bytes always give the same ETag. */
export function etagOf(body: string | Uint8Array): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether the request's If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2). */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  if (header.trim() === '*') return true
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = strip(etag)
  return header.split(',').some((tag) => strip(tag) === wanted)
}

/** Answers 304 Not Modified, keeping the validator and caching headers only. */
export function sendNotModified(reply: FastifyReply, etag: string) {
  reply.removeHeader('content-type')
  reply.removeHeader('content-length')
  return reply.code(304).header('etag', etag).send()
}

/** A reply's headers as strings, without the body's own (length and encoding): for a replay. */
export function headersAsSent(
  headers: Record<string, string | number | string[] | undefined>,
): Record<string, string> {
  const sent: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length' || name === 'content-encoding') continue
    sent[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return sent
}
