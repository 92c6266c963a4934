import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { MessagesManager } from '@/features/admin/contacts/components/messages-manager.tsx'
import { listMessagesQueryOptions } from '@/features/admin/contacts/api/list-messages.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Messages')

export async function clientLoader() {
  return prefetch(listMessagesQueryOptions({ page: 1, search: '' }))
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Messages</h1>
      <MessagesManager />
    </>
  )
}
