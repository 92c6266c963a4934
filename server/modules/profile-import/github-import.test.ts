import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GitHubRepository, RefreshItem } from '@contract/github-import.ts'
import type { ImportItem, ImportPlan } from '@contract/profile-import.ts'
import { databaseSnapshot } from '@/security/database-snapshot.ts'
import {
  FAKE_GITHUB_USER,
  FAKE_README,
  RATE_LIMITED_USER,
  RETRY_AFTER_USER,
  UNREACHABLE_USER,
  startFakeGitHub,
} from '@/test-support/fake-github.ts'
import { createTestApp, emptyTables, type TestApp } from '@/test-support/test-app.ts'
import { readmeToCaseStudy } from './github.ts'

let t: TestApp
let github: Awaited<ReturnType<typeof startFakeGitHub>>

beforeAll(async () => {
  github = await startFakeGitHub()
  t = await createTestApp({ GITHUB_API_URL: github.url })
})
afterAll(async () => {
  await t.close()
  await github.close()
})
beforeEach(async () => {
  await emptyTables(t.database, ['imports', 'project_sources', 'projects', 'trash', 'revisions'])
})
afterEach(() => {
  vi.useRealTimers()
})

const TABLES = ['projects', 'project_sources', 'imports', 'revisions', 'trash']
const snapshot = () => databaseSnapshot(t.database, TABLES)

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.ownerHeaders(), payload })
}
const list = (username: string) =>
  call('GET', `/api/imports/github/repositories?username=${encodeURIComponent(username)}`)
const body = (repositories: string[], more: object = {}) => ({
  username: FAKE_GITHUB_USER,
  repositories,
  ...more,
})
async function preview(repositories: string[], more: object = {}) {
  const response = await call('POST', '/api/imports/github/preview', body(repositories, more))
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as ImportPlan
}
async function apply(repositories: string[], more: object = {}) {
  const response = await call('POST', '/api/imports/github/apply', body(repositories, more))
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { _id: string; added: number; replaced: number; summary: string }
}
const items = (plan: ImportPlan) => plan.sections.find((s) => s.key === 'projects')!.items
const item = (plan: ImportPlan, title: string) =>
  items(plan).find((i) => i.title === title) as ImportItem
const publicProjects = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data as {
    _id: string
    title: string
    desc: string
    tools: string
    links: { github: string; live: string }
    body: string
    slug: string
  }[]
const names = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `project-${String(from + i).padStart(2, '0')}`)

/**
 * Later than the five minutes GitHub's answers are kept, so the next call asks it again; each
 * call later than the last, so an answer kept at a moment ahead of the clock is stale too.
 */
let ahead = 0
function laterThanTheCache() {
  ahead += 6 * 60 * 1000
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(vi.getRealSystemTime() + ahead)
}

describe("an account's repositories", () => {
  it('lists all 40 over two pages, newest push first, with what the owner chooses by', async () => {
    laterThanTheCache()
    github.requests.length = 0
    const response = await list(FAKE_GITHUB_USER)
    expect(response.statusCode, response.body).toBe(200)
    const repositories = response.json().data.repositories as GitHubRepository[]
    expect(repositories).toHaveLength(40)
    expect(repositories.map((r) => r.name)).toEqual(names(40))
    expect(repositories[0]).toEqual({
      name: 'project-01',
      fullName: 'octo-dev/project-01',
      description: 'Project number 01, made with care',
      language: 'TypeScript',
      stars: 100,
      topics: [],
      homepage: 'project-01.example.dev',
      url: 'https://github.com/octo-dev/project-01',
      pushedAt: '2026-11-09T12:00:00.000Z',
      fork: false,
      archived: false,
    })
    expect(repositories.filter((r) => r.fork)).toHaveLength(8)
    expect(repositories.filter((r) => r.archived)).toHaveLength(5)
    const pages = github.requests.filter((r) => r.startsWith('/users/octo-dev/repos'))
    expect(pages).toEqual([
      '/users/octo-dev/repos?per_page=100&sort=pushed',
      '/users/octo-dev/repos?per_page=100&sort=pushed&page=2',
    ])
    // Asked again within minutes: from memory, GitHub is not asked.
    expect((await list(FAKE_GITHUB_USER)).statusCode).toBe(200)
    expect(github.requests.filter((r) => r.startsWith('/users/octo-dev/repos'))).toHaveLength(2)
  })

  it('says in words when GitHub limits requests, with when to try again', async () => {
    const limited = await list(RATE_LIMITED_USER)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(
      /^GitHub's limit of requests is reached: try again after \d\d:\d\d UTC \(in 15 minutes\) \(a GITHUB_TOKEN/,
    )
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800)
    const secondary = await list(RETRY_AFTER_USER)
    expect(secondary.statusCode).toBe(429)
    expect(secondary.json().message).toMatch(/in 2 minutes/)
    expect(secondary.headers['retry-after']).toBe('120')
  })

  it('says in words when GitHub cannot be reached, or the account does not exist', async () => {
    const down = await list(UNREACHABLE_USER)
    expect(down.statusCode).toBe(502)
    expect(down.json().message).toBe(
      "Could not reach GitHub (the connection failed): check the server's connection and try again in a minute",
    )
    const missing = await list('nobody-here')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe(
      'GitHub has no account named “nobody-here”: check the spelling',
    )
  })

  it('refuses a name that is no GitHub username, in words, without asking GitHub', async () => {
    github.requests.length = 0
    const response = await list('-bad--name')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(
      /A GitHub username is letters, digits and single hyphens/,
    )
    expect(github.requests).toEqual([])
  })

  it('is the owner’s only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/imports/github/repositories?username=${FAKE_GITHUB_USER}`,
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('a README as a case study', () => {
  it('drops badges, makes images and links absolute, and the renderer drops the script', () => {
    const text = readmeToCaseStudy(FAKE_README, 'octo-dev/project-01')
    expect(text).not.toMatch(/badge|shields\.io|codecov/)
    expect(text).not.toMatch(/^# project-01/)
    expect(text).toContain(
      '![Screenshot](https://raw.githubusercontent.com/octo-dev/project-01/HEAD/docs/screen.png "The main screen")',
    )
    expect(text).toContain(
      'src="https://raw.githubusercontent.com/octo-dev/project-01/HEAD/assets/logo.svg"',
    )
    expect(text).toContain(
      '[the guide](https://github.com/octo-dev/project-01/blob/HEAD/docs/guide.md)',
    )
    expect(text).toContain('[the site](https://example.com/)')
    expect(text.startsWith('A tool that **does one thing** well.')).toBe(true)
  })
})

describe('importing repositories as projects', () => {
  it('previews each chosen repository as a new project and changes nothing', async () => {
    const before = await snapshot()
    const plan = await preview(['project-01', 'project-05', 'project-07'], { readme: true })
    expect(plan.source).toBe('github')
    expect(items(plan).map((i) => [i.title, i.status, i.detail])).toEqual([
      ['project-01', 'new', 'TypeScript · 100 ★'],
      ['project-05', 'new', 'TypeScript · 96 ★ · fork'],
      ['project-07', 'new', 'Rust · 94 ★ · archived'],
    ])
    expect(item(plan, 'project-01').note).toMatch(/draft case study/)
    expect(await snapshot()).toEqual(before)
  })

  it('applies in one step: the public projects show them, with tools, links and a draft case study', async () => {
    const summary = await apply(['project-01', 'project-02', 'project-03'], { readme: true })
    expect(summary).toMatchObject({ added: 3, replaced: 0, summary: '3 projects' })
    const projects = await publicProjects()
    const first = projects.find((p) => p.title === 'project-01')!
    expect(first).toMatchObject({
      desc: 'Project number 01, made with care',
      tools: 'TypeScript',
      links: {
        github: 'https://github.com/octo-dev/project-01',
        live: 'https://project-01.example.dev',
      },
      // A draft: the README is there for the owner to review, without an address no page shows it.
      slug: '',
    })
    expect(first.body).toContain('A tool that **does one thing** well.')
    expect(projects.find((p) => p.title === 'project-02')).toMatchObject({
      tools: 'Go, cli, tooling',
      links: { live: 'https://p02.example.dev' },
    })
    // project-03 has no README: imported without a case study.
    expect(projects.find((p) => p.title === 'project-03')!.body).toBe('')
    const html = await t.database.db
      .selectFrom('projects')
      .select('html')
      .where('title', '=', 'project-01')
      .executeTakeFirstOrThrow()
    expect(html.html).not.toContain('<script')
    expect(html.html).toContain(
      'raw.githubusercontent.com/octo-dev/project-01/HEAD/docs/screen.png',
    )
  })

  it('leaves out what the owner unticks', async () => {
    const chosen = names(10)
    await apply(chosen, {
      choices: { leaveOut: ['github:octo-dev/project-02', 'github:octo-dev/project-09'] },
    })
    const titles = (await publicProjects()).map((p) => p.title).sort()
    expect(titles).toEqual(chosen.filter((n) => n !== 'project-02' && n !== 'project-09'))
  })

  it('offers a project with the same title or the same GitHub link as a duplicate: skipped, or replaced when asked', async () => {
    await apply(['project-01'])
    // The owner renamed it; its GitHub link still says what it is.
    await t.database.db.updateTable('projects').set({ title: 'My CLI' }).execute()
    await t.database.db
      .insertInto('projects')
      .values({
        title: 'project-02',
        description: 'Written by hand',
        tools: '',
        github_url: '',
        live_url: '',
        position: 5,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      } as never)
      .execute()
    const plan = await preview(['project-01', 'project-02', 'project-04'])
    expect(item(plan, 'project-01')).toMatchObject({ status: 'duplicate' })
    expect(item(plan, 'project-01').existing).toMatch(/same GitHub link/)
    expect(item(plan, 'project-02')).toMatchObject({ status: 'duplicate', existing: 'project-02' })
    expect(item(plan, 'project-04').status).toBe('new')

    const skipped = await apply(['project-01', 'project-02', 'project-04'])
    expect(skipped).toMatchObject({ added: 1, replaced: 0 })
    expect((await publicProjects()).map((p) => p.title).sort()).toEqual([
      'My CLI',
      'project-02',
      'project-04',
    ])
    const replaced = await apply(['project-02'], {
      choices: { replace: ['github:octo-dev/project-02'] },
    })
    expect(replaced).toMatchObject({ added: 0, replaced: 1 })
    const projects = await publicProjects()
    expect(projects).toHaveLength(3)
    expect(projects.find((p) => p.title === 'project-02')!.desc).toBe(
      'Project number 02, made with care',
    )
  })

  it('undoes an import as one step: the projects are gone again', async () => {
    const summary = await apply(names(5))
    expect(await publicProjects()).toHaveLength(5)
    const undone = await call('POST', `/api/imports/${summary._id}/undo`)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().data).toEqual({ removed: 5, restored: 0 })
    expect(await publicProjects()).toEqual([])
  })

  it('refuses a repository the account does not have, and bad choices, changing nothing', async () => {
    const before = await snapshot()
    const unknown = await call('POST', '/api/imports/github/apply', body(['no-such-repo']))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(
      'The account has no public repository named “no-such-repo”: list its repositories again',
    )
    const none = await call('POST', '/api/imports/github/apply', body([]))
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('Repositories must have at least 1 entry')
    const stranger = await call(
      'POST',
      '/api/imports/github/apply',
      body(['project-01'], { choices: { leaveOut: ['github:someone/else'] } }),
    )
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().message).toMatch(/preview the upload again/)
    expect(await snapshot()).toEqual(before)
  })
})

describe('refreshing projects from GitHub', () => {
  it('changes only the fields the owner left as imported, shows it first, and can be undone', async () => {
    await apply(['project-05', 'project-06'])
    // The owner rewrites project-05's description; GitHub changes its description and topics.
    await t.database.db
      .updateTable('projects')
      .set({ description: 'My own words' })
      .where('title', '=', 'project-05')
      .execute()
    github.change('project-05', { description: 'New words on GitHub', topics: ['cli', 'wasm'] })
    github.change('project-06', { homepage: 'https://six.example.dev' })
    laterThanTheCache()

    const before = await snapshot()
    const previewed = await call('POST', '/api/imports/github/refresh/preview', {})
    expect(previewed.statusCode, previewed.body).toBe(200)
    expect(await snapshot()).toEqual(before)
    const refreshItems = previewed.json().data.items as RefreshItem[]
    const five2 = refreshItems.find((i) => i.title === 'project-05')!
    expect(five2.changes).toEqual([
      { field: 'tools', label: 'Tools', from: 'TypeScript, cli, web', to: 'TypeScript, cli, wasm' },
    ])
    expect(five2.kept).toEqual([{ field: 'desc', label: 'Description' }])
    expect(refreshItems.find((i) => i.title === 'project-06')!.changes).toEqual([
      {
        field: 'live',
        label: 'Live link',
        from: 'https://p06.example.dev',
        to: 'https://six.example.dev',
      },
    ])

    const applied = await call('POST', '/api/imports/github/refresh/apply', {})
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json().data).toMatchObject({ added: 0, replaced: 2 })
    const projects = await publicProjects()
    expect(projects.find((p) => p.title === 'project-05')).toMatchObject({
      desc: 'My own words',
      tools: 'TypeScript, cli, wasm',
    })
    expect(projects.find((p) => p.title === 'project-06')!.links.live).toBe(
      'https://six.example.dev',
    )

    // Nothing left to refresh; then the refresh is undone like any import.
    const again = await call('POST', '/api/imports/github/refresh/preview', {})
    expect((again.json().data.items as RefreshItem[]).flatMap((i) => i.changes)).toEqual([])
    const undone = await call('POST', `/api/imports/${applied.json().data._id}/undo`)
    expect(undone.json().data).toEqual({ removed: 0, restored: 2 })
    expect((await publicProjects()).find((p) => p.title === 'project-05')!.tools).toBe(
      'TypeScript, cli, web',
    )
    github.change('project-05', {
      description: 'Project number 05, made with care',
      topics: ['cli', 'web'],
    })
    github.change('project-06', { homepage: 'https://p06.example.dev' })
    // GitHub as it was for the other tests, not the changed answer kept.
    laterThanTheCache()
    expect((await list(FAKE_GITHUB_USER)).statusCode).toBe(200)
  })

  it('refuses to refresh when nothing would change, or a project it does not offer, in words', async () => {
    await apply(['project-08'])
    const before = await snapshot()
    const response = await call('POST', '/api/imports/github/refresh/apply', {})
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'Nothing to refresh: no project chosen has a field GitHub changed that you left as imported',
    )
    const stranger = await call('POST', '/api/imports/github/refresh/apply', { leaveOut: ['999'] })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().message).toBe(
      'The choices name a project the refresh does not offer (999): preview the refresh again',
    )
    expect(await snapshot()).toEqual(before)
  })
})

describe("the account's avatar as the profile photo", () => {
  beforeEach(async () => {
    await emptyTables(t.database, ['user_details'])
    github.setAvatar('png')
  })

  const profile = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/user/fetchuserdetails' })).json().data as {
      _id: string
      name: string
      userimage: string
    }[]

  it('is fetched only when asked', async () => {
    github.requests.length = 0
    await apply(names(1))
    expect(github.requests.filter((r) => r.startsWith('/avatars/'))).toEqual([])
    expect(await profile()).toEqual([])
  })

  it('becomes the profile photo, through the image pipeline, and undo takes it away', async () => {
    const summary = await apply(names(2), { avatar: true })
    expect(summary.summary).toBe('the profile and 2 projects')
    const [row] = await profile()
    expect(row?.userimage).toMatch(/^\/media\//)
    const photo = await t.app.inject({ method: 'GET', url: row!.userimage })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/webp')

    const undone = await call('POST', `/api/imports/${summary._id}/undo`)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(await profile()).toEqual([])
  })

  it('replaces the photo of a stored profile, and undo puts the previous one back', async () => {
    github.setAvatar('other')
    await apply(names(1), { avatar: true })
    const [before] = await profile()
    expect(before?.userimage).toMatch(/^\/media\//)

    github.setAvatar('huge')
    const plan = await preview(names(1, 3), { avatar: true })
    expect(plan.problems).toEqual(['Your GitHub avatar was not used: it is larger than 5 MB'])

    github.setAvatar('png')
    const summary = await apply(names(1, 3), { avatar: true })
    const [replaced] = await profile()
    expect(replaced!.userimage).toMatch(/^\/media\//)
    expect(replaced!.userimage).not.toBe(before!.userimage)
    const undone = await call('POST', `/api/imports/${summary._id}/undo`)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(await profile()).toEqual([before])
  })

  it('says in words when the avatar is not an image, and imports the rest', async () => {
    github.setAvatar('text')
    const plan = await preview(names(2), { avatar: true })
    expect(plan.problems).toEqual([
      'Your GitHub avatar was not used: only PNG, JPEG, WebP, GIF or AVIF images are accepted',
    ])
    const summary = await apply(names(2), { avatar: true })
    expect(summary.summary).toBe('2 projects')
    expect(await profile()).toEqual([])
  })
})
