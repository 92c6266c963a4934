import type { FastifyBaseLogger } from 'fastify'
import { Type, type Static } from 'typebox'
import { Compile } from 'typebox/compile'
import {
  GITHUB_IMPORT_LIMITS,
  GITHUB_IMPORT_MESSAGES,
  type GitHubRepository,
} from '@contract/github-import.ts'
import { AppError, errors } from '@/errors.ts'

/** A listing is fresh this long: the owner lists, previews and applies within minutes. */
const CACHE_SECONDS = 5 * 60
const TIMEOUT_MS = 10_000
/** A page of 100 repositories is about 500 kB at most. */
const MAX_PAGE_BYTES = 4 * 1024 * 1024
const MAX_CACHED = 32
const PER_PAGE = 100

/** The fields of GitHub's repository object that are read; everything else is dropped. */
const RepositoryJson = Type.Object({
  name: Type.String(),
  full_name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  language: Type.Union([Type.String(), Type.Null()]),
  stargazers_count: Type.Integer(),
  topics: Type.Optional(Type.Array(Type.String())),
  homepage: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  html_url: Type.String(),
  pushed_at: Type.Union([Type.String(), Type.Null()]),
  fork: Type.Boolean(),
  archived: Type.Boolean(),
  private: Type.Optional(Type.Boolean()),
})
const pageValidator = Compile(Type.Array(RepositoryJson))

class Unreachable extends Error {}

/** "at 17:05 UTC (in 12 minutes)" from a moment in milliseconds. */
function whenAgain(at: number): string {
  const minutes = Math.max(1, Math.ceil((at - Date.now()) / 60_000))
  const time = new Date(at).toISOString().slice(11, 16)
  return `after ${time} UTC (in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`
}

/**
 * GitHub's answer when it will not answer: its rate limit (403 or 429 with `x-ratelimit-reset`,
 * seconds since 1970, or `retry-after`, seconds) said with when to try again, an unknown account
 * as 404, anything else as a 502 in words.
 */
function refusal(response: Response, username: string): AppError {
  const retryAfter = Number(response.headers.get('retry-after'))
  const reset = Number(response.headers.get('x-ratelimit-reset'))
  const limited =
    response.status === 429 ||
    (response.status === 403 &&
      (response.headers.get('x-ratelimit-remaining') === '0' || retryAfter > 0))
  if (limited) {
    const at =
      retryAfter > 0
        ? Date.now() + retryAfter * 1000
        : reset > 0
          ? reset * 1000
          : Date.now() + 60_000
    return errors.tooManyRequests(
      GITHUB_IMPORT_MESSAGES.rateLimited(whenAgain(at)),
      Math.max(1, Math.ceil((at - Date.now()) / 1000)),
    )
  }
  if (response.status === 404) {
    return new AppError('not_found', 404, GITHUB_IMPORT_MESSAGES.noAccount(username))
  }
  return errors.badGateway(GITHUB_IMPORT_MESSAGES.refused(response.status))
}

/** The account object's one field the import reads: where its avatar is. */
const userValidator = Compile(Type.Object({ avatar_url: Type.String({ minLength: 1 }) }))

/** A GitHub avatar: its bytes as sent, or why there are none, in words. */
export type GitHubAvatar = { bytes: Uint8Array } | { problem: string }

async function readBytes(response: Response, maxBytes: number): Promise<Buffer | undefined> {
  const reader = response.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

async function readText(response: Response, maxBytes: number): Promise<string | undefined> {
  return (await readBytes(response, maxBytes))?.toString('utf8')
}

/** The next page of a listing, from GitHub's `Link` header (`<…>; rel="next"`). */
function nextPage(link: string | null): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part)
    if (match) return match[1]
  }
  return undefined
}

const present = (json: Static<typeof RepositoryJson>): GitHubRepository => ({
  name: json.name,
  fullName: json.full_name,
  description: json.description ?? '',
  language: json.language ?? '',
  stars: json.stargazers_count,
  topics: json.topics ?? [],
  homepage: json.homepage ?? '',
  url: json.html_url,
  pushedAt: json.pushed_at ?? '',
  fork: json.fork,
  archived: json.archived,
})

export type GitHubApi = ReturnType<typeof gitHubApi>

/**
 * GitHub's REST API as the import reads it (GITHUB_API_URL, GITHUB_TOKEN optional): an account's
 * public repositories, every page, newest push first, and a repository's README as raw Markdown.
 * Answers are kept in memory for five minutes (listing, preview and apply ask the same), and
 * concurrent requests for one answer share one call. Nothing is written anywhere.
 */
export function gitHubApi(baseUrl: string, token: string | undefined, log: FastifyBaseLogger) {
  const cache = new Map<string, { value: unknown; at: number }>()
  const inFlight = new Map<string, Promise<unknown>>()

  async function ask(url: string, accept: string): Promise<Response> {
    try {
      return await fetch(url, {
        headers: {
          accept,
          'user-agent': 'Vitrine',
          'x-github-api-version': '2022-11-28',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'no answer within 10 seconds'
          : 'the connection failed'
      log.warn({ event: 'github_unreachable', reason: String(error) }, 'GitHub unreachable')
      throw new Unreachable(why)
    }
  }

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key)
    if (hit && Date.now() - hit.at < CACHE_SECONDS * 1000) return Promise.resolve(hit.value as T)
    let pending = inFlight.get(key) as Promise<T> | undefined
    if (!pending) {
      pending = load()
        .then((value) => {
          cache.delete(key)
          cache.set(key, { value, at: Date.now() })
          const oldest = cache.keys().next()
          if (cache.size > MAX_CACHED && !oldest.done) cache.delete(oldest.value)
          return value
        })
        .catch((error: unknown) => {
          if (error instanceof Unreachable) {
            throw errors.badGateway(GITHUB_IMPORT_MESSAGES.unreachable(error.message))
          }
          throw error
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  /** Every public repository of `username`, newest push first. */
  function repositories(username: string): Promise<GitHubRepository[]> {
    return cached(`repos:${username.toLowerCase()}`, async () => {
      const found: GitHubRepository[] = []
      let url: string | undefined =
        `${baseUrl}/users/${encodeURIComponent(username)}/repos?per_page=${PER_PAGE}&sort=pushed`
      while (url && found.length < GITHUB_IMPORT_LIMITS.maxRepositories) {
        const response = await ask(url, 'application/vnd.github+json')
        if (!response.ok) {
          await response.body?.cancel()
          throw refusal(response, username)
        }
        const text = await readText(response, MAX_PAGE_BYTES)
        let page: unknown
        try {
          page = text === undefined ? undefined : JSON.parse(text)
        } catch {
          page = undefined
        }
        if (!pageValidator.Check(page)) {
          throw errors.badGateway(
            'GitHub answered something that is not a list of repositories: try again in a few minutes',
          )
        }
        found.push(...page.filter((json) => json.private !== true).map(present))
        url = nextPage(response.headers.get('link'))
      }
      // GitHub sorts by push already; sorted here too so the order never depends on its pages.
      return found
        .slice(0, GITHUB_IMPORT_LIMITS.maxRepositories)
        .sort((a, b) => b.pushedAt.localeCompare(a.pushedAt))
    })
  }

  /**
   * A repository's README as raw Markdown: `undefined` when it has none, or one too large to read
   * (`tooLarge`).
   */
  function readme(fullName: string): Promise<{ text?: string; tooLarge?: true }> {
    return cached(`readme:${fullName.toLowerCase()}`, async () => {
      const [owner = '', name = ''] = fullName.split('/')
      const response = await ask(
        `${baseUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/readme`,
        'application/vnd.github.raw+json',
      )
      if (response.status === 404) {
        await response.body?.cancel()
        return {}
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw refusal(response, owner)
      }
      const text = await readText(response, GITHUB_IMPORT_LIMITS.maxReadmeBytes)
      return text === undefined ? { tooLarge: true as const } : { text }
    })
  }

  /**
   * The account's avatar (`avatar_url` of GET /users/{username}), read up to
   * GITHUB_IMPORT_LIMITS.maxAvatarBytes; never cached, since only an import that asks for it reads
   * it. The image host is asked without the token: it is not GitHub's API. Any failure is a
   * problem in words, so the rest of the import goes on.
   */
  async function avatar(username: string): Promise<GitHubAvatar> {
    const unreachable = (why: string) => ({
      problem: GITHUB_IMPORT_MESSAGES.avatarUnreachable(why),
    })
    try {
      const user = await ask(
        `${baseUrl}/users/${encodeURIComponent(username)}`,
        'application/vnd.github+json',
      )
      if (!user.ok) {
        await user.body?.cancel()
        return unreachable(`GitHub answered status ${user.status}`)
      }
      let json: unknown
      try {
        json = JSON.parse((await readText(user, MAX_PAGE_BYTES)) ?? '')
      } catch {
        json = undefined
      }
      if (!userValidator.Check(json)) return unreachable('GitHub did not say where it is')
      let image: Response
      try {
        image = await fetch(json.avatar_url, {
          headers: { 'user-agent': 'Vitrine' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (error) {
        log.warn(
          { event: 'github_unreachable', reason: String(error) },
          'GitHub avatar unreachable',
        )
        throw new Unreachable(
          error instanceof Error && error.name === 'TimeoutError'
            ? 'no answer within 10 seconds'
            : 'the connection failed',
        )
      }
      if (!image.ok) {
        await image.body?.cancel()
        return unreachable(`the image host answered status ${image.status}`)
      }
      const bytes = await readBytes(image, GITHUB_IMPORT_LIMITS.maxAvatarBytes)
      if (!bytes) {
        return {
          problem: GITHUB_IMPORT_MESSAGES.avatarTooLarge(
            GITHUB_IMPORT_LIMITS.maxAvatarBytes / 1024 / 1024,
          ),
        }
      }
      return { bytes }
    } catch (error) {
      if (error instanceof Unreachable) return unreachable(error.message)
      // The connection dropped while the image was read.
      log.warn({ event: 'github_unreachable', reason: String(error) }, 'GitHub avatar unreachable')
      return unreachable('the connection failed')
    }
  }

  return { repositories, readme, avatar }
}
