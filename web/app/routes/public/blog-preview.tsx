import type { Post } from '@contract/post.ts'
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PostArticle } from '@/features/blog/components/post-article.tsx'
import type { Translator } from '@contract/messages/translator.ts'
import { useTranslator } from '@/lib/i18n/translation.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import NotFoundPage from './not-found.tsx'

/**
 * /blog/preview/<signed link>: a post exactly as its page will look, draft or scheduled, for
 * whoever holds the link the dashboard made (server/modules/posts/post-preview.ts). Never indexed,
 * never kept by a cache, rendered for each request (load-context.ts isPrivatePage).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const post: Post | undefined = await context.content.previewPost(params.token ?? '')
  if (!post) return data({ notFound: true as const }, { status: 404, headers: PRIVATE })
  return data({ notFound: false as const, post }, { headers: PRIVATE })
}

const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export function headers() {
  return PRIVATE
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
  return [
    ...pageMeta({
      site,
      screen: (t) => t('preview.screen', { title: loaded.post.title }),
      path: location.pathname,
      noindex: true,
    }),
  ]
}

function status(post: Post, tr: Translator): string {
  if (post.status === 'draft') return tr.t('preview.draft')
  if (post.publishAt && post.publishAt > new Date().toISOString()) {
    return tr.t('preview.scheduled', { date: tr.date(post.publishAt) })
  }
  return tr.t('preview.published')
}

export default function BlogPreviewPage() {
  const loaded = useLoaderData<typeof loader>()
  const tr = useTranslator()
  if (loaded.notFound) return <NotFoundPage />
  const { post } = loaded
  return (
    <PostArticle
      post={post}
      notice={
        <p role="note" className="preview-notice">
          <strong>{tr.t('preview.label')}</strong> {status(post, tr)} {tr.t('preview.onlyLink')}
        </p>
      }
    />
  )
}
