import { useTranslator } from '@/lib/i18n/translation.tsx'
import type { PostSummary } from '@contract/post.ts'
import { Link } from 'react-router'
import { postPath, tagPath } from '../post-dates.ts'

/** Posts as a list of cards: date and reading time, title (the link), summary, tags. */
export function PostList({
  posts,
  headingLevel = 2,
}: {
  posts: PostSummary[]
  /** h2 on the blog's pages, h3 under the home page's "Writing". */
  headingLevel?: 2 | 3
}) {
  const tr = useTranslator()
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post._id} className="card card-interactive reveal post-card">
          <p className="post-meta">
            <time dateTime={post.publishedAt ?? undefined}>
              {post.publishedAt ? tr.date(post.publishedAt) : ''}
            </time>
            <span aria-hidden="true"> · </span>
            <span>{tr.t('post.minRead', { minutes: post.readingMinutes })}</span>
          </p>
          <Title className="post-card-title">
            <Link to={postPath(post.slug)} className="post-card-link">
              {post.title}
            </Link>
          </Title>
          {post.summary && <p className="post-summary">{post.summary}</p>}
          {post.tags.length > 0 && <PostTags tags={post.tags} />}
        </li>
      ))}
    </ul>
  )
}

export function PostTags({ tags }: { tags: string[] }) {
  const { t } = useTranslator()
  return (
    <ul className="post-tags" aria-label={t('blog.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)} className="chip post-tag">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
