import { useTranslator } from '@/lib/i18n/translation.tsx'
import type { Post, PostSummary } from '@contract/post.ts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { NeighbourLinks } from '@/components/ui/neighbour-links.tsx'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'
import { postPath } from '../post-dates.ts'
import type { TocEntry } from '../post-extras.ts'
import { PostTags } from './post-list.tsx'
import { TableOfContents } from './post-end.tsx'

/**
 * A post as its page shows it: date, reading time, title, summary, tags, the body the server
 * rendered, and the posts before and after it. The preview page shows the same, with a notice.
 */
export function PostArticle({
  post,
  newer,
  older,
  notice,
  toc = [],
  end,
  children,
}: {
  post: WithMedia<Post>
  newer?: PostSummary | undefined
  older?: PostSummary | undefined
  /** Above the title: the preview's "only people with this link…". */
  notice?: ReactNode
  /** A long post's headings, listed before its body (none: no contents). */
  toc?: readonly TocEntry[]
  /** After the body: the subscribe hint, related posts, the author (a published post's page). */
  end?: ReactNode
  /** After the article's content (its JSON-LD). */
  children?: ReactNode
}) {
  const tr = useTranslator()
  return (
    <article className="section post" aria-labelledby="post-title">
      {notice}
      <header className="post-header">
        <p className="post-meta">
          <Link to="/blog" className="link">
            {tr.t('screen.blog')}
          </Link>
          {post.publishedAt && (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={post.publishedAt}>{tr.date(post.publishedAt)}</time>
            </>
          )}
          <span aria-hidden="true"> · </span>
          <span>{tr.t('post.minRead', { minutes: post.readingMinutes })}</span>
        </p>
        <h1 id="post-title" className="post-title">
          {post.title}
        </h1>
        {post.summary && <p className="post-lead">{post.summary}</p>}
        {post.tags.length > 0 && <PostTags tags={post.tags} />}
      </header>
      {post.cover && (
        <ResponsiveImage
          src={post.cover}
          media={post.media}
          alt=""
          width={1280}
          height={720}
          sizes={IMAGE_SIZES.postCover}
          priority
          className="post-cover"
        />
      )}
      {toc.length > 0 && <TableOfContents entries={toc} />}
      {/* Rendered and sanitised by the server when the post was saved (server/modules/posts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      {end}
      <NeighbourLinks
        label={tr.t('blog.morePosts')}
        previous={older && { to: postPath(older.slug), title: older.title }}
        next={newer && { to: postPath(newer.slug), title: newer.title }}
      />
      {children}
    </article>
  )
}
