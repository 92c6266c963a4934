import { useParams, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { adminQueryClient } from '@/features/admin/shared/api/query-client.ts'
import {
  sectionItemsQueryOptions,
  sectionsQueryOptions,
} from '@/features/admin/shared/api/list-sections.ts'
import { SectionItemsManager } from '@/features/admin/sections/components/section-items-manager.tsx'

/** `/dashboard/sections/<id>`: one custom section's items (the id stays when its address changes). */
export const headers = adminHeaders
export const meta: MetaFunction = ({ matches, params }) => {
  // The section's name once the dashboard has read the list (the server sends only the shell).
  const sections =
    typeof window === 'undefined'
      ? undefined
      : adminQueryClient().getQueryData(sectionsQueryOptions().queryKey)
  const section = sections?.find((candidate) => candidate._id === params.id)
  return adminMeta(matches, section ? section.name : 'Section')
}

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return prefetch(sectionsQueryOptions(), sectionItemsQueryOptions(params.id ?? ''))
}
clientLoader.hydrate = true as const

export default function Page() {
  const { id = '' } = useParams()
  return <SectionItemsManager key={id} sectionId={id} />
}
