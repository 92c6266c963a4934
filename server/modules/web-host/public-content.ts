import type { FastifyInstance } from 'fastify'
import { blogPageNumber, POSTS_PER_PAGE } from '@contract/blog-pages.ts'
import { CONTENT_TYPE_LIST, CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import type { Selectable } from 'kysely'
import type { Database, OrderedTable, SectionItemRow, SectionRow } from '@/db/schema.ts'
import type {
  ContentCounts,
  ContentDates,
  PublicContent,
  PublicRecord,
  SectionContent,
  WithMedia,
} from '@web/load-context.ts'
import { LIST_CONTENT } from '../content/registry.ts'
import type { AnyListContent } from '../content/list-content.ts'
import { presentPage, presentPageSummary } from '../pages/pages-presenter.ts'
import { blogReads } from '../posts/blog-reads.ts'
import { postForPreview } from '../posts/post-preview.ts'
import {
  groupMembers,
  languageFilter,
  languageOfPost,
  offersLanguage,
  translationsOf,
} from '../posts/post-languages.ts'
import { presentPost, presentPostSummary } from '../posts/posts-presenter.ts'
import { storedGallery } from '../projects/project-gallery.ts'
import { presentProject } from '../projects/projects-content.ts'
import { publicSectionReads } from '../sections/public-sections.ts'
import { fieldsOf, presentItem, presentSection } from '../sections/sections-presenter.ts'
import { siteSettingsAsShown } from '../site-settings/site-identity.ts'
import { presentUserDetails } from '../user-details/user-details-presenter.ts'
import { resumeOutline } from '../resume/resume-outline.ts'
import { contentInLanguage } from '../translations/content-in-language.ts'

const newest = (rows: { updated_at: string }[]): string | null =>
  rows.reduce<string | null>(
    (latest, row) => (latest && latest > row.updated_at ? latest : row.updated_at),
    null,
  )

/** How many related posts a post's page shows. */
const RELATED_POSTS = 3

const emptyBlog = { posts: [], tag: undefined, page: 1, pages: 1, tags: [] }

/**
 * The content public pages read, in-process: the same repositories and presenters as the API,
 * so a page shows exactly what GET /api/... answers. Every content type is read through its
 * registry entry (content/registry.ts).
 */
export function createPublicContent(app: FastifyInstance): PublicContent {
  const repositories = app.repositories
  const sectionReads = publicSectionReads(app.database.db)
  const blog = blogReads(app.database.db, app.database.dialect)

  /** Presents rows and adds the size of each one's stored image (see WithMedia). */
  async function withMedia<Row extends { image_hash?: string | null }, Wire>(
    rows: Row[],
    present: (row: Row) => Wire,
  ): Promise<WithMedia<Wire>[]> {
    const hashes = rows.flatMap((row) => (row.image_hash ? [row.image_hash] : []))
    const described = await repositories.media.describe(hashes)
    return rows.map((row) => ({
      ...present(row),
      media: row.image_hash ? described.get(row.image_hash) : undefined,
    }))
  }

  /**
   * Sections with their items as the API presents them (each item's image described), in the
   * sections' order; `items` holds the items of any of them, each section's in its order.
   */
  async function sectionsContent(
    sections: SectionRow[],
    items: SectionItemRow[],
  ): Promise<SectionContent[]> {
    const fieldsById = new Map(sections.map((section) => [section.id, fieldsOf(section)]))
    const hasImage = (sectionId: number) =>
      fieldsById.get(sectionId)?.some((field) => field.kind === 'image') ?? false
    // An image the section does not show (its image field removed) is not described either.
    const shown = items.map((item) =>
      hasImage(item.section_id) ? item : { ...item, image_hash: null },
    )
    const presented = await withMedia(shown, (item) =>
      presentItem(item, fieldsById.get(item.section_id)),
    )
    return sections.map((section) => ({
      section: presentSection(section),
      items: presented.filter((item) => item.section === String(section.id)),
    }))
  }

  /**
   * A content type's records in the owner's order, `limit` of them from `offset` (all by default):
   * the database is asked for no more than a page shows. Projects come without their case
   * studies' HTML, which only a case study's own page reads (getCaseStudy).
   */
  async function listRows(
    key: ContentTypeKey,
    limit: number | undefined,
    offset = 0,
  ): Promise<Selectable<Database[OrderedTable]>[]> {
    if (key === 'projects' && offset === 0) return repositories.caseStudies.listed(limit)
    if (limit === undefined && offset === 0) return repositories[key].list()
    let query = app.database.db
      .selectFrom(CONTENT_TYPES[key].table as OrderedTable)
      .selectAll()
      .orderBy('position')
      .orderBy('id')
    // SQLite takes an OFFSET only after a LIMIT.
    if (limit !== undefined || offset > 0) query = query.limit(limit ?? Number.MAX_SAFE_INTEGER)
    if (offset > 0) query = query.offset(offset)
    return query.execute()
  }

  const siteLanguages = async () =>
    (await repositories.siteSettings.get()).languages ?? DEFAULT_SITE_LANGUAGES
  /** The posts of a language the site offers (the default one when none is named), else none. */
  async function postLanguage(language: string | undefined) {
    const languages = await siteLanguages()
    if (language !== undefined && !offersLanguage(languages, language)) return undefined
    return languageFilter(languages, language)
  }

  const content: PublicContent = {
    async list<K extends ContentTypeKey>(key: K, options?: { limit?: number; offset?: number }) {
      const entry: AnyListContent = LIST_CONTENT[key]
      const rows = await listRows(key, options?.limit, options?.offset)
      const records = await withMedia(rows, entry.present)
      return (entry.decorate ? records.map(entry.decorate) : records) as PublicRecord<K>[]
    },
    async listProjects(options) {
      const offset = options?.offset ?? 0
      const [rows, total] = await Promise.all([
        options?.limit === undefined
          ? repositories.caseStudies.showcase().then((all) => all.slice(offset))
          : repositories.caseStudies.showcase({ offset, limit: options.limit }),
        repositories.caseStudies.count(),
      ])
      return { projects: await withMedia(rows, presentProject), total }
    },
    async getCaseStudy(slug) {
      const row = await repositories.caseStudies.findBySlug(slug)
      if (!row) return undefined
      const [project] = await withMedia([row], presentProject)
      const stored = storedGallery(row.gallery)
      const described = await repositories.media.describe(stored.map((image) => image.hash))
      return {
        ...project!,
        html: row.html,
        gallery: project!.gallery.map((image, index) => ({
          ...image,
          media: described.get(stored[index]!.hash),
        })),
      }
    },
    async listUserDetails() {
      const row = await repositories.userDetails.first()
      return row ? withMedia([row], presentUserDetails) : []
    },
    async listPosts(options) {
      const filter = await postLanguage(options?.language)
      if (!filter) return []
      return withMedia(
        await repositories.posts.listPublic(new Date().toISOString(), options?.limit, filter),
        (row) => presentPostSummary(row),
      )
    },
    async getPost(slug, options) {
      const filter = await postLanguage(options?.language)
      if (!filter) return undefined
      const row = await repositories.posts.findPublicBySlug(slug, new Date().toISOString(), filter)
      if (!row) return undefined
      const languages = await siteLanguages()
      const members =
        row.translation_group === null
          ? []
          : await groupMembers(app.database.db, [row.translation_group])
      const [post] = await withMedia([row], (one) => ({
        ...presentPost(one),
        language: languageOfPost(one, languages),
        translations: translationsOf(one, members, languages, true),
      }))
      return post
    },
    async blogPage({ tag, page, language }) {
      const number = blogPageNumber(page)
      const filter = await postLanguage(language)
      if (number === undefined) return undefined
      // A language the site does not offer has no posts: its blog is empty, it has no tags.
      if (!filter) return number === 1 && tag === undefined ? emptyBlog : undefined
      const now = new Date().toISOString()
      const tagsRead = blog
        .tagCounts(now, filter)
        .then((counts) => counts.map((one) => one.tag).sort((a, b) => a.localeCompare(b)))
      // A tag's address matches it in any case: every spelling of it the posts have (only a tag's
      // page waits for the tags before reading its posts).
      const wanted = tag?.toLowerCase()
      const spellings =
        wanted === undefined
          ? undefined
          : (await tagsRead).filter((one) => one.toLowerCase() === wanted)
      if (spellings?.length === 0) return undefined
      // The page is asked for with its count (a page past the last comes back empty, unused).
      const [tags, total, rows, first] = await Promise.all([
        tagsRead,
        blog.count(now, filter, spellings),
        blog.page(now, filter, {
          limit: POSTS_PER_PAGE,
          offset: (number - 1) * POSTS_PER_PAGE,
          spellings,
        }),
        // The tag as the newest post having it spells it.
        spellings && number > 1
          ? blog.page(now, filter, { limit: 1, offset: 0, spellings })
          : undefined,
      ])
      const pages = Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
      if (number > pages) return undefined
      const newest = spellings && (first ?? rows)[0]
      return {
        posts: await withMedia(rows, (row) => presentPostSummary(row)),
        tag: newest
          ? presentPostSummary(newest).tags.find((one) => one.toLowerCase() === wanted)
          : undefined,
        page: number,
        pages,
        tags,
      }
    },
    async postSurroundings(post, options) {
      const filter = await postLanguage(options?.language)
      if (!filter || post.publishedAt === null) return { related: [] }
      const now = new Date().toISOString()
      const id = Number(post._id)
      const [{ newer, older }, related] = await Promise.all([
        blog.neighbours(now, filter, { id, published_at: post.publishedAt }),
        blog.related(now, filter, { id, tags: post.tags }, RELATED_POSTS),
      ])
      const [near, presented] = await Promise.all([
        withMedia(
          [newer, older].flatMap((row) => (row ? [row] : [])),
          (row) => presentPostSummary(row),
        ),
        withMedia(related, (row) => presentPostSummary(row)),
      ])
      return {
        newer: newer ? near[0] : undefined,
        older: older ? near[newer ? 1 : 0] : undefined,
        related: presented,
      }
    },
    async previewPost(token) {
      const row = await postForPreview(app, token)
      return row ? (await withMedia([row], (post) => presentPost(post, true)))[0] : undefined
    },
    search: async (query) =>
      repositories.search.search(query, new Date().toISOString(), await siteLanguages()),
    listPages: async () =>
      (await repositories.pages.listPublic()).map((row) => presentPageSummary(row)),
    async getPage(address) {
      const row = await repositories.pages.findPublicByAddress(address)
      return row && presentPage(row)
    },
    listSections: async () =>
      (await sectionReads.summaries()).map((row) => ({
        ...presentSection(row),
        itemCount: row.item_count,
        changedAt: row.changed_at,
      })),
    async getSection(address) {
      const row = await repositories.sections.findByAddress(address)
      if (!row) return undefined
      const [content] = await sectionsContent([row], await repositories.sections.items(row.id))
      return content
    },
    async previewSections(limit) {
      const [sections, items] = await Promise.all([
        repositories.sections.list(),
        sectionReads.firstItems(limit),
      ])
      const content = await sectionsContent(sections, items)
      return content.filter((section) => section.items.length > 0)
    },
    getSiteSettings: () => siteSettingsAsShown(app),
    async getSiteTexts() {
      const [languages, texts] = await Promise.all([
        siteLanguages(),
        repositories.siteSettings.siteTexts(),
      ])
      return Object.fromEntries(
        Object.entries(texts).filter(([language]) => offersLanguage(languages, language)),
      )
    },
    async countContent() {
      const entries = await Promise.all(
        CONTENT_TYPE_LIST.map(async ({ key: kind, table }) => {
          const row = await app.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
          return [kind, Number(row.count)] as const
        }),
      )
      const posts = await repositories.posts.count(
        new Date().toISOString(),
        languageFilter(await siteLanguages()),
      )
      return { ...Object.fromEntries(entries), posts } as ContentCounts
    },
    async getLastModified(): Promise<ContentDates> {
      const [lists, details, settings, posts, sections] = await Promise.all([
        Promise.all(
          CONTENT_TYPE_LIST.map(async ({ key, table }) => {
            const row = await app.database.db
              .selectFrom(table)
              .select((eb) => eb.fn.max('updated_at').as('newest'))
              .executeTakeFirst()
            return [key, (row?.newest as string | null | undefined) ?? null] as const
          }),
        ),
        repositories.userDetails.first(),
        app.database.db.selectFrom('site_settings').select('updated_at').executeTakeFirst(),
        repositories.posts.listPublic(
          new Date().toISOString(),
          undefined,
          languageFilter(await siteLanguages()),
        ),
        sectionReads.summaries(),
      ])
      return {
        ...(Object.fromEntries(lists) as Record<ContentTypeKey, string | null>),
        userDetails: details?.updated_at ?? null,
        siteSettings: settings?.updated_at ?? null,
        posts: newest(posts),
        sections: newest(sections.map((section) => ({ updated_at: section.changed_at }))),
      }
    },
    resume: () => resumeOutline(content, { publicUrl: app.config.publicUrl }),
    inLanguage: (language) => contentInLanguage(app, content, language),
  }
  return content
}
