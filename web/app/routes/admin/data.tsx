import type { MetaFunction } from 'react-router'
import { DataManager } from '@/features/admin/data/components/data-manager.tsx'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Data')

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Data</h1>
      <DataManager />
    </>
  )
}
