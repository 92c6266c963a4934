import type { PostSummary } from '@contract/post.ts'
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { EmptyPage, Section } from '@/components/ui/section.tsx'
import { PostList } from '@/features/blog/components/post-list.tsx'
import { POSTS_PER_PAGE, tagPath } from '@/features/blog/post-dates.ts'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import NotFoundPage from './not-found.tsx'

/**
 * /blog, /blog/page/N, /blog/tags/T and /blog/tags/T/page/N: published posts, newest first, ten
 * to a page. Pages are addresses, not query strings, so each is a page of its own for the page
 * cache and for search engines.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const tag = params.tag
  const page = params.page === undefined ? 1 : Number(params.page)
  const all: PostSummary[] = await context.content.listPosts()
  const posts = tag
    ? all.filter((post) => post.tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
    : all
  const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE))
  // /blog/page/1 is /blog; a page past the last, or a tag no post has, does not exist.
  const invalid =
    !Number.isInteger(page) ||
    page < 1 ||
    page > pages ||
    params.page === '1' ||
    (tag !== undefined && posts.length === 0)
  if (invalid) return data({ notFound: true as const }, { status: 404 })
  const tags = [...new Set(all.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b))
  return {
    notFound: false as const,
    posts: posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
    tag:
      tag === undefined
        ? undefined
        : (posts[0]?.tags.find((t) => t.toLowerCase() === tag.toLowerCase()) ?? tag),
    tags,
    page,
    pages,
  }
}

const base = (tag: string | undefined) => (tag ? tagPath(tag) : '/blog')
const pagePath = (tag: string | undefined, page: number) =>
  page === 1 ? base(tag) : `${base(tag)}/page/${page}`

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded, location }) => {
  const site = siteFromMatches(matches)
  if (!loaded || loaded.notFound) {
    return pageMeta({ site, screen: 'Not Found', path: location.pathname, noindex: true })
  }
  const screen = loaded.tag ? `Posts tagged ${loaded.tag}` : 'Blog'
  return pageMeta({
    site,
    screen: loaded.page > 1 ? `${screen}, page ${loaded.page}` : screen,
    path: pagePath(loaded.tag, loaded.page),
    description: site ? `Writing by ${site.settings.displayName}.` : undefined,
  })
}

export default function BlogPage() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.notFound) return <NotFoundPage />
  const { posts, tag, tags, page, pages } = loaded
  if (posts.length === 0) {
    return <EmptyPage title="Blog">Nothing is published yet.</EmptyPage>
  }
  return (
    <Section id="blog" title={tag ? `#${tag}` : 'Blog'} level={1}>
      {tag && (
        <p className="mb-8 text-muted">
          Posts tagged {tag}.{' '}
          <Link to="/blog" className="link">
            All posts
          </Link>
        </p>
      )}
      {!tag && tags.length > 0 && (
        <nav aria-label="Tags" className="mb-8">
          <ul className="post-tags">
            {tags.map((name) => (
              <li key={name}>
                <Link to={tagPath(name)} className="chip post-tag">
                  #{name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PostList posts={posts} />
      {pages > 1 && (
        <nav aria-label="Pages" className="pager">
          {page > 1 ? (
            <Link to={pagePath(tag, page - 1)} rel="prev" className="button">
              Newer posts
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pagePath(tag, page + 1)} rel="next" className="button">
              Older posts
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </Section>
  )
}
