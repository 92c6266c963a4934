import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useNavigate, useParams, type MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { postQueryOptions, postsQueryOptions } from '@/features/admin/posts/api/posts-api.ts'
import { PostEditor } from '@/features/admin/posts/components/post-editor.tsx'

/** `/dashboard/posts/new` writes a new post; `/dashboard/posts/<id>` edits one. */
const NEW = 'new'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches, params }) =>
  adminMeta(matches, params.id === NEW ? 'New post' : 'Edit post')

export async function clientLoader({ params }: { params: { id?: string } }) {
  if (params.id === NEW) return prefetch(postsQueryOptions())
  return prefetch(postQueryOptions(params.id ?? ''))
}
clientLoader.hydrate = true as const

export default function Page() {
  const { id = NEW } = useParams()
  const navigate = useNavigate()
  /** The id a new post got here: its editor stays as it is while the address follows. */
  const created = useRef<string | undefined>(undefined)
  if (id === NEW || id === created.current) {
    return (
      <>
        <h1 className="admin-title">{id === NEW ? 'New post' : 'Edit post'}</h1>
        <PostEditor
          key={NEW}
          post={undefined}
          onCreated={(newId) => {
            created.current = newId
            void navigate(`/dashboard/posts/${newId}`, {
              replace: true,
              state: { keepsChanges: true },
            })
          }}
        />
      </>
    )
  }
  return <ExistingPost key={id} id={id} />
}

function ExistingPost({ id }: { id: string }) {
  const post = useQuery(postQueryOptions(id))
  return (
    <>
      <h1 className="admin-title">Edit post</h1>
      <QueryState query={post} loadingLabel="Loading the post" shape="form">
        {(loaded) => <PostEditor post={loaded} onCreated={() => {}} />}
      </QueryState>
    </>
  )
}
