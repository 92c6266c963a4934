import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood } from '@/test-support/trash.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (title: string) => `${title} ${++counter} ${Math.random().toString(36).slice(2, 7)}`
const MEDIA_URL = /^\/media\/[0-9a-f]{64}\.webp$/

/** A colour no other test draws, so each upload is a new stored image. */
const colour = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`

describe('post images, owner reads and the live preview', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const owner = () => t.ownerHeaders()
  const add = async (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/posts', headers: await owner(), payload })
  const upload = async (fields: Record<string, string> = {}, width = 1000, height = 500) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts/images',
      headers: await owner(),
      payload: imageForm(fields, { bytes: await pngImage(width, height, colour()) }),
    })
  const mediaStatus = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode

  it('uploads an image and answers its address and size; only the owner may', async () => {
    const response = await upload()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      message: 'Image Uploaded Successfully',
      data: { url: expect.stringMatching(MEDIA_URL), width: 1000, height: 500 },
    })
    expect(await mediaStatus(response.json().data.url)).toBe(200)

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/posts/images',
      payload: imageForm({}, { bytes: await pngImage(10, 10) }),
    })
    expect(anonymous.statusCode).toBe(401)
    const notAnImage = await t.app.inject({
      method: 'POST',
      url: '/api/posts/images',
      headers: await owner(),
      payload: imageForm({}, { bytes: new TextEncoder().encode('<svg></svg>') }),
    })
    expect(notAnImage.statusCode).toBe(415)
    const unknownPost = await upload({ post: '999999' })
    expect(unknownPost.statusCode).toBe(404)
  })

  it('draws a stored image of the body as a responsive picture and keeps it with the post', async () => {
    const { url } = (await upload()).json().data as { url: string }
    const hash = url.slice('/media/'.length, -'.webp'.length)
    const added = await add({
      title: unique('Pictures'),
      status: 'published',
      body: `Look:\n\n![A chart](${url})\n\n![elsewhere](https://example.com/a.png)`,
    })
    expect(added.statusCode).toBe(200)
    const { html } = added.json().data as { html: string }
    expect(html).toContain('<picture>')
    expect(html).toContain(`<source type="image/avif" srcset="/media/${hash}-160.avif 160w`)
    expect(html).toContain(`/media/${hash}-1000.webp 1000w"`)
    expect(html).toContain(
      `<img src="${url}" alt="A chart" loading="lazy" decoding="async" width="1000" height="500">`,
    )
    // An image from elsewhere stays a plain, lazy img.
    expect(html).toContain(
      '<img src="https://example.com/a.png" alt="elsewhere" loading="lazy" decoding="async">',
    )

    // The post keeps it: a start's sweep of unused images leaves it.
    await t.app.repositories.media.sweepUnused(-60_000)
    expect(await mediaStatus(url)).toBe(200)
  })

  it('keeps an image uploaded for a post even before the text is saved, through the trash, until the post goes for good', async () => {
    const post = (await add({ title: unique('Later') })).json().data as { _id: string }
    const { url } = (await upload({ post: post._id })).json().data as { url: string }
    await t.app.repositories.media.sweepUnused(-60_000)
    expect(await mediaStatus(url)).toBe(200)

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers: await owner(),
    })
    expect(deleted.statusCode).toBe(200)
    await t.app.repositories.media.sweepUnused(-60_000)
    expect(await mediaStatus(url)).toBe(200)
    await deleteForGood(t, 'post', post._id)
    expect(await mediaStatus(url)).toBe(404)
  })

  it('an image taken out of the text stays with the post (an undo may bring it back)', async () => {
    const { url } = (await upload()).json().data as { url: string }
    const post = (await add({ title: unique('Undo'), body: `![x](${url})` })).json().data
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post._id}`,
      headers: await owner(),
      payload: { body: 'No picture now.' },
    })
    expect(changed.statusCode).toBe(200)
    await t.app.repositories.media.sweepUnused(-60_000)
    expect(await mediaStatus(url)).toBe(200)
  })

  it('sets, shows, replaces and removes a cover; refuses one that is not ours', async () => {
    const first = (await upload()).json().data.url as string
    const post = (await add({ title: unique('Covered'), status: 'published', cover: first })).json()
      .data
    expect(post.cover).toBe(first)
    const listed = (await t.app.inject({ method: 'GET', url: '/api/posts' })).json().data
    expect(listed.find((item: { _id: string }) => item._id === post._id).cover).toBe(first)

    const second = (await upload()).json().data.url as string
    const put = async (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/posts/${post._id}`,
        headers: await owner(),
        payload,
      })
    expect((await put({ cover: second })).json().data.cover).toBe(second)
    // No post shows the replaced cover, but a revision may bring it back: it stays.
    expect(await mediaStatus(first)).toBe(200)

    const foreign = await put({ cover: 'https://example.com/cover.png' })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toEqual({
      success: false,
      message: 'The cover must be an image uploaded for posts',
    })
    const missing = await put({ cover: `/media/${'0'.repeat(64)}.webp` })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('The cover must be an image uploaded for posts')

    expect((await put({ cover: null })).json().data.cover).toBeNull()
    // Both go with the post, once deleted for good.
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${post._id}`, headers: await owner() })
    await deleteForGood(t, 'post', post._id)
    expect(await mediaStatus(first)).toBe(404)
    expect(await mediaStatus(second)).toBe(404)
  })

  it('answers the owner any post by its slug, drafts too; everyone else only published ones', async () => {
    const draft = (await add({ title: unique('Unfinished'), body: '*Soon*' })).json().data
    const asOwner = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${draft.slug}`,
      headers: await owner(),
    })
    expect(asOwner.statusCode).toBe(200)
    expect(asOwner.headers['cache-control']).toBe('no-store')
    expect(asOwner.json().data).toMatchObject({
      _id: draft._id,
      status: 'draft',
      body: '*Soon*',
      html: '<p><em>Soon</em></p>',
    })
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/posts/${draft.slug}` })
    expect(anonymous.statusCode).toBe(404)
  })

  it('renders Markdown for the live preview as the page will show it, without saving it', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/posts', headers: await owner() })
    ).json().data.length
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts/render',
      headers: await owner(),
      payload: { body: '## Hello\n\nSome *words* here.\n\n<script>alert(1)</script>' },
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.words).toBe(6)
    expect(data.readingMinutes).toBe(1)
    expect(data.html).toContain('<h2 id="hello">Hello')
    expect(data.html).toContain('<em>words</em>')
    expect(data.html).not.toContain('script')
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/posts', headers: await owner() })
    ).json().data.length
    expect(after).toBe(before)

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/posts/render',
      payload: { body: 'x' },
    })
    expect(anonymous.statusCode).toBe(401)
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/posts/render',
      headers: await owner(),
      payload: { body: 'x'.repeat(200_001) },
    })
    expect(tooLong.statusCode).toBe(400)
  })
})
