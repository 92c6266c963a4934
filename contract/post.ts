import { Type, type Static } from 'typebox'
import { Id, OptionalText, Text } from './common.ts'

/**
 * Posts: the owner's writing (issue #16). Markdown bodies, rendered by the server when saved.
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
} as const

/** A post's page on the public site. */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`

export const POST_STATUSES = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

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
}

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
  },
  { additionalProperties: false },
)
export type PostInput = Static<typeof PostInput>

/** An update: only the fields sent change. */
export const PostUpdate = Type.Partial(PostInput, { additionalProperties: false })
export type PostUpdate = Static<typeof PostUpdate>

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
  status: Type.Optional(postFields.status),
  publishAt: Type.Optional(PublishAt),
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
  slugTaken: (slug: string) => `A post already uses the slug "${slug}": choose another`,
} as const

export const PostPreviewResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    url: Type.String({ description: 'Root-relative address of the preview page' }),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
})

/** Where a preview link opens. */
export const POST_PREVIEW_PATH = '/blog/preview/'
