import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { etagOf, matchesIfNoneMatch, sendNotModified } from '@/plugins/http-cache.ts'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** A public page as rendered once for a content version: the same bytes for every visitor. */
export interface CachedPage {
  version: number
  headers: [string, string][]
  body: Buffer
  br: Buffer
  gzip: Buffer
  etag: string
  /** When it goes stale whatever the content: the new year (the footer's copyright years end now). */
  expiresAt: number
}

/** The start of next year, UTC: a page rendered now says this year in its footer. */
function nextYear(now = new Date()): number {
  return Date.UTC(now.getUTCFullYear() + 1, 0, 1)
}

const MAX_PAGES = 200
const MAX_BYTES = 16 * 1024 * 1024

/**
 * The query parameters that change what a public page shows, by path. Every other parameter
 * (utm_source, fbclid, a cache-buster…) renders the same page: it is left out of the cache key and
 * out of the URL the page is rendered from, so no query string can make the server render again.
 */
const PAGE_QUERY_PARAMETERS: { path: RegExp; keep: string[] }[] = [
  // The search page, in the default language or under a language's prefix (/de/search).
  { path: /^(\/[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*)?\/search$/, keep: ['q'] },
]

/** The URL a public page is rendered from and cached under: its path and the parameters it reads. */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://page.invalid')
  const keep = PAGE_QUERY_PARAMETERS.find((rule) => rule.path.test(parsed.pathname))?.keep ?? []
  const kept = new URLSearchParams()
  for (const name of keep) {
    const value = parsed.searchParams.get(name)
    if (value !== null) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `${parsed.pathname}?${query}` : parsed.pathname
}

/**
 * How long a page stays current before its best compression is made. Brotli's best quality costs
 * about 1 ms of CPU per kilobyte of HTML (200 ms for a long list page), a hundred times its fast
 * quality: made at once, an owner's run of edits would have it compress every page each edit
 * makes stale, on the cores that render the next pages. After this wait, only the pages still
 * current are compressed, one at a time; visitors meanwhile get the fast compression.
 */
export const BEST_COMPRESSION_AFTER_MS = 3_000

/** Compression for an answer someone is waiting for: fast, nearly as small. */
const FAST = { brotliQuality: 5, gzipLevel: 6 }

/**
 * Brotli's window for a body: just large enough to hold it (a window holds 16 bytes less than
 * its power of two). Its default (4 MiB) gives a page nothing more, and the encoder sizes its
 * tables by it: a window fitted to the page leaves the same bytes and uses a third of the memory
 * (which the compressing threads keep once they have grown to it).
 */
const windowBits = (length: number) =>
  Math.min(
    zlib.constants.BROTLI_DEFAULT_WINDOW,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 16))),
  )

function compress(body: Buffer, brotliQuality: number, gzipLevel: number) {
  return Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
      },
    }),
    gzip(body, { level: gzipLevel }),
  ])
}

/**
 * Rendered public pages by key (pageKey), valid for one content version
 * (plugins/content-version.ts). A public page carries no per-response nonce (ADR 0010), so its
 * bytes are shared by everyone and validated with an ETag. A miss is compressed quickly for the
 * visitor waiting for it; the best compression (brotli 11, gzip 9) then replaces it in the
 * background, once the page has stayed current for `bestAfterMs` (see BEST_COMPRESSION_AFTER_MS).
 * Concurrent misses of one page render it once. `onStore` hears of every page kept (the web host
 * makes each a ready answer: plugins/ready-answers.ts).
 */
export function createPageCache(
  onStore: (key: string, page: CachedPage) => void = () => {},
  { bestAfterMs = BEST_COMPRESSION_AFTER_MS }: { bestAfterMs?: number } = {},
) {
  const pages = new LRUCache<string, CachedPage>({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.body.length + page.br.length + page.gzip.length + 256,
  })
  const pending = new Map<string, Promise<CachedPage | undefined>>()

  /** Pages waiting for their best compression, by key, oldest first, each with when it is due. */
  const waiting = new Map<string, { page: CachedPage; due: number }>()
  let timer: NodeJS.Timeout | undefined
  let compressing = false

  /** Waits for the oldest page's time, unless a wait or a compression is under way. */
  function wakeLater() {
    const next = waiting.values().next().value
    if (!next || timer || compressing) return
    timer = setTimeout(() => void compressDue(), Math.max(0, next.due - Date.now()))
    // A page waiting for better bytes must not keep a stopping process alive.
    timer.unref()
  }

  /** The best compression of each page whose time has come, one at a time, the stale skipped. */
  async function compressDue() {
    timer = undefined
    compressing = true
    for (const [url, { page, due }] of waiting) {
      if (due > Date.now()) break
      waiting.delete(url)
      if (pages.peek(url) !== page) continue
      // Should zlib ever fail, the page keeps its fast compression.
      const compressed = await compress(page.body, zlib.constants.BROTLI_MAX_QUALITY, 9).catch(
        () => undefined,
      )
      if (!compressed || pages.peek(url) !== page) continue
      const better = { ...page, br: compressed[0], gzip: compressed[1] }
      pages.set(url, better)
      onStore(url, better)
    }
    compressing = false
    wakeLater()
  }

  /** Queues a page just kept for its best compression (a newer page of its key replaces it). */
  function compressLater(url: string, page: CachedPage) {
    waiting.delete(url)
    // No more waiting than the cache holds (many search queries in a few seconds): the oldest
    // keeps its fast compression.
    if (waiting.size >= MAX_PAGES) waiting.delete(waiting.keys().next().value!)
    waiting.set(url, { page, due: Date.now() + bestAfterMs })
    wakeLater()
  }

  return {
    get(url: string, version: number): CachedPage | undefined {
      const page = pages.get(url)
      return page?.version === version && Date.now() < page.expiresAt ? page : undefined
    },

    /**
     * The cached page, or renders it: `render` answers the page's headers and body, or undefined
     * when this answer must not be shared (not a public page, not 200).
     */
    async getOrRender(
      url: string,
      version: number,
      render: () => Promise<{ headers: [string, string][]; body: Buffer } | undefined>,
    ): Promise<CachedPage | undefined> {
      const cached = this.get(url, version)
      if (cached) return cached
      const key = `${version} ${url}`
      let job = pending.get(key)
      if (!job) {
        job = (async () => {
          const rendered = await render()
          if (!rendered) return undefined
          const [br, gz] = await compress(rendered.body, FAST.brotliQuality, FAST.gzipLevel)
          const page = {
            version,
            ...rendered,
            br,
            gzip: gz,
            etag: etagOf(rendered.body),
            expiresAt: nextYear(),
          }
          pages.set(url, page)
          onStore(url, page)
          compressLater(url, page)
          return page
        })().finally(() => pending.delete(key))
        pending.set(key, job)
      }
      return job
    },
  }
}

/** Sends a cached page: 304 when the client has it, else the best encoding it accepts. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  for (const [name, value] of page.headers) reply.header(name, value)
  reply.header('etag', page.etag).header('vary', 'accept-encoding')
  if (matchesIfNoneMatch(request, page.etag)) return sendNotModified(reply, page.etag)
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'])
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br)
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip)
  return reply.send(page.body)
}
