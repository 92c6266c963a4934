import type { LoaderFunctionArgs } from 'react-router'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { pagePath, type PageSummary } from '@contract/page.ts'
import { postPath, type PostSummary } from '@contract/post.ts'
import { PUBLIC_PAGES } from '@contract/public-pages.ts'
import { caseStudyPath, type Project } from '@contract/project.ts'
import { LIST_PAGES, listPageCount, listPagePath, PAGED_LISTS } from '@contract/list-pages.ts'
import { projectsPageCount, projectsPagePath } from '@contract/project-pages.ts'
import { isPublished } from '@contract/site-settings.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import { CRAWL_FILE_CACHE } from '@/lib/seo/page-meta.ts'
import { ABOUT_ALSO_HOLDS } from '@/lib/site/about-lists.ts'
import { sitemapEntries, sitemapNamespaces } from '@/lib/seo/sitemap-entry.ts'
import type { ContentDates, ContentKind, SectionSummary } from '@/load-context.ts'

/**
 * Each public page and the content it shows, from the registry (each content type names its
 * pages; contract/public-pages.ts the pages that show the profile): its lastmod is the newest
 * change among them. Site settings show on every page; the home page shows the custom sections.
 */
const showsOn = (type: { pages: readonly string[] }, path: string) => type.pages.includes(path)

export const SITEMAP_PAGES: { path: string; shows: ContentKind[] }[] = PUBLIC_PAGES.map((page) => ({
  path: page.path,
  shows: [
    ...('profile' in page ? (['userDetails'] as const) : []),
    ...(page.path === '/' ? (['sections'] as const) : []),
    'siteSettings',
    ...CONTENT_TYPE_LIST.filter((type) => showsOn(type, page.path)).map((type) => type.key),
    ...(page.path === '/about' ? ABOUT_ALSO_HOLDS : []),
  ],
}))

export function lastModified(dates: ContentDates, kinds: ContentKind[]): string | null {
  const times = kinds.map((kind) => dates[kind]).filter((date): date is string => Boolean(date))
  if (times.length === 0) return null
  return times.reduce((newest, date) => (date > newest ? date : newest))
}

const sitemap = (urls: string[], alternates = false) =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${sitemapNamespaces(alternates)}>\n${urls.map((url) => `${url}\n`).join('')}</urlset>\n`,
    {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': CRAWL_FILE_CACHE,
      },
    },
  )

export async function loader({ context }: LoaderFunctionArgs) {
  const settings = await context.content.getSiteSettings()
  // A site not published yet lists nothing (still a valid sitemap, for a crawler that asks).
  if (!isPublished(settings)) return sitemap([])
  const languages = settings.languages ?? DEFAULT_SITE_LANGUAGES
  const entries = (path: string, lastmod: string | null, only?: string) =>
    sitemapEntries(context.publicUrl, path, lastmod, languages, only)
  const [dates, postsByLanguage, projects, ownerPages, sections, counts] = await Promise.all([
    context.content.getLastModified(),
    // Each language's own posts (a post is written in one language, at its own address).
    Promise.all(
      [languages.default, ...languages.additional].map(async (language) => ({
        language,
        posts: (await context.content.listPosts({ language })) as PostSummary[],
      })),
    ),
    context.content.listProjects(),
    context.content.listPages(),
    context.content.listSections(),
    context.content.countContent(),
  ])
  const pages = [
    ...SITEMAP_PAGES,
    ...(postsByLanguage.some(({ posts }) => posts.length > 0)
      ? [{ path: '/blog', shows: ['siteSettings', 'posts'] as ContentKind[] }]
      : []),
    // The projects page's later pages (/projects is one of SITEMAP_PAGES).
    ...Array.from({ length: projectsPageCount(projects.total) - 1 }, (_, index) => ({
      path: projectsPagePath(index + 2),
      shows: ['projects'] as ContentKind[],
    })),
    // The lists /about and /skills show the first few of, whole on pages of their own: listed
    // only when the page above cannot show them all (else those pages repeat it).
    ...PAGED_LISTS.filter((list) => counts[list] > LIST_PAGES[list].shown).flatMap((list) =>
      Array.from({ length: listPageCount(list, counts[list]) }, (_, index) => ({
        path: listPagePath(list, index + 1),
        shows: [list] as ContentKind[],
      })),
    ),
    // Each project with a case study has a page of its own.
    ...projects.projects.flatMap((project: Project) => {
      const path = caseStudyPath(project)
      return path ? [{ path, shows: ['projects'] as ContentKind[] }] : []
    }),
  ]
  // Each page once per language it exists in, with its alternates (lib/seo/sitemap-entry.ts).
  const urls = pages.flatMap((page) => entries(page.path, lastModified(dates, page.shows)))
  // Each published post and page, changed when it was last saved (drafts never), and each custom
  // section with items, changed when it or one of its items last was (an empty one is no page).
  for (const { language, posts } of postsByLanguage) {
    for (const post of posts) {
      urls.push(...entries(postPath(post.slug), post.updatedAt, language))
    }
  }
  const saved = [
    ...ownerPages.map((page: PageSummary) => ({
      path: pagePath(page.address),
      updatedAt: page.updatedAt,
    })),
    ...sections
      .filter((section: SectionSummary) => section.itemCount > 0)
      .map((section: SectionSummary) => ({
        path: pagePath(section.address),
        updatedAt: section.changedAt,
      })),
  ]
  for (const { path, updatedAt } of saved) urls.push(...entries(path, updatedAt))
  return sitemap(urls, languages.additional.length > 0)
}
