import type { PostSummary } from '@contract/post.ts'

/** A heading of a post's body, for its table of contents. */
export interface TocEntry {
  id: string
  text: string
  level: 2 | 3
}

/** A post gets a table of contents from this many headings on. */
const TOC_MIN_HEADINGS = 3

const HEADING = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g

/** The text of HTML the server rendered: tags left out, its few entities read. */
function textOf(html: string): string {
  return html
    .replace(/<a\b[^>]*class="heading-anchor"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) =>
      entity === '&amp;'
        ? '&'
        : entity === '&lt;'
          ? '<'
          : entity === '&gt;'
            ? '>'
            : entity === '&quot;'
              ? '"'
              : "'",
    )
    .trim()
}

/**
 * The h2 and h3 headings of a post's rendered body (the server gave each an id when it was
 * saved), or none when there are fewer than TOC_MIN_HEADINGS: a short post needs no contents.
 */
export function tableOfContents(html: string): TocEntry[] {
  const entries = [...html.matchAll(HEADING)].map((match) => ({
    id: match[2]!,
    text: textOf(match[3]!),
    level: Number(match[1]) as 2 | 3,
  }))
  return entries.length >= TOC_MIN_HEADINGS ? entries : []
}

/**
 * Up to `limit` other posts sharing tags with this one: most shared tags first, then newest
 * (the list comes newest first).
 */
export function relatedPosts(
  post: { _id: string; tags: readonly string[] },
  posts: readonly PostSummary[],
  limit = 3,
): PostSummary[] {
  const tags = new Set(post.tags)
  return posts
    .filter((other) => other._id !== post._id)
    .map((other, order) => ({
      other,
      order,
      shared: other.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, limit)
    .map(({ other }) => other)
}
