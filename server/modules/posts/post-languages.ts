import type { Kysely } from 'kysely'
import {
  canonicalLanguage,
  DEFAULT_SITE_LANGUAGES,
  type SiteLanguages,
} from '@contract/languages.ts'
import { POST_MESSAGES, type PostTranslation } from '@contract/post.ts'
import type { Database } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { hasCome } from './post-times.ts'

/**
 * Posts per language (migration 0030). A post's `language` is null for the site's default
 * language, so a change of the default keeps the site's own posts as its default blog; a post in
 * another language stores its tag. Posts that translate one another share a `translation_group`
 * (the id of the post the first translation was made from), with at most one post per language.
 */

/** The language a post is written in. */
export function languageOfPost(row: { language: string | null }, languages: SiteLanguages): string {
  return row.language ?? languages.default
}

/** How a post's language is stored: null for the default language. */
export const storedLanguage = (language: string, languages: SiteLanguages): string | null =>
  language === languages.default ? null : language

/** Whether the site offers this language now (its default or one of its additional ones). */
export function offersLanguage(languages: SiteLanguages, language: string): boolean {
  return language === languages.default || languages.additional.includes(language)
}

/**
 * The posts of one language, as a query's condition: the default language's are those stored
 * without a language (and any stored with its tag: one written before the default changed).
 */
export interface LanguageFilter {
  language: string
  isDefault: boolean
}

export function languageFilter(languages: SiteLanguages, language?: string): LanguageFilter {
  const tag = language ?? languages.default
  return { language: tag, isDefault: tag === languages.default }
}

/** The language a client asked for, canonical, when the site offers it; else a 400 in words. */
export function offeredLanguage(languages: SiteLanguages, asked: string): string {
  const tag = canonicalLanguage(asked) ?? asked
  if (!offersLanguage(languages, tag))
    throw errors.badRequest(POST_MESSAGES.languageNotOffered(tag))
  return tag
}

/** The site's languages as its settings row holds them, read inside a transaction. */
export async function languagesIn(db: Kysely<Database>): Promise<SiteLanguages> {
  const row = await db.selectFrom('site_settings').select('value').executeTakeFirst()
  try {
    const value = row ? (JSON.parse(row.value) as { languages?: SiteLanguages }) : {}
    return value.languages ?? DEFAULT_SITE_LANGUAGES
  } catch {
    return DEFAULT_SITE_LANGUAGES
  }
}

interface GroupMember {
  id: number
  title: string
  slug: string
  language: string | null
  status: string
  published_at: string | null
  translation_group: number | null
}

/** Another post of the group already in `language`, or undefined when the slot is free. */
export async function translationInLanguage(
  db: Kysely<Database>,
  group: number,
  language: string,
  languages: SiteLanguages,
  exceptId?: number,
): Promise<GroupMember | undefined> {
  const members = await groupMembers(db, [group])
  return members.find(
    (member) => member.id !== exceptId && languageOfPost(member, languages) === language,
  )
}

/** The posts of these groups, and the post whose id names a group (the first of it). */
export async function groupMembers(db: Kysely<Database>, groups: number[]): Promise<GroupMember[]> {
  if (groups.length === 0) return []
  return db
    .selectFrom('posts')
    .select(['id', 'title', 'slug', 'language', 'status', 'published_at', 'translation_group'])
    .where('translation_group', 'in', groups)
    .orderBy('id')
    .execute()
}

/** A post's translations: the other posts of its group. `visitor`: public ones, offered languages. */
export function translationsOf(
  row: { id: number; translation_group: number | null },
  members: GroupMember[],
  languages: SiteLanguages,
  visitor: boolean,
  now = Date.now(),
): PostTranslation[] {
  if (row.translation_group === null) return []
  return members
    .filter((member) => member.translation_group === row.translation_group && member.id !== row.id)
    .map((member) => ({
      _id: String(member.id),
      language: languageOfPost(member, languages),
      slug: member.slug,
      published:
        member.status === 'published' &&
        member.published_at !== null &&
        hasCome(member.published_at, now),
    }))
    .filter(
      (translation) =>
        !visitor || (translation.published && offersLanguage(languages, translation.language)),
    )
}
