import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { errorResponses, IdParams, MessageResponse } from '@contract/common.ts'
import {
  mediaHashOf,
  POST_LIMITS,
  POST_MESSAGES,
  PostImageInput,
  PostImageResponse,
  PostInput,
  PostListResponse,
  PostPreviewResponse,
  PostRenderInput,
  PostRenderResponse,
  PostResponse,
  PostUpdate,
  PostWriteResponse,
  SlugParams,
  type PostStatus,
} from '@contract/post.ts'
import type { PostRow } from '@/db/schema.ts'
import { isUniqueViolation } from '@/db/constraint-errors.ts'
import { errors } from '@/errors.ts'
import { ownerOf, signedInOwner } from '@/plugins/access-control.ts'
import { parseId } from '../collections/record-id.ts'
import { uploadBodyImage } from '../media/body-image-upload.ts'
import { abortOnClose } from '../web-host/fetch-adapter.ts'
import { signPreviewLink } from './post-preview.ts'
import { presentPost, presentPostSummary } from './posts-presenter.ts'
import type { PostChanges } from './posts-repository.ts'
import { schedulePublishing } from './post-schedule.ts'
import { hasCome, timeToStore } from './post-times.ts'
import { slugify } from './slug.ts'

const tags = ['Posts']

/**
 * When a post becomes public: the time asked for (`publishAt`, which may be in the future: the
 * post is scheduled), else the first time it was published, else now.
 */
function publishedAtOf(
  status: PostStatus,
  publishAt: string | null,
  current: PostRow | undefined,
  now: string,
): string | null {
  if (status !== 'published') return current?.published_at ?? null
  if (publishAt) return publishAt
  if (current?.published_at && hasCome(current.published_at, Date.parse(now))) {
    return current.published_at
  }
  return now
}

/** Tags as stored: trimmed, each once (the first spelling kept). */
function tagsToStore(tags: string[]): string {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const tag of tags.map((tag) => tag.trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    kept.push(tag)
  }
  return JSON.stringify(kept)
}

/**
 * Posts: public reads of what is published, the owner's writes. Bodies are Markdown,
 * rendered once when saved (markdown.ts) and stored with the post.
 */
export default async function postsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const posts = () => app.repositories.posts
  const media = () => app.repositories.media
  const schedule = schedulePublishing(app)
  const render = (body: string) => app.markdown.render(body)

  /** The cover's hash from its address: an image we store, else a 400 that changes nothing. */
  async function coverHashOf(cover: string | null | undefined): Promise<string | null | undefined> {
    if (cover === undefined || cover === null) return cover
    const hash = mediaHashOf(cover)
    if (!hash || !(await media().find(hash))) throw errors.badRequest(POST_MESSAGES.coverUnknown)
    return hash
  }

  /** A free slug for a new post from its title: `title`, `title-2`, `title-3`… */
  async function freeSlugFrom(title: string, exceptId?: number): Promise<string> {
    const base = slugify(title, POST_LIMITS.slug - 4)
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`
      if (!(await posts().slugTaken(slug, exceptId))) return slug
    }
  }

  app.get(
    '/api/posts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published posts, newest first, without their bodies',
        description:
          'With a valid owner `auth-token`: every post, drafts and scheduled ones too, with `status` and `publishAt`.',
        response: { 200: PostListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(app, request)
      if (owner) {
        reply.header('cache-control', 'no-store')
        const rows = await posts().listAll()
        return { success: true as const, data: rows.map((row) => presentPostSummary(row, true)) }
      }
      reply.header('cache-control', 'no-cache')
      const rows = await posts().listPublic(new Date().toISOString())
      return { success: true as const, data: rows.map((row) => presentPostSummary(row)) }
    },
  )

  app.get(
    '/api/posts/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published post: its Markdown and the HTML rendered from it',
        description:
          'With a valid owner `auth-token`: any post, drafts and scheduled ones too, with `status` and `publishAt`.',
        params: SlugParams,
        response: { 200: PostResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (await ownerOf(app, request)) {
        const row = await posts().findBySlug(request.params.slug)
        if (!row) throw errors.notFound('Post')
        reply.header('cache-control', 'no-store')
        return { success: true as const, data: presentPost(row, true) }
      }
      const row = await posts().findPublicBySlug(request.params.slug, new Date().toISOString())
      if (!row) throw errors.notFound('Post')
      reply.header('cache-control', 'no-cache')
      return { success: true as const, data: presentPost(row) }
    },
  )

  app.post(
    '/api/posts',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add a post (a draft unless status is published)',
        body: PostInput,
        response: { 200: PostWriteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body
      const now = new Date().toISOString()
      const slug = input.slug ?? (await freeSlugFrom(input.title))
      if (input.slug && (await posts().slugTaken(input.slug))) {
        throw errors.conflict(POST_MESSAGES.slugTaken(input.slug))
      }
      const status = input.status ?? 'draft'
      const publishAt = timeToStore(input.publishAt)
      const body = input.body ?? ''
      const cover = await coverHashOf(input.cover)
      const rendered = await render(body)
      try {
        const row = await posts().create({
          slug,
          title: input.title,
          summary: input.summary ?? '',
          body,
          html: rendered.html,
          tags: tagsToStore(input.tags ?? []),
          reading_minutes: rendered.readingMinutes,
          status,
          publish_at: publishAt,
          published_at: publishedAtOf(status, publishAt, undefined, now),
          created_at: now,
          updated_at: now,
          image_hash: cover ?? null,
        })
        await posts().keepImages(row.id, rendered.images)
        schedule.rearm()
        return {
          success: true as const,
          data: presentPost(row, true),
          message: POST_MESSAGES.added,
        }
      } catch (error) {
        // Another add took the slug in the meantime.
        if (isUniqueViolation(error)) throw errors.conflict(POST_MESSAGES.slugTaken(slug))
        throw error
      }
    },
  )

  app.put(
    '/api/posts/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Change a post: only the fields sent change',
        params: IdParams,
        body: PostUpdate,
        response: { 200: PostWriteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const id = parseId(request.params.id)
      const current = await posts().findById(id)
      if (!current) throw errors.notFound('post', request.params.id)
      const input = request.body
      const now = new Date().toISOString()
      if (input.slug !== undefined && (await posts().slugTaken(input.slug, id))) {
        throw errors.conflict(POST_MESSAGES.slugTaken(input.slug))
      }
      const changes: PostChanges = { updated_at: now }
      if (input.title !== undefined) changes.title = input.title
      if (input.slug !== undefined) changes.slug = input.slug
      if (input.summary !== undefined) changes.summary = input.summary
      if (input.tags !== undefined) changes.tags = tagsToStore(input.tags)
      const cover = await coverHashOf(input.cover)
      if (cover !== undefined) changes.image_hash = cover
      const rendered = input.body !== undefined ? await render(input.body) : undefined
      if (rendered) {
        changes.body = input.body
        changes.html = rendered.html
        changes.reading_minutes = rendered.readingMinutes
      }
      const status = input.status ?? current.status
      const publishAt =
        input.publishAt !== undefined ? timeToStore(input.publishAt) : current.publish_at
      changes.status = status
      changes.publish_at = publishAt
      changes.published_at = publishedAtOf(status, publishAt, current, now)
      try {
        const row = await posts().update(id, changes)
        if (!row) throw errors.notFound('post', request.params.id)
        if (rendered) await posts().keepImages(id, rendered.images)
        // A replaced cover stays while the body or another record uses it.
        if (current.image_hash && current.image_hash !== row.image_hash) {
          await media().deleteIfUnused(current.image_hash)
        }
        schedule.rearm()
        return {
          success: true as const,
          data: presentPost(row, true),
          message: POST_MESSAGES.updated,
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw errors.conflict(POST_MESSAGES.slugTaken(input.slug!))
        throw error
      }
    },
  )

  app.post(
    '/api/posts/render',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Render Markdown exactly as a post page will show it (the live preview)',
        body: PostRenderInput,
        response: { 200: PostRenderResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The dashboard cancels a preview the owner typed past: its render stops too.
      const { html, words, readingMinutes } = await app.markdown.render(request.body.body, {
        signal: abortOnClose(reply.raw),
      })
      return { success: true as const, data: { html, words, readingMinutes } }
    },
  )

  app.post(
    '/api/posts/images',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Upload an image for a post (multipart): its address goes in the body or cover',
        description:
          'Checked and re-encoded like every upload. With `post`, the image is kept with that post from now on; otherwise once a saved post uses it.',
        consumes: ['multipart/form-data'],
        body: PostImageInput,
        response: { 200: PostImageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const postId = request.body.post === undefined ? undefined : parseId(request.body.post)
      if (postId !== undefined && !(await posts().findById(postId))) {
        throw errors.notFound('post', request.body.post!)
      }
      const data = await uploadBodyImage(
        media(),
        request.body.image,
        postId === undefined ? undefined : (hash, trx) => posts().keepImages(postId, [hash], trx),
      )
      return { success: true as const, data, message: POST_MESSAGES.imageAdded }
    },
  )

  app.post(
    '/api/posts/:id/preview',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'A link that shows the post as its page will look, draft or not, for an hour',
        params: IdParams,
        response: { 200: PostPreviewResponse, ...errorResponses },
      },
    },
    async (request) => {
      const post = await posts().findById(parseId(request.params.id))
      if (!post) throw errors.notFound('post', request.params.id)
      const owner = await signedInOwner(app, request)
      const link = await signPreviewLink(app, post.id, {
        tokenVersion: owner.token_version,
        sessionId: request.owner!.sessionId,
      })
      return { success: true as const, data: link }
    },
  )

  app.delete(
    '/api/posts/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a post',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const images = await posts().delete(parseId(request.params.id))
      if (!images) throw errors.notFound('post', request.params.id)
      for (const hash of images) await media().deleteIfUnused(hash)
      schedule.rearm()
      return { success: true, message: POST_MESSAGES.deleted }
    },
  )
}
