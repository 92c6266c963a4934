import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import { buildTestApp, createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { VARIANT_FORMATS, variantWidths } from '@contract/media-image.ts'
import { countMedia } from '../media/media-test-support.ts'
import { LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import { demoPosts } from './demo-content.ts'
import { buildDemoImages, renderDemoImage } from './demo-images.ts'
import { markdownKey, renderDemoPosts } from './demo-posts.ts'
import { renderMarkdown } from '../posts/markdown.ts'

/** Reads and restarts of one app with the demo seeded. */
function demoApp(t: TestApp) {
  async function fetch(url: string) {
    return (await t.app.inject({ method: 'GET', url })).json().data as Record<string, unknown>[]
  }
  async function counts() {
    const { repositories } = t.app
    return {
      skills: (await fetch('/api/skill/fetchskills')).length,
      projects: (await fetch('/api/project/fetchprojects')).length,
      profiles: (await fetch('/api/user/fetchuserdetails')).length,
      about: (await repositories.about.list()).length,
      education: (await repositories.education.list()).length,
      experience: (await repositories.experience.list()).length,
      certificates: (await repositories.certificates.list()).length,
      testimonials: (await fetch('/api/testimonials')).length,
      posts: (await fetch('/api/posts')).length,
      media: await countMedia(t.database),
    }
  }
  /** Starts a second app on the same database, as a restart would. */
  async function restart(env: { seedDemo: boolean }) {
    const again = await buildTestApp(
      { ...t.config, ...env },
      { database: t.database, logger: false },
    )
    await again.close()
  }
  return { fetch, counts, restart }
}

describe('demo content', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterAll(() => t.close())
  const fetch = (url: string) => demoApp(t).fetch(url)
  const counts = () => demoApp(t).counts()

  it('fills an empty database with the promised placeholder content', async () => {
    expect(await counts()).toEqual({
      skills: 10,
      projects: 4,
      profiles: 1,
      about: 4,
      education: 2,
      experience: 2,
      certificates: 3,
      testimonials: 2,
      posts: 2,
      media: 4,
    })
  })

  it('publishes two short posts, the newer one with highlighted code, in the feed', async () => {
    const posts = await fetch('/api/posts')
    expect(posts.map((post) => post.slug)).toEqual([
      'zero-downtime-migrations',
      'a-portfolio-that-loads-instantly',
    ])
    expect(Date.parse(String(posts[0]!.publishedAt))).toBeLessThan(Date.now())
    const post = (
      await t.app.inject({ method: 'GET', url: '/api/posts/zero-downtime-migrations' })
    ).json().data
    expect(post.html).toContain('class="shiki ')
    expect(post.html).toContain('<table>')
    const feed = await t.app.inject({ method: 'GET', url: '/feed.xml' })
    expect(feed.body).toContain('Zero-downtime migrations, step by step (demo post)')
  })

  it('gives the profile the owner name, the default titles and the bundled photo', async () => {
    const [profile] = await fetch('/api/user/fetchuserdetails')
    expect(profile).toMatchObject({
      name: 'Test Owner',
      userimage: DEFAULT_PROFILE_IMAGE_URL,
      prof: { '1st': 'Web Developer', '2nd': 'Code Enthusiast', '3rd': 'Learner' },
    })
  })

  it('serves every demo project image at 2× the card (1280 × 800); skills go without images', async () => {
    expect((await fetch('/api/skill/fetchskills')).map((skill) => skill.image)).toEqual(
      Array.from({ length: 10 }, () => ''),
    )
    const items = await fetch('/api/project/fetchprojects')
    for (const item of items) {
      const hash = String(item.image).match(/[0-9a-f]{64}/)![0]
      expect(await t.app.repositories.media.find(hash)).toMatchObject({ width: 1280, height: 800 })
      const response = await t.app.inject({ method: 'GET', url: String(item.image) })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
    }
  })

  it('saves placeholder site settings with five example social links', async () => {
    const settings = await t.app.repositories.siteSettings.get()
    expect(settings.githubUsername).toBe('octocat')
    expect(settings.socialLinks.map((link) => link.icon)).toEqual([
      'github',
      'linkedin',
      'leetcode',
      'instagram',
      'x',
    ])
    // The name follows the owner's (site-identity.ts), not a placeholder of the demo's.
    expect(settings.displayName).toBe('')
  })
})

// These two change the demo content: each has a database of its own.
describe('demo content after the owner changed it', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterEach(() => t.close())

  it('is not repeated on the next start, even after the owner deleted some of it', async () => {
    const { fetch, counts, restart } = demoApp(t)
    const [skill] = await fetch('/api/skill/fetchskills')
    await t.app.inject({
      method: 'DELETE',
      url: `/api/skill/deleteskill/${String(skill?._id)}`,
      headers: await t.ownerHeaders(),
    })
    const before = await counts()
    expect(before.skills).toBe(9)
    await restart({ seedDemo: true })
    expect(await counts()).toEqual(before)
  })

  it('does not come back after the owner deleted every record', async () => {
    const { fetch, restart } = demoApp(t)
    const db = t.database.db
    for (const table of [
      'skills',
      'projects',
      'about_paragraphs',
      'education',
      'experience',
      'certificates',
      'testimonials',
      'user_details',
    ] as const) {
      await db.deleteFrom(table).execute()
    }
    // Deleted behind the app's back: its read cache must hear of it, as a restart would.
    t.app.contentVersion.bump()
    await restart({ seedDemo: true })
    const skills = await fetch('/api/skill/fetchskills')
    expect(skills).toEqual([])
    const profile = await fetch('/api/user/fetchuserdetails')
    expect(profile).toEqual([])
  })
})

describe('demo content switched off', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'false' })
  })
  afterAll(() => t.close())

  it('leaves the database empty', async () => {
    const skills = await t.app.inject({ method: 'GET', url: '/api/skill/fetchskills' })
    expect(skills.json().data).toEqual([])
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/fetchuserdetails' })
    expect(profile.json().data).toEqual([])
    expect(await countMedia(t.database)).toBe(0)
  })

  it('never seeds a database that has any content', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers: await t.ownerHeaders(),
      payload: [{ year: '2020', clg: 'Mine', edu: 'Mine', sts: '', link: '' }],
    })
    expect(added.statusCode).toBe(200)
    const again = await buildTestApp(
      { ...t.config, seedDemo: true },
      { database: t.database, logger: false },
    )
    await again.close()
    const skills = await t.app.inject({ method: 'GET', url: '/api/skill/fetchskills' })
    expect(skills.json().data).toEqual([])
    expect(await t.app.repositories.education.list()).toHaveLength(1)
  })
})

describe('demo pictures made by the build', () => {
  it('are the very pictures a first start would draw, with every variant ready', async () => {
    const svg = LIST_CONTENT_ENTRIES.flatMap((entry) => entry.demo.pictures ?? [])[0]!
    const [built] = Object.values(await buildDemoImages([svg]))
    const drawn = await renderDemoImage(svg)
    expect(built!.hash).toBe(drawn.hash)
    expect(Buffer.from(built!.bytes, 'base64').equals(drawn.bytes)).toBe(true)
    expect(drawn.variants).toEqual([])
    expect(built!.variants.map(({ width, format }) => `${width}.${format}`)).toEqual(
      variantWidths(drawn.width).flatMap((width) =>
        VARIANT_FORMATS.map((format) => `${width}.${format}`),
      ),
    )
  })
})

describe('demo posts rendered by the build', () => {
  it('are what the renderer makes of their Markdown, found by it', async () => {
    const bodies = demoPosts.map((post) => post.body)
    const rendered = await renderDemoPosts(bodies)
    for (const [index, body] of bodies.entries()) {
      const { html, readingMinutes } = await renderMarkdown(body)
      expect(rendered[index]).toEqual({ html, readingMinutes })
    }
    expect(new Set(bodies.map(markdownKey)).size).toBe(bodies.length)
  })
})
