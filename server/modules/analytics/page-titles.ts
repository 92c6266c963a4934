import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'
import { decodeSegment } from '../web-host/public-pages.ts'

/** The fixed pages, named as the site's navigation names them. */
const NAMED: Record<string, string> = {
  '/': 'Home',
  '/about': 'About',
  '/skills': 'Skills',
  '/projects': 'Projects',
  '/blog': 'Blog',
  '/contact': 'Contact',
  '/resume': 'Résumé',
}

/** A slug or tag of a counted path, decoded once (a malformed escape stays as it is). */
const decoded = (text: string) => decodeSegment(text) ?? text

/**
 * What each counted path is called today: a project's case study and a post by their current
 * titles (renamed since? the new title), blog listings by their tag and page.
 */
export async function pageTitles(
  db: Kysely<Database>,
  paths: string[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  const slugsUnder = (prefix: string) =>
    paths
      .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .map((path) => decoded(path.slice(prefix.length)))
  const projectSlugs = slugsUnder('/projects/')
  const postSlugs = slugsUnder('/blog/')
  const projects = projectSlugs.length
    ? await db
        .selectFrom('projects')
        .select(['slug', 'title'])
        .where('slug', 'in', projectSlugs)
        .execute()
    : []
  const posts = postSlugs.length
    ? await db
        .selectFrom('posts')
        .select(['slug', 'title'])
        .where('slug', 'in', postSlugs)
        .execute()
    : []
  const projectTitle = new Map(projects.map((row) => [row.slug, row.title]))
  const postTitle = new Map(posts.map((row) => [row.slug, row.title]))
  for (const path of paths) {
    const named = NAMED[path]
    const tag = /^\/blog\/tags\/([^/]+)/.exec(path)?.[1]
    const page = /\/page\/([0-9]+)$/.exec(path)?.[1]
    let title: string | undefined
    if (named) title = named
    else if (tag) title = `Blog: tagged “${decoded(tag)}”${page ? `, page ${page}` : ''}`
    else if (page) title = `Blog, page ${page}`
    else if (path.startsWith('/projects/'))
      title = projectTitle.get(decoded(path.slice('/projects/'.length))) ?? undefined
    else if (path.startsWith('/blog/')) title = postTitle.get(decoded(path.slice('/blog/'.length)))
    titles.set(path, title ?? path)
  }
  return titles
}
