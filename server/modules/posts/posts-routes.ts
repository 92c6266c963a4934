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
  PostListQuery,
  PostListResponse,
  PostPreviewResponse,
  PostRenderInput,
  PostRenderResponse,
  PostResponse,
  PostUpdate,
  PostWriteResponse,
  SlugParams,
  type Post,
  type PostStatus,
} from '@contract/post.ts'
import { DEFAULT_SITE_LANGUAGES, type SiteLanguages } from '@contract/languages.ts'
import type { PostRow } from '@/db/schema.ts'
import { isUniqueViolation } from '@/db/constraint-errors.ts'
import { errors } from '@/errors.ts'
import { ownerOf, signedInOwner } from '@/plugins/access-control.ts'
import { parseId } from '../collections/record-id.ts'
import { uploadBodyImageFor } from '../media/body-image-upload.ts'
import { abortOnClose } from '../web-host/fetch-adapter.ts'
import { signPreviewLink } from './post-preview.ts'
import { presentPost, presentPostSummary } from './posts-presenter.ts'
import {
  groupMembers,
  languageFilter,
  languageOfPost,
  offeredLanguage,
  storedLanguage,
  translationInLanguage,
  translationsOf,
} from './post-languages.ts'
import type { BeforeWrite, PostChanges } from './posts-repository.ts'
import { schedulePublishing } from './post-schedule.ts'
import { hasCome, timeToStore } from './post-times.ts'
import { slugify } from './slug.ts'

const tags = ['Posts']

const offersLanguageOf = (row: PostRow, languages: SiteLanguages) =>
  row.language === null ||
  row.language === languages.default ||
  languages.additional.includes(row.language)

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

  const siteLanguages = async (): Promise<SiteLanguages> =>
    (await app.repositories.siteSettings.get()).languages ?? DEFAULT_SITE_LANGUAGES

  /** A post as its answer shows it: its language and its translations with it. */
  async function withTranslations(row: PostRow, owner: boolean): Promise<Post> {
    const languages = await siteLanguages()
    const members =
      row.translation_group === null
        ? []
        : await groupMembers(app.database.db, [row.translation_group])
    return {
      ...presentPost(row, owner),
      language: languageOfPost(row, languages),
      translations: translationsOf(row, members, languages, !owner),
    }
  }

  /**
   * A write's language and translation group, and the checks to run in its transaction: the
   * language must be one the site offers, and the group may hold one post per language. Joining
   * the translations of a post alone makes that post's id the group's.
   */
  async function languagePlan(
    input: { language?: string; translationOf?: string | null },
    current?: PostRow,
  ): Promise<{ language: string | null; group: number | null; before: BeforeWrite }> {
    const languages = await siteLanguages()
    const language =
      input.language !== undefined
        ? offeredLanguage(languages, input.language)
        : current
          ? languageOfPost(current, languages)
          : languages.default
    let group = current?.translation_group ?? null
    let source: PostRow | undefined
    if (input.translationOf === null) group = null
    else if (input.translationOf !== undefined) {
      const sourceId = parseId(input.translationOf)
      if (sourceId === current?.id) throw errors.badRequest(POST_MESSAGES.translationOfItself)
      source = await posts().findById(sourceId)
      if (!source) throw errors.badRequest(POST_MESSAGES.translationOfUnknown(input.translationOf))
      group = source.translation_group ?? source.id
    }
    const before: BeforeWrite = async (trx) => {
      if (group === null) return
      // Checked again inside the write: another write may have filled the slot since.
      const taken =
        (await translationInLanguage(trx, group, language, languages, current?.id)) ??
        (source &&
        source.translation_group === null &&
        languageOfPost(source, languages) === language
          ? source
          : undefined)
      if (taken) throw errors.conflict(POST_MESSAGES.translationTaken(language, taken.title))
      if (source && source.translation_group === null) {
        await trx
          .updateTable('posts')
          .set({ translation_group: source.id })
          .where('id', '=', source.id)
          .where('translation_group', 'is', null)
          .execute()
      }
    }
    return { language: storedLanguage(language, languages), group, before }
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
        summary: 'Published posts of one language, newest first, without their bodies',
        description:
          "Visitors: the default language's posts, or `lang`'s. With a valid owner `auth-token`: every post in every language, drafts and scheduled ones too, with `status`, `publishAt`, `language` and `translations`.",
        querystring: PostListQuery,
        response: { 200: PostListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(app, request)
      const languages = await siteLanguages()
      if (owner) {
        reply.header('cache-control', 'no-store')
        const rows = await posts().listAll()
        return {
          success: true as const,
          data: rows.map((row) => ({
            ...presentPostSummary(row, true),
            language: languageOfPost(row, languages),
            translations: translationsOf(row, rows, languages, false),
          })),
        }
      }
      const language =
        request.query.lang === undefined
          ? undefined
          : offeredLanguage(languages, request.query.lang)
      reply.header('cache-control', 'no-cache')
      const rows = await posts().listPublic(
        new Date().toISOString(),
        undefined,
        languageFilter(languages, language),
      )
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
        return { success: true as const, data: await withTranslations(row, true) }
      }
      const row = await posts().findPublicBySlug(request.params.slug, new Date().toISOString())
      // A post in a language the site does not offer (now) is not shown.
      const languages = await siteLanguages()
      if (!row || !offersLanguageOf(row, languages)) throw errors.notFound('Post')
      reply.header('cache-control', 'no-cache')
      return { success: true as const, data: await withTranslations(row, false) }
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
      const plan = await languagePlan(input)
      const rendered = await render(body)
      try {
        const row = await posts().create(
          {
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
            language: plan.language,
            translation_group: plan.group,
          },
          plan.before,
        )
        await posts().keepImages(row.id, rendered.images)
        schedule.rearm()
        return {
          success: true as const,
          data: await withTranslations(row, true),
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
      const plan = await languagePlan(input, current)
      changes.language = plan.language
      changes.translation_group = plan.group
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
        const row = await posts().update(id, changes, plan.before)
        if (!row) throw errors.notFound('post', request.params.id)
        if (rendered) await posts().keepImages(id, rendered.images)
        // A replaced cover stays while the body or another record uses it.
        if (current.image_hash && current.image_hash !== row.image_hash) {
          await media().deleteIfUnused(current.image_hash)
        }
        schedule.rearm()
        return {
          success: true as const,
          data: await withTranslations(row, true),
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
      const data = await uploadBodyImageFor(media(), request.body.image, request.body.post, {
        noun: 'post',
        find: (id) => posts().findById(id),
        keep: (id, hash, trx) => posts().keepImages(id, [hash], trx),
      })
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
