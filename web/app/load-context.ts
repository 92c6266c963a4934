import type { BlogList } from '@contract/blog-pages.ts'
import type { ResumeOutline } from '@contract/resume-outline.ts'
import type { ContentRecord, ContentTypeKey } from '@contract/content-types.ts'
import type { MediaImage } from '@contract/media-image.ts'
import type { Page, PageSummary } from '@contract/page.ts'
import type { Post, PostSummary } from '@contract/post.ts'
import type { GalleryImage, Project } from '@contract/project.ts'
import type { SearchResult } from '@contract/search.ts'
import type { Section, SectionItem } from '@contract/section.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { SkillLogo } from '@contract/skill.ts'
import type { TextLanguages } from '@contract/translations.ts'
import type { UserDetails } from '@contract/user-details.ts'

/**
 * What public loaders read, in-process: the same wire shapes the API answers, without an HTTP
 * round trip. The server implements it (server/modules/web-host/public-content.ts).
 */
export interface PublicContent {
  /**
   * Every record of a content type (contract/content-types.ts) in the owner's order, or its first
   * `limit`, as its list API presents them, with each stored image's size (a skill without an
   * image of its own is given its technology's logo when there is one). The database is asked
   * for those records only, and a project's case study's HTML is not read (getCaseStudy has it).
   */
  list<K extends ContentTypeKey>(
    key: K,
    options?: ListLimit & { offset?: number },
  ): Promise<PublicRecord<K>[]>
  /**
   * Projects in the order the projects page shows them (the featured ones first, then the
   * others, each part in the owner's order), `limit` of them from `offset` (all by default), and
   * how many there are in all: /projects/page/N, the home page's preview.
   */
  listProjects(options?: ListLimit & { offset?: number }): Promise<ProjectsPage>
  /**
   * A project's case study by its address, with the HTML rendered from it and its gallery's
   * images described; undefined: no page.
   */
  getCaseStudy(slug: string): Promise<CaseStudy | undefined>
  /** Like GET /api/user/fetchuserdetails: at most one record. */
  listUserDetails(): Promise<WithMedia<UserDetails>[]>
  getSiteSettings(): Promise<InLanguage<SiteSettings>>
  /**
   * The owner's own words for fixed texts (contract/site-texts.ts), by language then key, for the
   * languages the site offers: the page's translator reads them before the catalogue.
   */
  getSiteTexts(): Promise<Record<string, Record<string, string>>>
  /**
   * Published posts whose time has come, newest first (what GET /api/posts answers), of one
   * language: `language`, else this reader's (the default language's, or inLanguage's). A
   * language the site does not offer has none. `limit`: the newest this many only.
   */
  listPosts(options?: PostLanguage & ListLimit): Promise<WithMedia<PostSummary>[]>
  /**
   * One published post of one language (as listPosts chooses it), as GET /api/posts/:slug
   * answers it, with its language and its published translations (for hreflang); undefined for
   * a draft, a post in another language or none.
   */
  getPost(slug: string, options?: PostLanguage): Promise<WithMedia<Post> | undefined>
  /**
   * A page of the blog's list (/blog, /blog/page/N, /blog/tags/T, …) of one language (as
   * listPosts chooses it): `tag` in any case and `page` as the address gives them (decoded). Its
   * posts, the tag as the posts spell it, the page count and every tag of the language, sorted;
   * undefined when there is no such page (contract/blog-pages.ts decides which exist). Only a
   * page's posts are read, and no post's body.
   */
  blogPage(options: PostLanguage & { tag?: string; page?: string }): Promise<BlogPage | undefined>
  /**
   * What a post's page shows around it, in its language (as listPosts chooses it): the posts
   * just newer and just older in the blog's order, and up to three others sharing its tags (most
   * shared first, then newest).
   */
  postSurroundings(
    post: Pick<Post, '_id' | 'publishedAt' | 'tags'>,
    options?: PostLanguage,
  ): Promise<PostSurroundings>
  /** The post a preview link opens (any status), or undefined when the link is not valid. */
  previewPost(token: string): Promise<WithMedia<Post> | undefined>
  /** Published pages in the owner's order (what GET /api/pages answers): navigation, footer. */
  listPages(): Promise<InLanguage<PageSummary>[]>
  /** One published page by its address, as GET /api/pages/:address answers it; else undefined. */
  getPage(address: string): Promise<InLanguage<Page> | undefined>
  /**
   * The owner's custom sections in their order (what GET /api/sections answers), each with how
   * many items it has and when it or one of them last changed: navigation, home, sitemap.
   */
  listSections(): Promise<SectionSummary[]>
  /**
   * One custom section by its address with its items in the owner's order (what
   * GET /api/sections/:address answers), each item's stored image described; else undefined.
   */
  getSection(address: string): Promise<SectionContent | undefined>
  /** Every custom section that has items, with its first `limit` items: the home page. */
  previewSections(limit: number): Promise<SectionContent[]>
  /**
   * Published posts, projects, case studies and section items matching every word of `query`,
   * best first (what GET /api/search answers); no words: none.
   */
  search(query: string): Promise<SearchResult[]>
  /** How many records each public list holds: sections and navigation show only what exists. */
  countContent(): Promise<ContentCounts>
  /** When each kind of content last changed (ISO-8601), for the sitemap's lastmod. */
  getLastModified(): Promise<ContentDates>
  /**
   * The résumé as /resume.pdf draws it (contract/resume-outline.ts): every section the owner did
   * not leave out, in the home page's order.
   */
  resume(): Promise<ResumeOutline>
  /**
   * The same reads in one of the site's languages (server/modules/translations): each
   * translatable text with a translation in it replaced, and each record's `textLanguages` saying
   * which language each of its translatable texts is in. In the default language (or one the site
   * does not offer) the reads answer what this one does. Posts are that language's own (a post is
   * written in one language); search, counts and dates are not translated.
   */
  inLanguage(language: string): PublicContent
}

/** At most this many records (the first ones); all when left out. */
interface ListLimit {
  limit?: number
}

/** A page of projects and how many there are in all. */
interface ProjectsPage {
  projects: PublicRecord<'projects'>[]
  total: number
}

/** Which language's posts to read: a BCP 47 tag of the site's languages. */
interface PostLanguage {
  language?: string
}

/**
 * A record read in a language (PublicContent.inLanguage): which language each of its translatable
 * texts is in, by field name, so a page marks a text left in the default language with its `lang`.
 */
export type InLanguage<T> = T & { textLanguages?: TextLanguages }

/**
 * A record as the API answers it, plus, when its image is one of our stored images, that image's
 * size and hash for responsive markup (web/app/components/ui/responsive-image.tsx).
 */
export type WithMedia<T> = InLanguage<T> & { media?: MediaImage }

/** A case study as its page shows it: the project, its HTML, its cover and gallery described. */
export type CaseStudy = WithMedia<Omit<Project, 'gallery'>> & {
  html: string
  gallery: WithMedia<GalleryImage>[]
}

/** A record of a content type as public pages read it. */
export type PublicRecord<K extends ContentTypeKey> = WithMedia<ContentRecord<K>> &
  (K extends 'skills' ? { logo?: SkillLogo } : unknown)

/** A custom section as the public site lists it: its item count and its newest change. */
export type SectionSummary = InLanguage<Section> & {
  itemCount: number
  /** When the section or one of its items last changed (ISO-8601). */
  changedAt: string
}

/** A custom section and its items as its page shows them. */
export interface SectionContent {
  section: InLanguage<Section>
  items: WithMedia<SectionItem>[]
}

/**
 * Every kind of content a public page can show: the content types, the single records and the
 * owner's custom sections (all of them together).
 */
export type ContentKind = ContentTypeKey | 'userDetails' | 'siteSettings' | 'posts' | 'sections'

export type ContentDates = Record<ContentKind, string | null>

/** Records per content type, and published posts. */
export type ContentCounts = Record<ContentTypeKey | 'posts', number>

// A type literal, not an interface: React Router's AppLoadContext has a string index signature.
export type VitrineLoadContext = {
  /** The content in the page's language (already `inLanguage` for a prefixed address). */
  content: PublicContent
  /**
   * The page's language when its address has a language prefix (`/de/…`, one of the site's
   * additional languages); undefined: the site's default language.
   */
  language?: string
  /** This response's CSP nonce for inline scripts (React Router's hydration data, the theme script). */
  cspNonce: string
  /** The site's public origin without a trailing slash, for canonical and Open Graph URLs. */
  publicUrl: string
  /** URL of the public pages' only script (web/app/islands/main.ts as built), if there is one. */
  islandsScript: string | undefined
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends VitrineLoadContext {}
}

/**
 * Set by entry.server.tsx on a public page's answer (no hydration, no nonce: ADR 0010): the web
 * host may cache its bytes for every visitor and gives it the nonce-free CSP. Never sent out.
 */
export const SHARED_PAGE_HEADER = 'x-vitrine-shared-page'

/**
 * Public pages that are not the same for everyone (a draft's preview) or whose addresses are
 * endless (search results, one per query): rendered for each request with this response's nonce,
 * never kept by the page cache.
 */
export function isPrivatePage(routeId: string): boolean {
  return routeId === 'routes/public/blog-preview' || routeId === 'routes/public/search'
}

/** Owner pages (routes/admin/) are React apps in the browser; public pages are not. */
export function isOwnerRoute(routeId: string): boolean {
  return routeId.startsWith('routes/admin/')
}

/** A page of the blog's list (PublicContent.blogPage), with every tag of its language. */
export interface BlogPage extends BlogList<WithMedia<PostSummary>> {
  tags: string[]
}

/** The posts a post's page shows around it (PublicContent.postSurroundings). */
export interface PostSurroundings {
  newer?: WithMedia<PostSummary>
  older?: WithMedia<PostSummary>
  related: WithMedia<PostSummary>[]
}
