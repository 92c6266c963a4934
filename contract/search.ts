import { Type, type Static } from 'typebox'

/**
 * Search across the public writing and work: published posts, projects and their case studies,
 * and the items of the owner's custom sections (`/search?q=` and GET /api/search?q=). The server keeps a full-text index in the database's own
 * engine; what a visitor types is reduced to its words first (searchWords), so no character has a
 * meaning of its own to the engine: quotes, `*`, `-`, `NEAR` are text like any other.
 */
export const SEARCH_LIMITS = {
  /** Characters of a query; a longer one is refused in words. */
  query: 200,
  /** Words of a query that count; the others are left out. */
  words: 12,
  /** Results answered, best first. */
  results: 20,
} as const

export const SEARCH_MESSAGES = {
  empty: 'Type a word to search for',
  noWords: 'Search for words or numbers: punctuation alone finds nothing',
  tooLong: `Searches are at most ${SEARCH_LIMITS.query} characters: shorten it`,
  found: (count: number) => (count === 1 ? '1 result' : `${count} results`),
} as const

/** The words of a query, lower-cased, each once, at most SEARCH_LIMITS.words of them. */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, SEARCH_LIMITS.words)
}

/** Why a query cannot be searched, in words; undefined when it can. */
export function searchQueryProblem(query: string): string | undefined {
  if (query.length > SEARCH_LIMITS.query) return SEARCH_MESSAGES.tooLong
  if (query.trim() === '') return SEARCH_MESSAGES.empty
  if (searchWords(query).length === 0) return SEARCH_MESSAGES.noWords
  return undefined
}

/** A run of text; `match`: one of the words searched for (shown highlighted). */
const TextPart = Type.Object({ text: Type.String(), match: Type.Boolean() })
export type TextPart = Static<typeof TextPart>

export const SearchResult = Type.Object({
  kind: Type.Union([
    Type.Literal('post'),
    Type.Literal('project'),
    Type.Literal('caseStudy'),
    /** An item of a custom section (Talks, Awards…). */
    Type.Literal('sectionItem'),
  ]),
  /** Its kind as a reader names it: Post, Project, Case study, or a custom section's name. */
  label: Type.String(),
  /** The record's title as parts, the words searched for marked. */
  title: Type.Array(TextPart),
  /** A passage of its text around the words searched for (plain text, no Markdown). */
  snippet: Type.Array(TextPart),
  /** Its address on the site (a section's item: its section's page, at the item). */
  path: Type.String(),
})
export type SearchResult = Static<typeof SearchResult>

/** How a result's kind is named to a reader; a section's item is named by its section (Talks). */
export const SEARCH_KIND_LABELS: Record<Exclude<SearchResult['kind'], 'sectionItem'>, string> = {
  post: 'Post',
  project: 'Project',
  caseStudy: 'Case study',
}

/** Other parameters (a campaign's, a cache-buster) are ignored, as on every public read. */
export const SearchQuery = Type.Object({
  q: Type.Optional(Type.String({ title: 'Search', description: 'The words to search for' })),
  lang: Type.Optional(
    Type.String({
      maxLength: 35,
      title: 'Language',
      description:
        "One of the site's additional languages (a BCP 47 tag such as de): its posts, and the other records by their texts in it where translated. Without it, or a language the site does not offer now: the default language.",
    }),
  ),
})

export const SearchResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(SearchResult),
  /** How many results, in words. */
  message: Type.String(),
})
export type SearchResponse = Static<typeof SearchResponse>
