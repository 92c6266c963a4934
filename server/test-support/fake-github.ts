import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pngImage } from '../modules/media/media-test-support.ts'

/** The account of 40 public repositories, answered in two pages. */
export const FAKE_GITHUB_USER = 'octo-dev'
/** An account whose requests answer GitHub's rate limit (403, `x-ratelimit-remaining: 0`). */
export const RATE_LIMITED_USER = 'busy-dev'
/** An account whose requests answer 429 with `retry-after`. */
export const RETRY_AFTER_USER = 'slow-dev'
/** An account whose connection drops: GitHub unreachable. */
export const UNREACHABLE_USER = 'gone-dev'

type AvatarKind = 'png' | 'other' | 'text' | 'huge'

interface FakeRepository {
  name: string
  full_name: string
  description: string | null
  language: string | null
  stargazers_count: number
  topics: string[]
  homepage: string | null
  html_url: string
  pushed_at: string
  fork: boolean
  archived: boolean
  private: boolean
  /** Not GitHub's: ignored by the import (a real answer has dozens of fields it never reads). */
  watchers_count: number
}

/** The README of `project-01`: badges, relative images and links, raw HTML a case study drops. */
export const FAKE_README = [
  '# project-01',
  '',
  '[![CI](https://github.com/octo-dev/project-01/actions/workflows/ci.yml/badge.svg)](https://github.com/octo-dev/project-01/actions)',
  '![npm](https://img.shields.io/npm/v/project-01.svg) [![cov][cov-badge]][cov-link]',
  '',
  'A tool that **does one thing** well.',
  '',
  '![Screenshot](docs/screen.png "The main screen")',
  '',
  '<p align="center"><img src="./assets/logo.svg" width="120" alt="Logo"></p>',
  '',
  'See [the guide](docs/guide.md) and [the site](https://example.com/).',
  '',
  '<script>alert(1)</script>',
  '',
  '[cov-badge]: https://codecov.io/gh/octo-dev/project-01/branch/main/graph/badge.svg',
  '[cov-link]: https://codecov.io/gh/octo-dev/project-01',
  '',
].join('\n')

/**
 * 40 repositories, newest push first: every fifth a fork, every seventh archived, the first
 * with a homepage without its scheme, topics on most.
 */
function fakeRepositories(owner: string): FakeRepository[] {
  return Array.from({ length: 40 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    return {
      name: `project-${number}`,
      full_name: `${owner}/project-${number}`,
      description: index % 6 === 5 ? null : `Project number ${number}, made with care`,
      language: ['TypeScript', 'Go', 'Rust', null][index % 4] ?? null,
      stargazers_count: 100 - index,
      topics: index % 3 === 0 ? [] : ['cli', index % 2 === 0 ? 'web' : 'tooling'],
      homepage:
        index === 0
          ? 'project-01.example.dev'
          : index % 4 === 1
            ? `https://p${number}.example.dev`
            : '',
      html_url: `https://github.com/${owner}/project-${number}`,
      pushed_at: new Date(Date.UTC(2026, 9, 40 - index, 12)).toISOString(),
      fork: index % 5 === 4,
      archived: index % 7 === 6,
      private: false,
      watchers_count: 3,
    }
  })
}

/**
 * A stand-in for GitHub's REST API, a real HTTP server: `GET /users/:name/repos` in pages with
 * the `Link` header as GitHub sends it, `GET /repos/:owner/:repo/readme` as raw Markdown,
 * `GET /users/:name` with its `avatar_url` (a PNG the fake serves too), and the
 * rate-limit and network failures of the accounts above. Tests may change a repository (a refresh).
 */
export async function startFakeGitHub() {
  const requests: string[] = []
  /** What `/avatars/:name` answers: a real PNG, another one, text that is no image, or 6 MB. */
  let avatar: AvatarKind = 'png'
  const avatarPng = await pngImage(96, 96, '#cc6633')
  const otherPng = await pngImage(96, 96, '#3399cc')
  const accounts = new Map<string, FakeRepository[]>([
    [FAKE_GITHUB_USER, fakeRepositories(FAKE_GITHUB_USER)],
  ])
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '')
    const url = new URL(request.url ?? '/', 'http://fake-github')
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
    const user = parts[1] ?? ''
    if (user === UNREACHABLE_USER) return request.socket.destroy()
    if (user === RATE_LIMITED_USER) {
      const reset = Math.floor(Date.now() / 1000) + 15 * 60
      response.writeHead(403, {
        'content-type': 'application/json',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset),
      })
      return response.end('{"message":"API rate limit exceeded"}')
    }
    if (user === RETRY_AFTER_USER) {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' })
      return response.end('{"message":"You have exceeded a secondary rate limit"}')
    }
    if (parts[0] === 'users' && parts.length === 2 && accounts.has(user.toLowerCase())) {
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(
        JSON.stringify({
          login: user,
          avatar_url: `http://${request.headers.host}/avatars/${encodeURIComponent(user)}`,
        }),
      )
    }
    if (parts[0] === 'avatars') {
      if (avatar === 'text') {
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end('This is not an image at all')
      }
      response.writeHead(200, { 'content-type': 'image/png' })
      return response.end(
        avatar === 'huge'
          ? Buffer.concat([avatarPng, Buffer.alloc(6 * 1024 * 1024)])
          : avatar === 'other'
            ? otherPng
            : avatarPng,
      )
    }
    if (parts[0] === 'users' && parts[2] === 'repos') {
      const repositories = accounts.get(user.toLowerCase())
      if (!repositories) {
        response.writeHead(404, { 'content-type': 'application/json' })
        return response.end('{"message":"Not Found"}')
      }
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30))
      const page = Number(url.searchParams.get('page') ?? 1)
      // The fake pages by 25 at most, so 40 repositories take two pages, as 140 would on GitHub.
      const size = Math.min(perPage, 25)
      const slice = repositories.slice((page - 1) * size, page * size)
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (page * size < repositories.length) {
        const next = new URL(
          url.href.replace('http://fake-github', `http://${request.headers.host}`),
        )
        next.searchParams.set('page', String(page + 1))
        headers.link = `<${next.href}>; rel="next", <${next.href}>; rel="last"`
      }
      response.writeHead(200, headers)
      return response.end(JSON.stringify(slice))
    }
    if (parts[0] === 'repos' && parts[3] === 'readme') {
      const repository = accounts.get(user.toLowerCase())?.find((repo) => repo.name === parts[2])
      const raw = request.headers.accept?.includes('raw')
      if (!repository || repository.name === 'project-03' || !raw) {
        response.writeHead(404, { 'content-type': 'application/json' })
        return response.end('{"message":"Not Found"}')
      }
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      return response.end(
        repository.name === 'project-01'
          ? FAKE_README
          : `# ${repository.name}\n\nWhat ${repository.name} does, in a paragraph.\n`,
      )
    }
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end('{"message":"Not Found"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Changes a repository of the 40 (as its owner would on GitHub). */
    change(name: string, patch: Partial<FakeRepository>) {
      const repository = accounts.get(FAKE_GITHUB_USER)!.find((repo) => repo.name === name)!
      Object.assign(repository, patch)
    },
    /** What the account's avatar answers from now on. */
    setAvatar(kind: AvatarKind) {
      avatar = kind
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
