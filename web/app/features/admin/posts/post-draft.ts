import {
  POST_LIMITS,
  SLUG_PATTERN,
  type Post,
  type PostInput,
  type PostUpdate,
} from '@contract/post.ts'
import { localDrafts } from '@/features/admin/shared/forms/local-draft.ts'

/** What the editor edits: the post's own fields, tags as the owner types them. */
export interface PostFields {
  title: string
  slug: string
  summary: string
  body: string
  /** Comma-separated, as typed. */
  tags: string
  cover: string | null
}

export const EMPTY_FIELDS: PostFields = {
  title: '',
  slug: '',
  summary: '',
  body: '',
  tags: '',
  cover: null,
}

export function fieldsOf(post: Post): PostFields {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    body: post.body,
    tags: post.tags.join(', '),
    cover: post.cover,
  }
}

export const sameFields = (a: PostFields, b: PostFields) =>
  a.title === b.title &&
  a.slug === b.slug &&
  a.summary === b.summary &&
  a.body === b.body &&
  a.tags === b.tags &&
  a.cover === b.cover

const tagsOf = (typed: string) =>
  typed
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

/** The fields as the API takes them; an empty slug is left to the server (from the title). */
export function inputOf(fields: PostFields): PostInput & PostUpdate {
  const slug = fields.slug.trim()
  return {
    title: fields.title.trim(),
    ...(slug ? { slug } : {}),
    summary: fields.summary,
    body: fields.body,
    tags: tagsOf(fields.tags),
    cover: fields.cover,
  }
}

export type FieldErrors = Partial<Record<keyof PostFields, string>>

/** The contract's limits, said before a request is sent (the server says the same). */
export function checkFields(fields: PostFields): FieldErrors {
  const errors: FieldErrors = {}
  const title = fields.title.trim()
  if (!title) errors.title = 'A post needs a title'
  else if (title.length > POST_LIMITS.title) {
    errors.title = `At most ${POST_LIMITS.title} characters (now ${title.length})`
  }
  const slug = fields.slug.trim()
  if (slug && !new RegExp(SLUG_PATTERN).test(slug)) {
    errors.slug = 'Lowercase letters, digits and hyphens, like my-first-post'
  } else if (slug.length > POST_LIMITS.slug) {
    errors.slug = `At most ${POST_LIMITS.slug} characters`
  }
  if (fields.summary.length > POST_LIMITS.summary) {
    errors.summary = `At most ${POST_LIMITS.summary} characters (now ${fields.summary.length})`
  }
  if (fields.body.length > POST_LIMITS.body) {
    errors.body = `At most ${POST_LIMITS.body.toLocaleString('en')} characters`
  }
  const tags = tagsOf(fields.tags)
  if (new Set(tags.map((tag) => tag.toLowerCase())).size > POST_LIMITS.tags) {
    errors.tags = `At most ${POST_LIMITS.tags} tags`
  } else if (tags.some((tag) => tag.length > POST_LIMITS.tag)) {
    errors.tags = `A tag has at most ${POST_LIMITS.tag} characters`
  }
  return errors
}

/** The browser's copy of what is typed, per post (shared/forms/local-draft.ts). */
const postDrafts = localDrafts<PostFields>(
  'post',
  (value): value is PostFields =>
    typeof value === 'object' && value !== null && typeof (value as PostFields).body === 'string',
)
export const readLocalDraft = postDrafts.read
export const writeLocalDraft = postDrafts.write
export const removeLocalDraft = postDrafts.remove

/** A `datetime-local` value (the owner's own time zone) from an ISO time, and back. */
export function localInputValue(iso: string): string {
  const date = new Date(iso)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

export function isoFromLocalInput(value: string): string | undefined {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}
