import { Type } from 'typebox'
import { Value } from 'typebox/value'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_PATH } from '@contract/first-run.ts'
import { SectionItemInput, type Section, type SectionItem } from '@contract/section.ts'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import { caseStudyPath, ProjectInput, type Project } from '@contract/project.ts'
import { buildTestApp, createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { VARIANT_FORMATS, variantWidths } from '@contract/media-image.ts'
import { countMedia } from '../media/media-test-support.ts'
import { LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import { createPublicContent } from '../web-host/public-content.ts'
import { demoPosts } from './demo-content.ts'
import { DEMO_SECTION_PICTURES } from './demo-section.ts'
import { buildDemoImages, renderDemoImage } from './demo-images.ts'
import { markdownKey, renderDemoPosts } from './demo-posts.ts'
import { renderMarkdown } from '../posts/markdown.ts'

/** A case study's facts as the dashboard sends them. */
const ProjectFacts = Type.Pick(ProjectInput, ['role', 'team', 'timeline', 'outcomes'])

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
      sections: (await fetch('/api/sections')).length,
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
      sections: 1,
      // Four project covers, five pictures of two case studies' galleries, three talks' slides.
      media: 12,
    })
  })

  it('shows one custom section, Talks, with three talks in order, each with its title slide', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sections/talks' })
    expect(response.statusCode).toBe(200)
    const { section, items } = response.json().data as { section: Section; items: SectionItem[] }
    expect(section).toMatchObject({ name: 'Talks', address: 'talks', layout: 'cards' })
    expect(section.fields.map((field) => `${field.kind}:${field.label}`)).toEqual([
      'title:Talk',
      'subtitle:Event',
      'date:Date',
      'image:Title slide',
      'text:Abstract',
      'tags:Topics',
      'link:Slides',
      'link2:Video',
    ])
    expect(items.map((item) => [item.title, item.subtitle])).toEqual([
      ['Zero-downtime migrations in practice (demo)', 'Example Conf 2025'],
      ['Server-rendered React without hydration (demo)', 'Example Frontend Meetup'],
      ['Testing against two databases at once (demo)', 'Example DevDays'],
    ])
    // The second has no video, the third no slides: a field without a value is left out.
    expect(items.map((item) => [Boolean(item.link), Boolean(item.link2)])).toEqual([
      [true, true],
      [true, false],
      [false, true],
    ])
    for (const item of items) {
      // What the seed stored is what the API would accept from the dashboard.
      const { _id, section: _, image, position: __, updatedAt: ___, ...values } = item
      expect(Value.Check(SectionItemInput, values), _id).toBe(true)
      const hash = String(image).match(/[0-9a-f]{64}/)![0]
      expect(await t.app.repositories.media.find(hash)).toMatchObject({ width: 1280, height: 800 })
    }
  })

  it('puts Talks on the home page right after Projects', async () => {
    const [section] = (await fetch('/api/sections')) as unknown as Section[]
    const settings = await createPublicContent(t.app).getSiteSettings()
    const keys = (settings.homeSections ?? []).map((place) => place.key)
    expect(keys.slice(keys.indexOf('projects'), keys.indexOf('projects') + 3)).toEqual([
      'projects',
      section!.homeKey,
      'publications',
    ])
    expect(settings.homeSections?.every((place) => !place.hidden)).toBe(true)
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

  it('gives the two featured projects a case study with its facts, figures and gallery', async () => {
    const projects = (await fetch('/api/projects')) as unknown as Project[]
    const studies = projects.filter((project) => caseStudyPath(project))
    expect(studies.map((project) => [project.title, caseStudyPath(project)])).toEqual([
      ['Task Board', '/projects/task-board'],
      ['Notes API', '/projects/notes-api'],
    ])
    const content = createPublicContent(t.app)
    for (const project of studies) {
      const { _id, title, role, team, timeline, outcomes, gallery } = project
      // What the seed stored is what the dashboard could save.
      expect(Value.Check(ProjectFacts, { role, team, timeline, outcomes }), title).toBe(true)
      expect([role, team, timeline].every(Boolean), title).toBe(true)
      expect(outcomes.length).toBeGreaterThanOrEqual(2)
      expect(gallery.length).toBeGreaterThanOrEqual(2)
      expect(gallery.length).toBeLessThanOrEqual(3)
      const hashes = gallery.map(({ image }) => image.match(/[0-9a-f]{64}/)![0])
      for (const [index, image] of gallery.entries()) {
        expect(image.alt, `${title} ${index}`).toMatch(/^[A-Z].{20,}/)
        expect(await t.app.repositories.media.find(hashes[index]!)).toMatchObject({
          width: 1280,
          height: 800,
        })
      }
      // Kept with the project, so the start's sweep of unused images leaves them.
      const kept = await t.database.db
        .selectFrom('project_images')
        .select('image_hash')
        .where('project_id', '=', Number(_id))
        .execute()
      expect(kept.map((row) => row.image_hash).sort()).toEqual([...hashes].sort())
      const page = await content.getCaseStudy(project.slug)
      expect(page?.html).toContain('<h2')
      expect(page?.gallery.every((image) => image.media?.width === 1280)).toBe(true)
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

  it('"Remove the demo content" takes the demo talks, and their section once it holds none of the owner\'s', async () => {
    const headers = await t.ownerHeaders()
    const talks = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/sections/talks' })).json().data as
        { section: Section; items: SectionItem[] } | undefined
    const { section, items } = (await talks())!
    // The owner rewrites one talk: it is theirs now, and so is its section.
    const [first] = items
    const rewritten = await t.app.inject({
      method: 'PUT',
      url: `/api/sections/${section._id}/items/${first!._id}`,
      headers,
      payload: { title: first!.title, text: 'My own abstract.' },
    })
    expect(rewritten.statusCode, rewritten.body).toBe(200)
    const removed = await t.app.inject({ method: 'DELETE', url: DEMO_PATH, headers })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await talks())!.items.map((item) => item.text)).toEqual(['My own abstract.'])

    // Once the owner's talk is gone too, the section is the demo's alone: it goes.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/sections/${section._id}/items/${first!._id}`,
      headers,
    })
    const again = await t.app.inject({ method: 'DELETE', url: DEMO_PATH, headers })
    expect(again.json().data.removed).toBeGreaterThanOrEqual(1)
    const gone = await t.app.inject({ method: 'GET', url: '/api/sections/talks' })
    expect(gone.statusCode).toBe(404)
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

  it('never seeds a database whose only content is a custom section', async () => {
    const fresh = await createTestApp({ SEED_DEMO: 'false' })
    try {
      const added = await fresh.app.inject({
        method: 'POST',
        url: '/api/sections',
        headers: await fresh.ownerHeaders(),
        payload: { name: 'Awards', address: 'awards', fields: [{ kind: 'title', label: 'Award' }] },
      })
      expect(added.statusCode, added.body).toBe(200)
      const again = await buildTestApp(
        { ...fresh.config, seedDemo: true },
        { database: fresh.database, logger: false },
      )
      await again.close()
      const sections = await fresh.app.inject({ method: 'GET', url: '/api/sections' })
      expect(sections.json().data.map((section: Section) => section.address)).toEqual(['awards'])
      expect(await countMedia(fresh.database)).toBe(0)
    } finally {
      await fresh.close()
    }
  })
})

describe('demo pictures made by the build', () => {
  it('are the very pictures a first start would draw, with every variant ready', async () => {
    const svg = LIST_CONTENT_ENTRIES.flatMap((entry) => entry.demo.pictures ?? [])[0]!
    // The custom section's pictures are drawn the same way, each its own.
    expect(new Set(DEMO_SECTION_PICTURES).size).toBe(3)
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
