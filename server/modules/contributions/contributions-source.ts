import type { FastifyBaseLogger } from 'fastify'
import { Type } from 'typebox'
import { Compile } from 'typebox/compile'
import { Contributions } from '@contract/contributions.ts'
import { errors } from '@/errors.ts'

/** How long an upstream answer is fresh: the service itself refreshes about hourly. */
const CONTRIBUTIONS_TTL_SECONDS = 60 * 60
/** The account's years change once a year at most; asking for them costs the service most. */
const YEARS_TTL_SECONDS = 24 * 60 * 60
/** How long a browser may keep a stale answer served while the upstream is failing. */
const STALE_MAX_AGE_SECONDS = 60
const UPSTREAM_TIMEOUT_MS = 5000
/** A year of days is about 30 kB; anything far larger is not a contributions answer. */
const MAX_UPSTREAM_BYTES = 1024 * 1024
/** Every year since GitHub began (2008), about 30 kB each, stays well under this. */
const MAX_HISTORY_BYTES = 4 * 1024 * 1024
/** Usernames change rarely and years are bounded, so this holds every useful answer. */
const MAX_CACHED_ANSWERS = 64

const contributionsValidator = Compile(Contributions)
/** Of the whole history (y=all) only the totals are read: their keys are the account's years. */
const historyValidator = Compile(Type.Object({ total: Contributions.properties.total }))

interface SourceAnswer<T> {
  value: T
  /** Seconds a browser may reuse the answer. */
  maxAgeSeconds: number
}

class UpstreamError extends Error {}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new UpstreamError('the answer is too large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Asks the upstream once and answers its JSON. */
async function fetchJson(url: URL, maxBytes: number): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  })
  if (!response.ok) {
    await response.body?.cancel()
    throw new UpstreamError(`the answer has status ${response.status}`)
  }
  try {
    return JSON.parse(await readLimited(response, maxBytes))
  } catch (error) {
    if (error instanceof UpstreamError) throw error
    throw new UpstreamError('the answer is not JSON')
  }
}

/** One year (or the last twelve months): keeps only `total` and the documented fields of each day. */
async function fetchContributions(url: URL): Promise<Contributions> {
  const json = await fetchJson(url, MAX_UPSTREAM_BYTES)
  if (!contributionsValidator.Check(json)) {
    throw new UpstreamError('the answer is not a list of contributions')
  }
  return {
    total: json.total,
    contributions: json.contributions.map(({ date, count, level }) => ({ date, count, level })),
  }
}

/** The whole history: the years its totals are keyed by (not `lastYear`), oldest first. */
async function fetchYears(url: URL): Promise<number[]> {
  const json = await fetchJson(url, MAX_HISTORY_BYTES)
  if (!historyValidator.Check(json)) {
    throw new UpstreamError('the answer is not a history of contributions')
  }
  const years = Object.keys(json.total)
    .filter((key) => /^[0-9]{4}$/.test(key))
    .map(Number)
    .sort((a, b) => a - b)
  if (years.length === 0) throw new UpstreamError('the answer lists no years')
  return years
}

/**
 * Contribution calendars from the configured service (CONTRIBUTIONS_API_URL), cached in memory
 * for an hour per (username, year), and the account's years, cached for a day. When the service
 * fails, the last answer is served even if stale; with none, a 502. Concurrent requests for the
 * same answer share one upstream call.
 */
export function contributionsSource(baseUrl: string, log: FastifyBaseLogger) {
  const cache = new Map<string, { value: unknown; fetchedAt: number }>()
  const inFlight = new Map<string, Promise<unknown>>()

  function remember(key: string, value: unknown) {
    cache.delete(key)
    cache.set(key, { value, fetchedAt: Date.now() })
    const oldest = cache.keys().next()
    if (cache.size > MAX_CACHED_ANSWERS && !oldest.done) cache.delete(oldest.value)
  }

  function refresh<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let pending = inFlight.get(key) as Promise<T> | undefined
    if (!pending) {
      pending = ask()
        .then((value) => {
          remember(key, value)
          return value
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  /** `username`'s answer for `y` (a year, `last` or `all`), from the cache while it is fresh. */
  async function answer<T>(
    username: string,
    y: string,
    ttlSeconds: number,
    ask: (url: URL) => Promise<T>,
  ): Promise<SourceAnswer<T>> {
    const key = `${username}?y=${y}`
    const cached = cache.get(key) as { value: T; fetchedAt: number } | undefined
    const ageSeconds = cached ? (Date.now() - cached.fetchedAt) / 1000 : Infinity
    if (cached && ageSeconds < ttlSeconds) {
      return { value: cached.value, maxAgeSeconds: Math.ceil(ttlSeconds - ageSeconds) }
    }
    const url = new URL(`${baseUrl}/v4/${encodeURIComponent(username)}`)
    url.searchParams.set('y', y)
    try {
      return { value: await refresh(key, () => ask(url)), maxAgeSeconds: ttlSeconds }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log.warn({ event: 'contributions_upstream_failed', reason }, 'contributions service failed')
      if (cached) return { value: cached.value, maxAgeSeconds: STALE_MAX_AGE_SECONDS }
      throw errors.badGateway(
        'Could not get contributions from the contributions service; please try again later',
      )
    }
  }

  return {
    get: (username: string, year: string): Promise<SourceAnswer<Contributions>> =>
      answer(username, year, CONTRIBUTIONS_TTL_SECONDS, fetchContributions),
    /** The years the account has, as the service's whole history (y=all) is keyed. */
    years: (username: string): Promise<SourceAnswer<number[]>> =>
      answer(username, 'all', YEARS_TTL_SECONDS, fetchYears),
  }
}
