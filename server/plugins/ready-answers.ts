import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { negotiate } from '@fastify/accept-negotiator'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify'
import { LRUCache } from 'lru-cache'
import { pageKey } from '../modules/web-host/page-cache.ts'
import { headersAsSent } from './http-cache.ts'

/**
 * A public answer that a route has already produced for a content version, kept as the exact
 * headers and bytes it sent: the same for every visitor until the next content write.
 */
export interface ReadyAnswer {
  /** The content version it was built from (plugins/content-version.ts). */
  version: number
  /** When it goes stale whatever the content (a page's footer year); Infinity for none. */
  expiresAt: number
  /**
   * 'exact': asked by this very URL (an API read, query string included); 'page': a public page,
   * keyed by pageKey, so a query string the page does not read finds it too.
   */
  kind: 'exact' | 'page'
  /** Every header as the route sent it, without content-encoding and content-length. */
  headers: Record<string, string>
  identity: Buffer
  /** A page's compressed copies; an API answer has none (the API sends JSON uncompressed). */
  br?: Buffer
  gzip?: Buffer
}

/** One encoding as it is written: the whole header object and the body. */
interface Sendable {
  headers: Record<string, string>
  body: Buffer
}

interface Prepared {
  answer: ReadyAnswer
  identity: Sendable
  br?: Sendable
  gzip?: Sendable
}

const MAX_ANSWERS = 700
const MAX_BYTES = 24 * 1024 * 1024

/** What a request that was answered ready-made writes in the log: the request log's own line. */
export type LogReadyAnswer = (
  request: IncomingMessage,
  ip: string | undefined,
  statusCode: number,
  started: bigint,
) => void

/**
 * Ready answers (ADR 0013): the public reads that are cached anyway (API reads in
 * public-read-cache.ts, pages in web-host/page-cache.ts) are also kept here as the headers and
 * bytes they were sent with, and a later identical GET is answered from here by the HTTP server
 * before Fastify builds a request for it: no routing, hooks or serialization, only the write and
 * the request's log line. Anything else (another method, a conditional request, a stale or
 * missing answer, an Origin with CORS on, a server that is stopping) goes to Fastify as usual.
 */
export function createReadyAnswers(securityHeaders: Record<string, string>) {
  const answers = new LRUCache<string, Prepared>({
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    sizeCalculation: ({ answer }) =>
      answer.identity.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + 512,
  })
  let serve: ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined
  let closing = false
  let served = 0

  const sendable = (headers: Record<string, string>, body: Buffer, encoding?: string) => ({
    headers: {
      ...headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    },
    body,
  })

  /** By its URL, or, for a URL with a query string, the page it shows. */
  function lookup(url: string): Prepared | undefined {
    const exact = answers.get(url)
    if (exact || !url.includes('?')) return exact
    const page = answers.get(pageKey(url))
    return page?.answer.kind === 'page' ? page : undefined
  }

  /**
   * Keeps an answer under the key it is looked up by (the URL, or the page's key). The site's
   * security headers (`securityHeaders`: HSTS only for an https PUBLIC_URL) go under the ones the
   * route sent, so an answer built without them still carries them.
   */
  function set(key: string, built: ReadyAnswer) {
    const answer = { ...built, headers: { ...securityHeaders, ...built.headers } }
    answers.set(key, {
      answer,
      identity: sendable(answer.headers, answer.identity),
      br: answer.br && sendable(answer.headers, answer.br, 'br'),
      gzip: answer.gzip && sendable(answer.headers, answer.gzip, 'gzip'),
    })
  }

  return {
    set,

    /**
     * Keeps the answer a request was given, when it may be given to any later GET of its URL:
     * not a stopping server's, nor one made for a cross-origin caller (its CORS headers are its
     * own).
     */
    keep(request: FastifyRequest, answer: Omit<ReadyAnswer, 'kind' | 'expiresAt'>) {
      if (closing || request.method !== 'GET') return
      if (request.headers.origin !== undefined && request.server.config.corsOrigins.length > 0) {
        return
      }
      set(request.url, { ...answer, kind: 'exact', expiresAt: Infinity })
    },

    /** How many requests were answered ready-made so far. */
    get served() {
      return served
    },

    /**
     * After an answer has been sent: a route that marked it (`request.readyBody`) gets it kept
     * with the headers it was finally sent with, for the next GET of the same URL.
     */
    remember(request: FastifyRequest, reply: FastifyReply) {
      const ready = request.readyBody
      if (!ready || reply.statusCode !== 200) return
      this.keep(request, {
        version: ready.version,
        headers: headersAsSent(reply.getHeaders()),
        identity: ready.body,
      })
    },

    /** The server is stopping: every request goes to Fastify, which closes connections. */
    close() {
      closing = true
    },

    /** Starts answering, logging each answer with `log` as the request log does. */
    enable(app: FastifyInstance, log: LogReadyAnswer) {
      const corsOn = app.config.corsOrigins.length > 0
      const trust = app.config.trustProxy
      const trustFn =
        trust === false
          ? undefined
          : trust === true
            ? () => true
            : proxyAddr.compile(trust.split(',').map((value) => value.trim()))
      serve = (request, response) => {
        if (closing || request.method !== 'GET') return false
        const headers = request.headers
        if (headers['if-none-match'] !== undefined) return false
        if (corsOn && headers.origin !== undefined) return false
        const url = request.url ?? '/'
        const prepared = lookup(url)
        if (!prepared) return false
        const { answer } = prepared
        if (answer.version !== app.contentVersion.current() || Date.now() >= answer.expiresAt) {
          return false
        }
        const started = process.hrtime.bigint()
        // The client's address as Fastify would give it (request.ip), for the log line.
        const peer = request.socket.remoteAddress
        let ip = peer
        if (trustFn) {
          const chain = proxyAddr.all(request, trustFn)
          ip = chain[chain.length - 1]
        }
        // Forwarded-For from a peer that is not trusted: Fastify's path warns about it once.
        if (ip === peer && headers['x-forwarded-for'] !== undefined) return false

        let sent = prepared.identity
        if (prepared.br || prepared.gzip) {
          const accepted = headers['accept-encoding']
          const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : undefined
          const compressed =
            encoding === 'br' || encoding === 'gzip' ? prepared[encoding] : undefined
          // Another encoding the pages' compression would apply: Fastify's path does it.
          if (!compressed && accepted) return false
          sent = compressed ?? sent
        }
        response.writeHead(200, sent.headers)
        response.end(sent.body)
        served++
        log(request, ip, 200, started)
        return true
      }
    },

    /**
     * Fastify's server factory: the same HTTP server Fastify makes (its timeouts included), with
     * ready answers tried first.
     */
    serverFactory: ((handler, fastifyOptions) => {
      const options = fastifyOptions as {
        http?: http.ServerOptions
        keepAliveTimeout?: number
        requestTimeout?: number
        connectionTimeout?: number
        maxRequestsPerSocket?: number
      }
      const server = http.createServer(options.http ?? {}, (request, response) => {
        if (serve?.(request, response)) return
        handler(request, response)
      })
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000
      server.requestTimeout = options.requestTimeout ?? 0
      server.setTimeout(options.connectionTimeout ?? 0)
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
      return server
    }) satisfies FastifyServerFactory,
  }
}

type ReadyAnswers = ReturnType<typeof createReadyAnswers>

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by a public route whose 200 answer is the same for everyone until the next content
     * write: its body, and the content version read before the data was.
     */
    readyBody?: { version: number; body: Buffer }
  }
  interface FastifyInstance {
    /** Public answers ready to be sent again, byte for byte (ADR 0013). */
    readyAnswers: ReadyAnswers
  }
}
