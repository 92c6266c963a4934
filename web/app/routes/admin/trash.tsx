import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { TrashManager } from '@/features/admin/trash/components/trash-manager.tsx'
import { trashQueryOptions } from '@/features/admin/trash/api/trash-api.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Trash')

export async function clientLoader() {
  return prefetch(trashQueryOptions(1))
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Trash</h1>
      <TrashManager />
    </>
  )
}
