import type { PostSummary } from '@contract/post.ts'
import { postPath } from '@contract/post.ts'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDeleteDialog } from '@/features/admin/shared/components/delete-button.tsx'
import { useReturnFocus } from '@/features/admin/shared/components/use-return-focus.ts'
import { DocumentRow } from '@/features/admin/shared/components/document-row.tsx'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { languageName } from '@contract/languages.ts'
import { usePosts, useDeletePost } from '../api/posts-api.ts'
import { offeredLanguages, useSiteLanguages } from './post-language-panel.tsx'
import { postState, STATE_LABELS, stateLine, type PostState } from '../post-status.ts'

type StateFilter = PostState | 'all'

/** "Deutsch, also in English and Français", "English, not translated". */
function languageText(post: PostSummary): string {
  const own = languageName(post.language ?? '')
  const others = (post.translations ?? []).map((other) => languageName(other.language))
  if (others.length === 0) return `${own}, not translated`
  const list =
    others.length === 1 ? others[0]! : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`
  return `${own}, also in ${list}`
}

/** The owner's posts: newest first, filtered by state and tag, each one a link to its editor. */
export function PostsManager() {
  const posts = usePosts()
  return (
    <QueryState query={posts} loadingLabel="Loading posts">
      {(list) => <PostsList posts={list} />}
    </QueryState>
  )
}

function PostsList({ posts }: { posts: PostSummary[] }) {
  const [state, setState] = useState<StateFilter>('all')
  const [tag, setTag] = useState('')
  const [language, setLanguage] = useState('')
  const siteLanguages = useSiteLanguages()
  const languageId = useId()
  // Every language a post is in, and every one the site offers, the default first.
  const languages = useMemo(
    () => [
      ...new Set([
        ...offeredLanguages(siteLanguages),
        ...posts.flatMap((post) => (post.language ? [post.language] : [])),
      ]),
    ],
    [posts, siteLanguages],
  )
  const multilingual = languages.length > 1
  const remove = useDeletePost()
  const [deleting, setDeleting] = useState<PostSummary | null>(null)
  const focus = useReturnFocus()
  const stateId = useId()
  const tagId = useId()
  const tags = useMemo(
    () => [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b)),
    [posts],
  )
  const shown = posts.filter(
    (post) =>
      (state === 'all' || postState(post) === state) &&
      (!tag || post.tags.includes(tag)) &&
      (!language || post.language === language),
  )
  const counts = useMemo(() => {
    const byState: Record<StateFilter, number> = {
      all: posts.length,
      draft: 0,
      scheduled: 0,
      published: 0,
    }
    for (const post of posts) byState[postState(post)] += 1
    return byState
  }, [posts])

  return (
    <div className="flex flex-col gap-6">
      <div className="admin-toolbar">
        <Link to="new" className="admin-button admin-button-solid">
          New post
        </Link>
        {posts.length > 0 && (
          <div className="posts-filters">
            <div className="admin-field">
              <label htmlFor={stateId}>Show</label>
              <select
                id={stateId}
                className="field"
                value={state}
                onChange={(event) => setState(event.target.value as StateFilter)}
              >
                <option value="all">All posts ({counts.all})</option>
                <option value="draft">Drafts ({counts.draft})</option>
                <option value="scheduled">Scheduled ({counts.scheduled})</option>
                <option value="published">Published ({counts.published})</option>
              </select>
            </div>
            {multilingual && (
              <div className="admin-field">
                <label htmlFor={languageId}>Language</label>
                <select
                  id={languageId}
                  className="field"
                  value={language}
                  onChange={(event) => setLanguage(event.target.value)}
                >
                  <option value="">Every language</option>
                  {languages.map((tag) => (
                    <option key={tag} value={tag} lang={tag}>
                      {languageName(tag)} ({posts.filter((post) => post.language === tag).length})
                    </option>
                  ))}
                </select>
              </div>
            )}
            {tags.length > 0 && (
              <div className="admin-field">
                <label htmlFor={tagId}>Tag</label>
                <select
                  id={tagId}
                  className="field"
                  value={tag}
                  onChange={(event) => setTag(event.target.value)}
                >
                  <option value="">Any tag</option>
                  {tags.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        )}
      </div>

      {posts.length === 0 ? (
        <EmptyState
          title="No posts yet"
          icon="posts"
          action={
            <Link to="new" className="admin-button admin-button-solid">
              Write your first post
            </Link>
          }
        >
          Write about what you build: posts appear on your site under Blog, in its feed and on the
          home page once you publish them.
        </EmptyState>
      ) : shown.length === 0 ? (
        <p className="text-muted" role="status">
          No posts match these filters.
        </p>
      ) : (
        <ul className="posts-list" aria-label="Posts">
          {shown.map((post) => (
            <DocumentRow
              key={post._id}
              id={post._id}
              title={post.title}
              state={postState(post)}
              stateLabel={STATE_LABELS[postState(post)]}
              detail={`${multilingual ? `${languageText(post)} · ` : ''}${stateLine(post)} · ${post.readingMinutes} min read${
                post.tags.length > 0 ? ` · ${post.tags.join(', ')}` : ''
              }`}
              publicPath={postState(post) === 'published' ? postPath(post.slug) : undefined}
              deleting={remove.isPending && remove.variables === post._id}
              onDelete={(opener) => {
                focus.remember(opener)
                setDeleting(post)
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        itemName={`“${deleting?.title ?? ''}”`}
        onClose={() => {
          setDeleting(null)
          focus.restore()
        }}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </div>
  )
}
