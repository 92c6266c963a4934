import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { PostsManager } from '@/features/admin/posts/components/posts-manager.tsx'
import { postsQueryOptions } from '@/features/admin/posts/api/posts-api.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Posts')

export async function clientLoader() {
  return prefetch(postsQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Posts</h1>
      <PostsManager />
    </>
  )
}
