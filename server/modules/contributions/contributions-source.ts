import type { FastifyBaseLogger } from 'fastify'
import { Compile } from 'typebox/compile'
import { Contributions } from '@contract/contributions.ts'
import { errors } from '@/errors.ts'

/** How long an upstream answer is fresh: the service itself refreshes about hourly. */
const CONTRIBUTIONS_TTL_SECONDS = 60 * 60
/** How long a browser may keep a stale answer served while the upstream is failing. */
const STALE_MAX_AGE_SECONDS = 60
const UPSTREAM_TIMEOUT_MS = 5000
/** A year of days is about 30 kB; anything far larger is not a contributions answer. */
const MAX_UPSTREAM_BYTES = 1024 * 1024
/** Usernames change rarely and years are bounded, so this holds every useful answer. */
const MAX_CACHED_ANSWERS = 64

const contributionsValidator = Compile(Contributions)

export interface ContributionsAnswer {
  value: Contributions
  /** Seconds a browser may reuse the answer. */
  maxAgeSeconds: number
}

class UpstreamError extends Error {}

async function readLimited(response: Response): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_UPSTREAM_BYTES) {
      await reader.cancel()
      throw new UpstreamError('the answer is too large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Asks the upstream once; keeps only `total` and the documented fields of each day. */
async function fetchContributions(url: URL): Promise<Contributions> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  })
  if (!response.ok) {
    await response.body?.cancel()
    throw new UpstreamError(`the answer has status ${response.status}`)
  }
  let json: unknown
  try {
    json = JSON.parse(await readLimited(response))
  } catch (error) {
    if (error instanceof UpstreamError) throw error
    throw new UpstreamError('the answer is not JSON')
  }
  if (!contributionsValidator.Check(json)) {
    throw new UpstreamError('the answer is not a list of contributions')
  }
  return {
    total: json.total,
    contributions: json.contributions.map(({ date, count, level }) => ({ date, count, level })),
  }
}

/**
 * Contribution calendars from the configured service (CONTRIBUTIONS_API_URL), cached in memory
 * for an hour per (username, year). When the service fails, the last answer is served even if
 * stale; with none, a 502. Concurrent requests for the same answer share one upstream call.
 */
export function contributionsSource(baseUrl: string, log: FastifyBaseLogger) {
  const cache = new Map<string, { value: Contributions; fetchedAt: number }>()
  const inFlight = new Map<string, Promise<Contributions>>()

  function remember(key: string, value: Contributions) {
    cache.delete(key)
    cache.set(key, { value, fetchedAt: Date.now() })
    const oldest = cache.keys().next()
    if (cache.size > MAX_CACHED_ANSWERS && !oldest.done) cache.delete(oldest.value)
  }

  function refresh(key: string, url: URL): Promise<Contributions> {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = fetchContributions(url)
        .then((value) => {
          remember(key, value)
          return value
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  return {
    async get(username: string, year: string): Promise<ContributionsAnswer> {
      const key = `${username}?y=${year}`
      const cached = cache.get(key)
      const ageSeconds = cached ? (Date.now() - cached.fetchedAt) / 1000 : Infinity
      if (cached && ageSeconds < CONTRIBUTIONS_TTL_SECONDS) {
        return {
          value: cached.value,
          maxAgeSeconds: Math.ceil(CONTRIBUTIONS_TTL_SECONDS - ageSeconds),
        }
      }
      const url = new URL(`${baseUrl}/v4/${encodeURIComponent(username)}`)
      url.searchParams.set('y', year)
      try {
        return { value: await refresh(key, url), maxAgeSeconds: CONTRIBUTIONS_TTL_SECONDS }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        log.warn({ event: 'contributions_upstream_failed', reason }, 'contributions service failed')
        if (cached) return { value: cached.value, maxAgeSeconds: STALE_MAX_AGE_SECONDS }
        throw errors.badGateway(
          'Could not get contributions from the contributions service; please try again later',
        )
      }
    },
  }
}
