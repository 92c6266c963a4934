import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useNavigate, useParams, type MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { pageQueryOptions, pagesQueryOptions } from '@/features/admin/pages/api/pages-api.ts'
import { PageEditor } from '@/features/admin/pages/components/page-editor.tsx'

/** `/dashboard/pages/new` writes a new page; `/dashboard/pages/<id>` edits one. */
const NEW = 'new'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches, params }) =>
  adminMeta(matches, params.id === NEW ? 'New page' : 'Edit page')

export async function clientLoader({ params }: { params: { id?: string } }) {
  if (params.id === NEW) return prefetch(pagesQueryOptions())
  return prefetch(pageQueryOptions(params.id ?? ''))
}
clientLoader.hydrate = true as const

export default function EditPage() {
  const { id = NEW } = useParams()
  const navigate = useNavigate()
  const pages = useQuery(pagesQueryOptions())
  /** The id a new page got here: its editor stays as it is while the address follows. */
  const created = useRef<string | undefined>(undefined)
  if (id === NEW || id === created.current) {
    return (
      <>
        <h1 className="admin-title">{id === NEW ? 'New page' : 'Edit page'}</h1>
        <PageEditor
          key={NEW}
          page={undefined}
          nextPosition={(pages.data?.length ?? 0) + 1}
          onCreated={(newId) => {
            created.current = newId
            void navigate(`/dashboard/pages/${newId}`, {
              replace: true,
              state: { keepsChanges: true },
            })
          }}
        />
      </>
    )
  }
  return <ExistingPage key={id} id={id} />
}

function ExistingPage({ id }: { id: string }) {
  const page = useQuery(pageQueryOptions(id))
  return (
    <>
      <h1 className="admin-title">Edit page</h1>
      <QueryState query={page} loadingLabel="Loading the page" shape="form">
        {(loaded) => (
          <PageEditor page={loaded} nextPosition={loaded.position} onCreated={() => {}} />
        )}
      </QueryState>
    </>
  )
}
