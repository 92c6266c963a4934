import { blogListPath, tagPath } from '@contract/blog-pages.ts'
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { EmptyPage, Section } from '@/components/ui/section.tsx'
import type { BlogPage } from '@/load-context.ts'
import { SubscribeHint } from '@/features/blog/components/post-end.tsx'
import { PostList } from '@/features/blog/components/post-list.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import type { LanguageVersions } from '@/lib/site/language-versions.ts'
import { pageTranslator, useTranslator } from '@/lib/i18n/translation.tsx'
import NotFoundPage from './not-found.tsx'

/**
 * /blog, /blog/page/N, /blog/tags/T and /blog/tags/T/page/N: published posts, newest first, ten
 * to a page. Pages are addresses, not query strings, so each is a page of its own for the page
 * cache and for search engines. Each language has its own posts, tags and pages.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  // The page's language's posts (an address per language: /de/blog): one page of them. A page
  // past the last, /blog/page/1 (it is /blog) or a tag no post has does not exist.
  const list: BlogPage | undefined = await context.content.blogPage({
    tag: params.tag,
    page: params.page,
  })
  if (!list) return data({ notFound: true as const }, { status: 404 })
  // Each language has a blog; a tag or a later page is one language's own: the other languages'
  // blogs stand in for it.
  const own = list.tag !== undefined || list.page > 1
  const languageVersions: LanguageVersions | undefined = own
    ? { versions: [{ path: blogListPath(list.tag, list.page) }], elsewhere: '/blog' }
    : undefined
  return { notFound: false as const, ...list, languageVersions }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded, location }) => {
  const site = siteFromMatches(matches)
  if (!loaded || loaded.notFound) {
    return pageMeta({
      site,
      screen: (t) => t('notFound.screen'),
      path: location.pathname,
      noindex: true,
    })
  }
  const { t } = pageTranslator(site)
  const screen = loaded.tag ? t('screen.taggedPosts', { tag: loaded.tag }) : t('screen.blog')
  return pageMeta({
    site,
    screen: loaded.page > 1 ? t('blog.pageN', { screen, page: loaded.page }) : screen,
    path: blogListPath(loaded.tag, loaded.page),
    versions: loaded.languageVersions,
    description: site ? t('blog.writingBy', { name: site.settings.displayName }) : undefined,
  })
}

export default function BlogPage() {
  const loaded = useLoaderData<typeof loader>()
  const { t } = useTranslator()
  if (loaded.notFound) return <NotFoundPage />
  const { posts, tag, tags, page, pages } = loaded
  if (posts.length === 0) {
    return <EmptyPage title={t('screen.blog')}>{t('blog.empty')}</EmptyPage>
  }
  return (
    <Section id="blog" title={tag ? `#${tag}` : t('screen.blog')} level={1}>
      {tag && (
        <p className="mb-8 text-muted">
          {t('blog.postsTagged', { tag })}{' '}
          <Link to="/blog" className="link">
            {t('home.allPosts')}
          </Link>
        </p>
      )}
      {!tag && tags.length > 0 && (
        <nav aria-label={t('blog.tags')} className="mb-8">
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
      <SubscribeHint />
      <PostList posts={posts} />
      {pages > 1 && (
        <nav aria-label={t('blog.pages')} className="pager">
          {page > 1 ? (
            <Link to={blogListPath(tag, page - 1)} rel="prev" className="button">
              {t('blog.newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">{t('blog.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link to={blogListPath(tag, page + 1)} rel="next" className="button">
              {t('blog.older')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </Section>
  )
}
