import { sql, type Kysely } from 'kysely'
import type { SiteLanguages } from '@contract/languages.ts'
import { postPath } from '@contract/post.ts'
import { caseStudyPath } from '@contract/project.ts'
import {
  SEARCH_KIND_LABELS,
  SEARCH_LIMITS,
  searchWords,
  type SearchResult,
  type TextPart,
} from '@contract/search.ts'
import { sectionItemPath } from '@contract/section.ts'
import type { Dialect } from '@/db/database.ts'
import type { Database } from '@/db/schema.ts'
import { EARLIEST_STORED_TIME } from '../posts/post-times.ts'

/**
 * Where the engines mark a matched word: private-use characters, which no owner's text holds in
 * practice, so the marks are found again after the text has been cleaned.
 */
const START = '\uE000'
const END = '\uE001'
/** Where a passage is cut (a parameter: the server's bundled source stays in Latin-1). */
const ELLIPSIS = '\u2026'

/** A found record as the engine answers it: title and passage with their matches marked. */
interface FoundRow {
  kind: 'post' | 'project' | 'section-item'
  record_id: number
  title: string
  snippet: string
  post_slug: string | null
  project_slug: string | null
  project_body: string | null
  section_address: string | null
  section_name: string | null
}

/** Text with the engine's marks → parts, the marked ones flagged. */
function partsOf(marked: string): TextPart[] {
  const parts: TextPart[] = []
  for (const [index, piece] of marked.split(new RegExp(`[${START}${END}]`)).entries()) {
    // Pieces alternate: outside a mark, inside one.
    if (piece !== '') parts.push({ text: piece, match: index % 2 === 1 })
  }
  return parts
}

/**
 * A passage of Markdown as a reader sees it: link and image addresses, emphasis, heading and
 * quote marks, code fences and HTML tags left out, white space made single.
 */
function plainPassage(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)?/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/```[\w-]*|[*`>#~|]+|(^|\s)_+|_+(?=\s|$)/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** What a found row is on the site: its kind, how a reader names it, and its address. */
function placeOf(row: FoundRow): Pick<SearchResult, 'kind' | 'label' | 'path'> {
  if (row.kind === 'post') {
    return { kind: 'post', label: SEARCH_KIND_LABELS.post, path: postPath(row.post_slug ?? '') }
  }
  if (row.kind === 'section-item') {
    return {
      kind: 'sectionItem',
      label: row.section_name ?? '',
      path: sectionItemPath(row.section_address ?? '', row.record_id),
    }
  }
  const caseStudy = caseStudyPath({ slug: row.project_slug, body: row.project_body ?? '' })
  return caseStudy
    ? { kind: 'caseStudy', label: SEARCH_KIND_LABELS.caseStudy, path: caseStudy }
    : { kind: 'project', label: SEARCH_KIND_LABELS.project, path: '/projects' }
}

function resultOf(row: FoundRow): SearchResult {
  return {
    ...placeOf(row),
    title: partsOf(row.title),
    snippet: partsOf(plainPassage(row.snippet)),
  }
}

/** Which posts a search reads: the default language's (null or named), or one language's. */
function postLanguage(defaultLanguage: string, language: string | undefined) {
  return language
    ? sql`posts.language = ${language}`
    : sql`(posts.language is null or posts.language = ${defaultLanguage})`
}

/**
 * Which rows of the index a search reads (migration 0034). The default language: the rows
 * without a language. Another: posts' rows (their language is checked on the post), the
 * language's rows of translated records, and the default rows of the records not translated into
 * it. The record's translations say which: a language row exists exactly when they do.
 */
function sqliteRows(language: string | undefined) {
  if (!language) return sql`search_index.language is null`
  return sql`(search_index.language = ${language} or (search_index.language is null
    and (search_index.kind = 'post' or not exists (select 1 from translations
      where translations.type = search_index.kind and translations.record_id = search_index.record_id
        and translations.language = ${language}))))`
}

function postgresRows(language: string | undefined) {
  if (!language) return sql`search_index.language = ''`
  return sql`(search_index.language = ${language} or (search_index.language = ''
    and (search_index.kind = 'post' or not exists (select 1 from translations
      where translations.type = search_index.kind and translations.record_id = search_index.record_id
        and translations.language = ${language}))))`
}

/**
 * The search index (migrations 0024, 0028 and 0034): one query on either database. Public only: posts
 * that are published and whose time has come (`now`), projects and the items of custom sections
 * (all of them are public: a section with an item has its page).
 */
export function searchRepository(db: Kysely<Database>, dialect: Dialect) {
  async function sqliteSearch(
    words: string[],
    now: string,
    limit: number,
    defaultLanguage: string,
    language: string | undefined,
  ) {
    // Each word quoted: FTS5 reads it as a plain term, whatever it spells (NEAR, AND, OR).
    const match = words.map((word) => `"${word}"`).join(' ')
    const { rows } = await sql<FoundRow>`
      select search_index.kind as kind, search_index.record_id as record_id,
             highlight(search_index, 2, ${START}, ${END}) as title,
             snippet(search_index, 3, ${START}, ${END}, ${ELLIPSIS}, 24) as snippet,
             posts.slug as post_slug, projects.slug as project_slug, projects.body as project_body,
             sections.address as section_address, sections.name as section_name
      from search_index
      left join posts on search_index.kind = 'post' and posts.id = search_index.record_id
      left join projects on search_index.kind = 'project' and projects.id = search_index.record_id
      left join section_items
        on search_index.kind = 'section-item' and section_items.id = search_index.record_id
      left join sections on sections.id = section_items.section_id
      where search_index match ${match}
        and (projects.id is not null or sections.id is not null or (posts.status = 'published'
          and posts.published_at >= ${EARLIEST_STORED_TIME} and posts.published_at <= ${now}
          and ${postLanguage(defaultLanguage, language)}))
        and ${sqliteRows(language)}
      order by bm25(search_index, 0, 0, 10.0, 1.0), search_index.record_id desc,
               search_index.rowid desc
      limit ${limit}`.execute(db)
    return rows
  }

  async function postgresSearch(
    words: string[],
    now: string,
    limit: number,
    defaultLanguage: string,
    language: string | undefined,
  ) {
    // The words alone, joined: websearch_to_tsquery reads them as "all of these words". A
    // language's rows are stemmed by its own configuration, the default rows by 'english'.
    const english = sql`websearch_to_tsquery('english', ${words.join(' ')})`
    const inLanguage = sql`websearch_to_tsquery(search_config(${language ?? ''}), ${words.join(' ')})`
    const query = language
      ? sql`(case when search_index.language = '' then ${english} else ${inLanguage} end)`
      : english
    const matches = language
      ? sql`((search_index.language = '' and search_index.document @@ ${english})
          or (search_index.language = ${language} and search_index.document @@ ${inLanguage}))`
      : sql`search_index.document @@ ${english}`
    const shownQuery = language
      ? sql`(case when language = '' then ${english} else ${inLanguage} end)`
      : english
    const config = language ? sql`search_config(language)` : sql`'english'`
    const marks = `StartSel=${START}, StopSel=${END}`
    // The passage is cut from the best results only: ts_headline reads the whole text.
    const { rows } = await sql<FoundRow>`
      with found as (
        select search_index.kind, search_index.title, search_index.text, search_index.language,
               posts.slug as post_slug, projects.slug as project_slug,
               projects.body as project_body,
               sections.address as section_address, sections.name as section_name,
               ts_rank(search_index.document, ${query}) as rank, search_index.record_id
        from search_index
        left join posts on search_index.kind = 'post' and posts.id = search_index.record_id
        left join projects on search_index.kind = 'project' and projects.id = search_index.record_id
        left join section_items
          on search_index.kind = 'section-item' and section_items.id = search_index.record_id
        left join sections on sections.id = section_items.section_id
        where ${matches}
          and (projects.id is not null or sections.id is not null or (posts.status = 'published'
            and posts.published_at >= ${EARLIEST_STORED_TIME} and posts.published_at <= ${now}
            and ${postLanguage(defaultLanguage, language)}))
          and ${postgresRows(language)}
        order by rank desc, search_index.record_id desc
        limit ${limit}
      )
      select kind,
             ts_headline(${config}, title, ${shownQuery}, ${`HighlightAll=true, ${marks}`}) as title,
             ts_headline(${config}, text, ${shownQuery},
               ${`${marks}, MaxWords=30, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`}) as snippet,
             post_slug, project_slug, project_body, section_address, section_name, record_id
      from found
      order by rank desc, record_id desc`.execute(db)
    return rows
  }

  return {
    /**
     * Public records matching every word of `query`, best first (a match in the title counts
     * more). A query with no words answers no results; nothing a visitor types is an error here.
     * In the default language (`language` absent, the default, or one the site does not offer
     * now: `languages`): its posts (the others
     * are not at /blog) and every record's default texts. In another language (one the site
     * offers): that language's posts, and each project or item by its texts
     * in that language where translated, else by its default texts, as its pages show it.
     */
    async search(
      query: string,
      now: string,
      languages: SiteLanguages,
      language?: string,
    ): Promise<SearchResult[]> {
      const words = searchWords(query)
      if (words.length === 0) return []
      const limit = SEARCH_LIMITS.results
      const defaultLanguage = languages.default
      // A language turned off (or never offered) is not searched: its texts and its posts are
      // not on the site, so the search is the default language's, as its pages would be.
      const other =
        language !== undefined && languages.additional.includes(language) ? language : undefined
      const rows =
        dialect === 'postgres'
          ? await postgresSearch(words, now, limit, defaultLanguage, other)
          : await sqliteSearch(words, now, limit, defaultLanguage, other)
      return rows.map(resultOf)
    },
  }
}
