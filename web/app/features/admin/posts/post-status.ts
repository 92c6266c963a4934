import { formatDateTime } from '@contract/dates.ts'
import type { PostSummary } from '@contract/post.ts'

export type PostState = 'draft' | 'scheduled' | 'published'

/** What the owner calls a post's state: a published post whose time has not come is scheduled. */
export function postState(
  post: Pick<PostSummary, 'status' | 'publishedAt'>,
  now = Date.now(),
): PostState {
  if (post.status !== 'published') return 'draft'
  return post.publishedAt && Date.parse(post.publishedAt) > now ? 'scheduled' : 'published'
}

export const STATE_LABELS: Record<PostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

/** A time as the owner reads it, in their own time zone: "23 November 2026, 14:05". */
export const ownerDateTime = (iso: string) => formatDateTime(iso)

/** The line under a post's title in the list: when it went, goes, or was last changed. */
export function stateLine(post: PostSummary): string {
  const state = postState(post)
  if (state === 'published' && post.publishedAt)
    return `Published ${ownerDateTime(post.publishedAt)}`
  if (state === 'scheduled' && post.publishedAt) return `Appears ${ownerDateTime(post.publishedAt)}`
  return `Edited ${ownerDateTime(post.updatedAt)}`
}
