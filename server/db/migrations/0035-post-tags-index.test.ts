import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompiledQuery, sql, type Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { QueryCapture } from '@/test-support/query-capture.ts'
import { blogReads } from '@/modules/posts/blog-reads.ts'
import { createPublicContent } from '@/modules/web-host/public-content.ts'
import { postTagsIndexMigration } from './0035-post-tags-index.ts'

const POSTS = 2000
const TAGS = 50

describe('migration 0035: the posts’ tags indexed', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const time = new Date(Date.now() - 3_600_000).toISOString()
    const rows = Array.from({ length: POSTS }, (_, i) => ({
      slug: `post-${i}`,
      title: `Post ${i}`,
      summary: 'Summary',
      body: 'Body',
      html: '<p>Body</p>',
      // Two tags a post, one of them in another spelling now and then.
      tags: JSON.stringify([
        i % 9 === 0 ? `Topic-${i % TAGS}` : `topic-${i % TAGS}`,
        `topic-${(i * 7) % TAGS}`,
      ]),
      reading_minutes: 1,
      status: 'published' as const,
      publish_at: null,
      published_at: time,
      created_at: time,
      updated_at: time,
      image_hash: null,
      language: null,
    }))
    for (let from = 0; from < rows.length; from += 200) {
      await t.app.database.db
        .insertInto('posts')
        .values(rows.slice(from, from + 200))
        .execute()
    }
  })
  afterAll(() => t.close())

  const tagPage = async (tag: string) => {
    const page = await createPublicContent(t.app).blogPage({ tag, page: '2' })
    return page && { ...page, posts: page.posts.map((post) => post.slug) }
  }

  it('runs down and up again on both databases, and a tag’s pages answer the same', async () => {
    const before = await tagPage('TOPIC-3')
    expect(before?.posts).toHaveLength(10)
    const db = t.app.database.db as unknown as Kysely<unknown>
    const migration = postTagsIndexMigration(t.app.database.dialect)
    await migration.down!(db)
    expect(await tagPage('TOPIC-3')).toEqual(before)
    await migration.up(db)
    expect(await tagPage('TOPIC-3')).toEqual(before)
  })

  it.runIf(process.env.DATABASE_URL)(
    'PostgreSQL finds a tag’s posts by the index, not by reading every post’s tags',
    async () => {
      const indexes = await sql<{
        indexdef: string
      }>`select indexdef from pg_indexes
        where schemaname = current_schema() and indexname = 'posts_tags_index'`.execute(
        t.app.database.db,
      )
      expect(indexes.rows[0]?.indexdef).toMatch(/USING gin \(\(\(tags\)::jsonb\) jsonb_path_ops\)/)
      // The rows went in after the index was made, into GIN's pending list, which the planner
      // prices as a slow read until a vacuum merges it (autovacuum does so on a real site).
      await sql`vacuum analyze posts`.execute(t.app.database.db)

      const capture = new QueryCapture()
      const db = t.app.database.db as Kysely<Database>
      const reads = blogReads(db.withPlugin(capture), 'postgres')
      const now = new Date().toISOString()
      const language = { language: 'en', isDefault: true }
      await reads.page(now, language, { limit: 10, offset: 10, spellings: ['topic-3', 'Topic-3'] })
      await reads.count(now, language, ['topic-3', 'Topic-3'])
      await reads.related(now, language, { id: 1, tags: ['topic-3'] }, 3)
      expect(capture.nodes).toHaveLength(3)
      for (const { node, queryId } of capture.nodes) {
        const compiled = db.getExecutor().compileQuery(node, queryId)
        const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        )
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
        expect(text, compiled.sql).toContain('Bitmap Index Scan on posts_tags_index')
        expect(text, compiled.sql).not.toMatch(/Seq Scan on posts/)
      }
    },
  )
})
