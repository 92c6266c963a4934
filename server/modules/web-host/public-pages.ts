import type { FastifyInstance } from 'fastify'
import { LRUCache } from 'lru-cache'
import { isListUnder, listPageCount, listPageNumber, listPagePath } from '@contract/list-pages.ts'
import { blogList, blogListPath } from '@contract/blog-pages.ts'
import { pagePath, type Page } from '@contract/page.ts'
import { postPath, type Post } from '@contract/post.ts'
import { projectPath, type Project } from '@contract/project.ts'
import { projectsPageCount, projectsPageNumber, projectsPagePath } from '@contract/project-pages.ts'
import type { Section } from '@contract/section.ts'
import type { PublicContent } from '@web/load-context.ts'
import { createPublicContent } from './public-content.ts'
import { addressIn, hasLanguageVersions, languageOfAddress } from '@contract/language-addresses.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'

/**
 * Which public page an address shows, if any: what web/app/routes.ts's public group answers with
 * a page (not a 404), for the things that must exist only for real pages: link-preview cards
 * (server/modules/og) and counted page views (server/modules/analytics). A preview link is the
 * owner's, never a public page.
 */

/** The pages without a parameter, by their first segment (any case, as routes match it). */
const SCREENS = ['about', 'skills', 'projects', 'contact', 'resume'] as const
export type Screen = (typeof SCREENS)[number]

export type PublicPage = {
  path: string
  /** The page's language when its address has a language prefix (`/de/about`). */
  language?: string
} & (
  | { kind: 'home' }
  | { kind: 'screen'; screen: Screen }
  | { kind: 'blog'; tag: string | undefined; page: number }
  | { kind: 'post'; post: Pick<Post, 'title' | 'readingMinutes' | 'publishedAt'> }
  | { kind: 'case-study'; project: Pick<Project, 'title' | 'tools'> }
  | { kind: 'page'; page: Pick<Page, 'title'> }
  | { kind: 'section'; section: Pick<Section, 'name' | 'intro'> }
)

/** A path segment decoded once; undefined when its escapes are malformed. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

const isScreen = (segment: string): segment is Screen =>
  (SCREENS as readonly string[]).includes(segment)

/**
 * The page at `pathname`, written as a browser sends it (percent-encoded, no query): each segment
 * is decoded once, a trailing slash does not matter, fixed segments match in any case; `path` is
 * the page's own address, the same however it was spelled. Undefined: no such page.
 */
async function publicPageAt(
  content: PublicContent,
  pathname: string,
): Promise<PublicPage | undefined> {
  // A page in one of the site's additional languages (`/de/about`): the same page, read in that
  // language, at its address in it (a post is found under its own language's prefix only).
  // Pages without versions per language have no card and are not counted under a prefix.
  const languages = (await content.getSiteSettings()).languages ?? DEFAULT_SITE_LANGUAGES
  const local = languageOfAddress(pathname, languages)
  if (local) {
    if (!hasLanguageVersions(local.rest)) return undefined
    const page = await defaultLanguagePageAt(content.inLanguage(local.language), local.rest)
    return (
      page && {
        ...page,
        language: local.language,
        path: addressIn(page.path, local.language, languages.default),
      }
    )
  }
  return defaultLanguagePageAt(content, pathname)
}

async function defaultLanguagePageAt(
  content: PublicContent,
  pathname: string,
): Promise<PublicPage | undefined> {
  const raw = pathname.replace(/\/+$/, '').split('/').slice(1)
  if (!pathname.startsWith('/') || raw.length > 5) return undefined
  const segments: string[] = []
  for (const segment of raw) {
    const decoded = decodeSegment(segment)
    if (decoded === undefined || decoded === '') return undefined
    segments.push(decoded)
  }
  const [first, second, third, , fifth] = segments
  const fixed = segments.map((segment) => segment.toLowerCase())

  if (first === undefined) return { kind: 'home', path: '/' }
  if (segments.length === 1 && isScreen(fixed[0]!))
    return { kind: 'screen', screen: fixed[0], path: `/${fixed[0]}` }
  // The owner's own pages and custom sections (one address book), at their address exactly as
  // it was given (lowercase). A section with no items is no page: visitors never see it empty.
  if (segments.length === 1 && fixed[0] !== 'blog') {
    const page = await content.getPage(first)
    if (page) return { kind: 'page', page: { title: page.title }, path: pagePath(page.address) }
    const section = (await content.listSections()).find((row) => row.address === first)
    if (!section || section.itemCount === 0) return undefined
    const { name, intro } = section
    return { kind: 'section', section: { name, intro }, path: pagePath(section.address) }
  }
  if (segments.length === 2 && fixed[0] === 'projects') {
    const project = await content.getCaseStudy(second!)
    if (!project) return undefined
    const { title, tools } = project
    return { kind: 'case-study', project: { title, tools }, path: projectPath(project.slug) }
  }
  // The projects page's later pages: /projects/page/N up to the last.
  if (segments.length === 3 && fixed[0] === 'projects' && fixed[1] === 'page') {
    const page = projectsPageNumber(third)
    if (page === undefined) return undefined
    const { total } = await content.listProjects({ limit: 0 })
    if (page > projectsPageCount(total)) return undefined
    return { kind: 'screen', screen: 'projects', path: projectsPagePath(page) }
  }
  // The pages of /about's and /skills' lists: /about/testimonials, /skills/certificates/page/N …
  if (
    (fixed[0] === 'about' || fixed[0] === 'skills') &&
    (segments.length === 2 || (segments.length === 4 && fixed[2] === 'page'))
  ) {
    const screen = fixed[0]
    const list = fixed[1]
    const page = listPageNumber(segments.length === 2 ? undefined : fixed[3])
    if (!isListUnder(`/${screen}`, list) || page === undefined) return undefined
    if (page > listPageCount(list, (await content.countContent())[list])) return undefined
    return { kind: 'screen', screen, path: listPagePath(list, page) }
  }
  if (fixed[0] !== 'blog') return undefined
  // /blog/<slug>, whatever the slug (/blog/page is a post called "page", as the routes match it).
  if (segments.length === 2) {
    const post = await content.getPost(second!)
    if (!post) return undefined
    const { title, readingMinutes, publishedAt } = post
    return { kind: 'post', post: { title, readingMinutes, publishedAt }, path: postPath(post.slug) }
  }
  // The list pages: /blog, /blog/page/N, /blog/tags/T, /blog/tags/T/page/N.
  let tag: string | undefined
  let page: string | undefined
  if (segments.length === 1) page = undefined
  else if (segments.length === 3 && fixed[1] === 'page') page = third
  else if (segments.length === 3 && fixed[1] === 'tags') tag = third
  else if (segments.length === 5 && fixed[1] === 'tags' && fixed[3] === 'page') {
    tag = third
    page = fifth
  } else return undefined
  const list = blogList(await content.listPosts(), tag, page)
  return (
    list && {
      kind: 'blog',
      tag: list.tag,
      page: list.page,
      path: blogListPath(list.tag, list.page),
    }
  )
}

/** How long an answer is trusted at most: a scheduled post's time may come without an edit. */
const KNOWN_MS = 60_000

/**
 * publicPageAt with its answers kept (for the content version, at most KNOWN_MS): page views and
 * cards ask about the same few addresses again and again.
 */
export function publicPages(app: FastifyInstance) {
  const content = createPublicContent(app)
  const known = new LRUCache<string, { version: number; page: PublicPage | undefined }>({
    max: 1000,
    ttl: KNOWN_MS,
  })
  return {
    async at(pathname: string): Promise<PublicPage | undefined> {
      // Read before the content: an answer from older content is kept under the older version.
      const version = app.contentVersion.current()
      const hit = known.get(pathname)
      if (hit?.version === version) return hit.page
      const page = await publicPageAt(content, pathname)
      known.set(pathname, { version, page })
      return page
    },
  }
}
