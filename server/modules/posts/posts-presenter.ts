import { languageName } from '@contract/languages.ts'
import type { Post, PostSummary } from '@contract/post.ts'
import type { PostRow } from '@/db/schema.ts'
import { storedText, type HistoryKind } from '../content/history-kind.ts'
import { mediaUrl } from '../media/media-url.ts'
import { languageOfPost, languagesIn, translationInLanguage } from './post-languages.ts'
import type { PostListRow } from './posts-repository.ts'
import { storedTimeOrNull } from './post-times.ts'

export function tagsOf(row: { tags: string }): string[] {
  try {
    const tags: unknown = JSON.parse(row.tags)
    return Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : []
  } catch {
    return []
  }
}

/** A post as a list shows it; `owner` adds its status and schedule. */
export function presentPostSummary(row: PostListRow, owner = false): PostSummary {
  return {
    _id: String(row.id),
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags: tagsOf(row),
    publishedAt: storedTimeOrNull(row.published_at),
    updatedAt: row.updated_at,
    readingMinutes: row.reading_minutes,
    cover: row.image_hash ? mediaUrl(row.image_hash) : null,
    ...(owner ? { status: row.status, publishAt: storedTimeOrNull(row.publish_at) } : {}),
  }
}

export function presentPost(row: PostRow, owner = false): Post {
  return { ...presentPostSummary(row, owner), body: row.body, html: row.html }
}

/** Posts in history, with the owner's fields (status, schedule). */
export const postHistory: HistoryKind = {
  name: 'post',
  table: 'posts',
  ordered: false,
  bodyImages: 'post_images',
  /**
   * A post's links to its translations are not part of its versions: a version brought back keeps
   * the links the post has now (its language comes back). A post put back from the trash rejoins
   * its translations when its language is still free among them, else comes back on its own.
   */
  async settle(db, row) {
    const current = await db
      .selectFrom('posts')
      .select('translation_group')
      .where('id', '=', row.id)
      .executeTakeFirst()
    const stored = typeof row.translation_group === 'number' ? row.translation_group : null
    const group = current ? current.translation_group : stored
    if (group === null) return { row: { ...row, translation_group: null } }
    const languages = await languagesIn(db)
    const language = languageOfPost(
      { language: typeof row.language === 'string' ? row.language : null },
      languages,
    )
    const taken = await translationInLanguage(db, group, language, languages, row.id)
    if (!taken) return { row: { ...row, translation_group: group } }
    return {
      row: { ...row, translation_group: null },
      note: `its translations have another post in ${languageName(language)} now (“${taken.title}”), so it is on its own`,
    }
  },
  title: (row) => storedText(row.title),
  present: (row) =>
    presentPost(row as unknown as PostRow, true) as unknown as Record<string, unknown>,
}
