import type { Post } from '@contract/post.ts'
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PostArticle } from '@/features/blog/components/post-article.tsx'
import { AuthorBox, RelatedPosts, SubscribeHint } from '@/features/blog/components/post-end.tsx'
import { postPath } from '@/features/blog/post-dates.ts'
import { tableOfContents } from '@/features/blog/post-extras.ts'
import { useNonce } from '@/lib/csp/nonce-context.tsx'
import type { PostSurroundings } from '@/load-context.ts'
import { serializeJsonLd } from '@/lib/seo/person-json-ld.ts'
import { absoluteUrl, pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import type { LanguageVersions } from '@/lib/site/language-versions.ts'
import { localAddress } from '@/lib/i18n/translation.tsx'
import { useSiteData } from '@/lib/site/site-data.ts'
import NotFoundPage from './not-found.tsx'

/**
 * /blog/:slug: one published post, with the posts before and after it in its language; the post
 * carries its published translations (`post.translations`) for the page's hreflang links.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  // The content is read in the page's language (an address per language: /de/blog/…).
  const post: Post | undefined = await context.content.getPost(params.slug ?? '')
  if (!post) return data({ notFound: true as const }, { status: 404 })
  const { newer, older, related }: PostSurroundings = await context.content.postSurroundings(post)
  // Each translation is a post of its own, at its own slug: the switcher and hreflang lead there,
  // and to the blog of a language it is not written in.
  const languageVersions: LanguageVersions = {
    versions: [
      { path: postPath(post.slug) },
      ...(post.translations ?? [])
        .filter((translation) => translation.published)
        .map((translation) => ({
          language: translation.language,
          path: postPath(translation.slug),
        })),
    ],
    elsewhere: '/blog',
  }
  return {
    notFound: false as const,
    post,
    languageVersions,
    newer,
    older,
    toc: tableOfContents(post.html),
    related,
  }
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
  const { post } = loaded
  const tags = pageMeta({
    site,
    screen: post.title,
    path: postPath(post.slug),
    description: post.summary || undefined,
    versions: loaded.languageVersions,
  }).map((tag) =>
    'property' in tag && tag.property === 'og:type'
      ? { property: 'og:type', content: 'article' }
      : tag,
  )
  return [
    ...tags,
    ...(post.publishedAt
      ? [{ property: 'article:published_time', content: post.publishedAt }]
      : []),
    { property: 'article:modified_time', content: post.updatedAt },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ]
}

export default function BlogPostPage() {
  const loaded = useLoaderData<typeof loader>()
  const site = useSiteData()
  const nonce = useNonce()
  if (loaded.notFound) return <NotFoundPage />
  const { post, newer, older, toc, related } = loaded
  const path = localAddress(site, postPath(post.slug))
  const url = site ? absoluteUrl(site.publicUrl, path) : path
  const jsonLd = site && {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.summary ? { description: post.summary } : {}),
    url,
    mainEntityOfPage: url,
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    keywords: post.tags.join(', '),
    ...(post.language ? { inLanguage: post.language } : {}),
    author: {
      '@type': 'Person',
      name: site.profile.name,
      url: absoluteUrl(site.publicUrl, localAddress(site, '/')),
    },
    image: absoluteUrl(site.publicUrl, post.cover ?? site.profile.image),
  }
  return (
    <PostArticle
      post={post}
      newer={newer}
      older={older}
      toc={toc}
      end={
        <footer className="post-end">
          <SubscribeHint />
          {related.length > 0 && <RelatedPosts posts={related} />}
          {site && <AuthorBox site={site} />}
        </footer>
      }
    >
      {jsonLd && (
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </PostArticle>
  )
}
