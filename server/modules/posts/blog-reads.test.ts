import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogList } from '@contract/blog-pages.ts'
import type { PostSummary } from '@contract/post.ts'
import { asOwner } from '@/test-support/owner-request.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { relatedPosts } from '@web/features/blog/post-extras.ts'
import type { PublicContent } from '@web/load-context.ts'
import { createPublicContent } from '../web-host/public-content.ts'

/**
 * The blog's bounded reads (a page of the list, its tags, a post's neighbours and related posts)
 * answer what reading every post and working it out in JavaScript answers: the same posts in
 * the same order, the same page counts: blogList and relatedPosts are that whole-list way.
 */

const TAGS = ['Rust', 'rust', 'web', 'Web', 'db', 'ops', 'ünïcode', 'Ünïcode', 'a', 'b']
const ids = (posts: { _id: string }[] | undefined) => posts?.map((post) => post._id)

describe('the blog read a page at a time', () => {
  let t: TestApp
  let content: PublicContent
  beforeAll(async () => {
    t = await createTestApp()
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await asOwner(t, 'PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
    const now = Date.now()
    // ~60 posts: two languages (the default's stored as null or 'en'), drafts, scheduled ones,
    // equal publication times (the later id comes first), tags in several spellings, repeated.
    const rows = Array.from({ length: 64 }, (_, i) => {
      const time = new Date(now - (i % 7 === 0 ? 5 : i) * 3_600_000).toISOString()
      const tags = [TAGS[i % TAGS.length]!, TAGS[(i * 3) % TAGS.length]!]
      if (i % 5 === 0) tags.push(TAGS[(i * 7) % TAGS.length]!, TAGS[i % TAGS.length]!)
      if (i % 11 === 0) tags.length = 0
      return {
        slug: `post-${i}`,
        title: `Post ${i}`,
        summary: `Summary ${i}`,
        body: 'Body',
        html: '<p>Body</p>',
        tags: JSON.stringify(tags),
        reading_minutes: 1,
        status: (i % 13 === 12 ? 'draft' : 'published') as 'draft' | 'published',
        publish_at: null,
        published_at: i % 17 === 16 ? new Date(now + 86_400_000).toISOString() : time,
        created_at: time,
        updated_at: time,
        image_hash: null,
        language: i % 3 === 0 ? 'de' : i % 3 === 1 ? null : 'en',
      }
    })
    await t.app.database.db.insertInto('posts').values(rows).execute()
    content = createPublicContent(t.app)
  })
  afterAll(() => t.close())

  for (const language of ['en', 'de']) {
    it(`answers every list page as the whole list did (${language})`, async () => {
      const all = (await content.listPosts({ language })) as PostSummary[]
      expect(all.length).toBeGreaterThan(15)
      const tags = [...new Set(all.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b))
      const asked = [undefined, ...tags, ...tags.map((tag) => tag.toUpperCase()), 'none']
      for (const tag of asked) {
        for (const page of [undefined, '1', '2', '3', '4', '5', '02', 'x']) {
          const expected = blogList(all, tag, page)
          const got = await content.blogPage({ language, tag, page })
          expect(got && { ...got, posts: ids(got.posts) }, `${tag} ${page}`).toEqual(
            expected && { ...expected, posts: ids(expected.posts), tags },
          )
        }
      }
    })

    it(`answers each post's neighbours and related posts as the whole list did (${language})`, async () => {
      const all = (await content.listPosts({ language })) as PostSummary[]
      for (const [index, summary] of all.entries()) {
        const post = (await content.getPost(summary.slug, { language }))!
        const got = await content.postSurroundings(post, { language })
        expect({
          newer: got.newer?._id,
          older: got.older?._id,
          related: ids(got.related),
        }).toEqual({
          newer: all[index - 1]?._id,
          older: all[index + 1]?._id,
          related: ids(relatedPosts(summary, all)),
        })
      }
    })
  }

  it('reads the same through a language’s content', async () => {
    const german = content.inLanguage('de')
    expect(await german.blogPage({})).toEqual(await content.blogPage({ language: 'de' }))
  })
})
