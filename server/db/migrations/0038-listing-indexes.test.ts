import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompiledQuery, type Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { QueryCapture } from '@/test-support/query-capture.ts'
import { blogReads } from '@/modules/posts/blog-reads.ts'
import { caseStudiesRepository } from '@/modules/projects/case-studies-repository.ts'
import { listingIndexesMigration } from './0038-listing-indexes.ts'

const COUNT = 300
/** A case study long enough to spill out of SQLite's page, as real ones do. */
const LONG = 'A paragraph of a case study, told at length. '.repeat(200)

describe('migration 0038: the public lists read by index', () => {
  let t: TestApp
  const language = { language: 'en', isDefault: true }
  const now = () => new Date().toISOString()

  beforeAll(async () => {
    t = await createTestApp()
    const time = new Date(Date.now() - 3_600_000).toISOString()
    const db = t.app.database.db
    for (let from = 0; from < COUNT; from += 100) {
      const indexes = Array.from({ length: 100 }, (_, i) => from + i)
      await db
        .insertInto('projects')
        .values(
          indexes.map((i) => ({
            title: `Project ${i}`,
            description: 'A project',
            tools: 'TypeScript',
            github_url: '',
            live_url: '',
            // Positions out of the ids' order, and every seventh project featured.
            position: (i * 37) % COUNT,
            body: LONG,
            html: `<p>${LONG}</p>`,
            featured: i % 7 === 0 ? 1 : 0,
            slug: `project-${i}`,
            created_at: time,
            updated_at: time,
          })) as never,
        )
        .execute()
      await db
        .insertInto('posts')
        .values(
          indexes.map((i) => ({
            slug: `post-${i}`,
            title: `Post ${i}`,
            summary: 'Summary',
            body: LONG,
            html: `<p>${LONG}</p>`,
            tags: JSON.stringify([`topic-${i % 5}`, `topic-${(i * 3) % 7}`]),
            reading_minutes: 3,
            status: i % 10 === 0 ? ('draft' as const) : ('published' as const),
            publish_at: null,
            published_at:
              i % 10 === 0 ? null : new Date(Date.now() - (i + 1) * 60_000).toISOString(),
            created_at: time,
            updated_at: time,
            image_hash: null,
            language: i % 4 === 0 ? 'de' : null,
          })),
        )
        .execute()
    }
  })
  afterAll(() => t.close())

  /** What the lists read, as a visitor's page would show it. */
  const lists = async (db: Kysely<Database>) => {
    const projects = caseStudiesRepository(db)
    const posts = blogReads(db, t.app.database.dialect)
    const at = now()
    return {
      showcase: (await projects.showcase({ offset: 12, limit: 12 })).map((p) => p.title),
      listed: (await projects.listed(6)).map((p) => p.title),
      count: await posts.count(at, language),
      tags: (await posts.tagCounts(at, language)).sort((a, b) => a.tag.localeCompare(b.tag)),
    }
  }

  it('runs down and up again on both databases, and the lists read the same', async () => {
    const db = t.app.database.db
    const before = await lists(db)
    // Featured projects first, then the owner's order.
    const order = Array.from({ length: COUNT }, (_, i) => i).sort(
      (a, b) =>
        Number(b % 7 === 0) - Number(a % 7 === 0) || ((a * 37) % COUNT) - ((b * 37) % COUNT),
    )
    expect(before.showcase).toEqual(order.slice(12, 24).map((i) => `Project ${i}`))
    expect(before.listed).toEqual(
      Array.from({ length: 6 }, (_, p) => `Project ${order.find((i) => (i * 37) % COUNT === p)}`),
    )
    expect(before.count).toBe(COUNT - COUNT / 10 - (COUNT / 4 - COUNT / 20))
    const migration = listingIndexesMigration(t.app.database.dialect)
    await migration.down!(db as unknown as Kysely<unknown>)
    expect(await lists(db)).toEqual(before)
    await migration.up(db as unknown as Kysely<unknown>)
    expect(await lists(db)).toEqual(before)
  })

  it.runIf(!process.env.DATABASE_URL)(
    'SQLite walks the projects in index order and counts posts and their tags from the index alone',
    async () => {
      const capture = new QueryCapture()
      const db = t.app.database.db as Kysely<Database>
      await lists(db.withPlugin(capture))
      const plans: string[] = []
      for (const { node, queryId } of capture.nodes) {
        const compiled = db.getExecutor().compileQuery(node, queryId)
        const plan = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        )
        plans.push(plan.rows.map((row) => row.detail).join('\n'))
      }
      const [showcase, listed, count, tags] = plans
      expect(showcase).toContain('USING INDEX projects_showcase')
      expect(listed).toContain('USING INDEX projects_in_order')
      expect(count).toContain('USING COVERING INDEX posts_public_listing')
      expect(tags).toContain('USING COVERING INDEX posts_public_listing')
      for (const plan of [showcase, listed]) expect(plan).not.toContain('TEMP B-TREE')
    },
  )
})
