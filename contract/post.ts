import { Type, type Static } from 'typebox'
import { BodyImageInput, Id, OptionalText, Text } from './common.ts'
import { languageName } from './languages.ts'

/**
 * Posts: the owner's writing. Markdown bodies, rendered by the server when saved.
 * A post is public once it is `published` and its `publishAt` (if any) has passed; drafts and
 * scheduled posts appear nowhere public.
 */
export const POST_LIMITS = {
  title: 160,
  slug: 120,
  summary: 300,
  body: 200_000,
  tags: 10,
  tag: 40,
  /** Published posts in the feed. */
  feed: 20,
  /**
   * How deep lists and quotes may nest in a Markdown text (posts, case studies). Nobody writes
   * more; thousands of levels made the renderer run for a minute and overflow its stack.
   */
  nesting: 32,
} as const

/**
 * How long one Markdown text may take to render (MARKDOWN_RENDER_SECONDS) before it is refused.
 * Rendering has a thread of its own, so this bounds the renderer's work, not anyone's wait: it is
 * generous enough for the longest real post on a slow, busy machine (200 KB of prose takes
 * seconds), and far below the minutes hostile text takes.
 */
export const DEFAULT_MARKDOWN_RENDER_SECONDS = 30

/** Why a Markdown text (a post's, a case study's) is not rendered. */
export const MARKDOWN_MESSAGES = {
  tooDeep: `This text is too complex to render: lists and quotes may nest at most ${POST_LIMITS.nesting} levels deep`,
  tooComplex: 'This text is too complex to render: simplify its formatting or split it',
  cancelled: 'The render was cancelled',
} as const

/** Average silent reading speed used for "N min read". */
const WORDS_PER_MINUTE = 230

/**
 * Words of a Markdown text (code included; HTML tags written in it are not words): the server's
 * reading time and the editor's live count are the same number.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    // A link's or an image's address is not read: its text is.
    .replace(/\]\([^)\s]*(\s+"[^"]*")?\)/g, '] ')
  // ’ as an escape: the bundled server's source stays Latin-1 (scripts/build-server.mjs).
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'\u2019_-]*/gu)?.length ?? 0
}

export function readingMinutesOf(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** A post's page on the public site. */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`

const POST_STATUSES = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/** A stored image's address, as uploads answer it: `/media/<sha256>.webp`. */
const MEDIA_URL_PATTERN = '^/media/[0-9a-f]{64}\\.webp$'

/** The hash of a stored image's address, or undefined when it is not one. */
export function mediaHashOf(url: string): string | undefined {
  return /^\/media\/([0-9a-f]{64})\.webp$/.exec(url)?.[1]
}

/** Lowercase letters, digits and single hyphens between them. */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$'

const Slug = Type.String({
  minLength: 1,
  maxLength: POST_LIMITS.slug,
  pattern: SLUG_PATTERN,
  title: 'Slug',
  description:
    'The address of the post: lowercase letters, digits and hyphens (from the title when left out)',
  errorMessage: 'A slug is lowercase letters, digits and hyphens, like my-first-post',
})

const Tag = Type.String({
  minLength: 1,
  maxLength: POST_LIMITS.tag,
  pattern: '^[^\\s,][^,]*$',
  title: 'Tag',
  errorMessage: 'A tag is a word or a few, without commas',
})

const PublishAt = Type.Union(
  [
    Type.String({
      format: 'date-time',
      title: 'Publish at',
      description: 'When a published post appears: a future time schedules it',
      errorMessage: 'Publish at must be a date and time, like 2026-12-01T09:00:00Z',
    }),
    Type.Null(),
  ],
  { title: 'Publish at' },
)

const postFields = {
  title: Text(POST_LIMITS.title, { title: 'Title', description: 'At most 160 characters' }),
  slug: Slug,
  summary: OptionalText(POST_LIMITS.summary, {
    title: 'Summary',
    description: 'Optional, at most 300 characters: shown in lists, feeds and link previews',
  }),
  body: OptionalText(POST_LIMITS.body, {
    title: 'Body',
    description: 'Markdown, at most 200 000 characters',
  }),
  tags: Type.Array(Tag, {
    maxItems: POST_LIMITS.tags,
    title: 'Tags',
    description: 'At most 10; a repeated tag counts once',
  }),
  status: Type.Unsafe<PostStatus>({
    type: 'string',
    enum: [...POST_STATUSES],
    title: 'Status',
    description: 'draft or published',
    errorMessage: 'Status must be draft or published',
  }),
  publishAt: PublishAt,
  cover: Type.Union(
    [
      Type.String({
        pattern: MEDIA_URL_PATTERN,
        title: 'Cover',
        description: 'The address of an image uploaded with POST /api/posts/images',
        errorMessage: 'The cover must be an image uploaded for posts',
      }),
      Type.Null(),
    ],
    { title: 'Cover' },
  ),
}

const Language = Type.String({
  minLength: 2,
  maxLength: 35,
  title: 'Language',
  description:
    "The language the post is written in: one of the site's languages (site settings' `languages`); left out, the default language",
})

const TranslationOf = Type.Union(
  [
    Type.String({
      pattern: '^[0-9]{1,15}$',
      title: 'Translation of',
      description:
        "The id of a post this one translates: it joins that post's translations (one post per language)",
      errorMessage: 'Translation of must be the id of a post',
    }),
    Type.Null(),
  ],
  { title: 'Translation of', description: 'null (on a change): it leaves its translations' },
)

/** A new post: a title at least; a draft unless `status` says published. */
export const PostInput = Type.Object(
  {
    title: postFields.title,
    slug: Type.Optional(postFields.slug),
    summary: Type.Optional(postFields.summary),
    body: Type.Optional(postFields.body),
    tags: Type.Optional(postFields.tags),
    status: Type.Optional(postFields.status),
    publishAt: Type.Optional(postFields.publishAt),
    cover: Type.Optional(postFields.cover),
    language: Type.Optional(Language),
    translationOf: Type.Optional(TranslationOf),
  },
  { additionalProperties: false },
)
export type PostInput = Static<typeof PostInput>

/** An update: only the fields sent change. */
export const PostUpdate = Type.Partial(PostInput, { additionalProperties: false })
export type PostUpdate = Static<typeof PostUpdate>

/** Another post of the same text in another language. */
export const PostTranslation = Type.Object({
  _id: Id,
  language: Type.String(),
  slug: Type.String(),
  published: Type.Boolean({ description: 'Whether visitors can read it now' }),
})
export type PostTranslation = Static<typeof PostTranslation>

/** A post in a list: everything but its body. */
export const PostSummary = Type.Object({
  _id: Id,
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  tags: Type.Array(Type.String()),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When it first appeared publicly (null while a draft or scheduled)',
  }),
  updatedAt: Type.String({ format: 'date-time' }),
  readingMinutes: Type.Integer({ minimum: 1 }),
  cover: Type.Union([Type.String(), Type.Null()], {
    description: 'The cover image (`/media/<hash>.webp`), or null',
  }),
  status: Type.Optional(postFields.status),
  publishAt: Type.Optional(PublishAt),
  language: Type.Optional(
    Type.String({ description: 'The language it is written in (a BCP 47 tag)' }),
  ),
  translations: Type.Optional(
    Type.Array(PostTranslation, {
      description:
        'The same post in other languages (for visitors: the published ones, in languages the site offers)',
    }),
  ),
})
export type PostSummary = Static<typeof PostSummary>

/** One post: the list fields, its Markdown and the HTML the server rendered from it. */
export const Post = Type.Object({
  ...PostSummary.properties,
  body: Type.String(),
  html: Type.String(),
})
export type Post = Static<typeof Post>

export const SlugParams = Type.Object({ slug: Type.String({ maxLength: 200 }) })
export type SlugParams = Static<typeof SlugParams>

export const PostListQuery = Type.Object({
  lang: Type.Optional(
    Type.String({
      maxLength: 35,
      description:
        "Visitors: the posts of one of the site's languages (the default language's when left out)",
    }),
  ),
})
export type PostListQuery = Static<typeof PostListQuery>

export const PostListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(PostSummary),
})
export const PostResponse = Type.Object({ success: Type.Literal(true), data: Post })
export const PostWriteResponse = Type.Object({
  success: Type.Literal(true),
  data: Post,
  message: Type.String(),
})

export const POST_MESSAGES = {
  added: 'Post Added Successfully',
  updated: 'Post Updated Successfully',
  deleted: 'Post Deleted Successfully',
  notFound: 'Post not found',
  imageAdded: 'Image Uploaded Successfully',
  coverUnknown: 'The cover must be an image uploaded for posts',
  publishAtInvalid: 'Publish at must be a date and time',
  publishAtOutOfRange: 'Publish at must be a date between the years 0001 and 9999',
  slugTaken: (slug: string) => `A post already uses the slug "${slug}": choose another`,
  languageNotOffered: (language: string) =>
    `The site is not offered in ${languageName(language)}: add the language in Site settings → Languages first`,
  translationTaken: (language: string, title: string) =>
    `Its translation in ${languageName(language)} is “${title}” already: edit that one instead`,
  translationOfUnknown: (id: string) => `There is no post ${id} to translate`,
  translationOfItself: 'A post cannot be a translation of itself',
} as const

export const PostPreviewResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    url: Type.String({ description: 'Root-relative address of the preview page' }),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
})

/** Markdown to show as the public page will: the dashboard's live preview. */
export const PostRenderInput = Type.Object(
  { body: postFields.body },
  { additionalProperties: false },
)
export type PostRenderInput = Static<typeof PostRenderInput>

export const PostRenderResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    html: Type.String(),
    words: Type.Integer({ minimum: 0 }),
    readingMinutes: Type.Integer({ minimum: 1 }),
  }),
})

/** An image for a post's body or cover; with `post`, kept with that post from now on. */
export const PostImageInput = BodyImageInput('post', 'Post')
export type PostImageInput = Static<typeof PostImageInput>

export const PostImageResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    url: Type.String({ description: 'Root-relative: `/media/<hash>.webp`' }),
    width: Type.Integer(),
    height: Type.Integer(),
  }),
  message: Type.String(),
})
