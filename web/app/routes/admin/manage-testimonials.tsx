import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { TestimonialsManager } from '@/features/admin/testimonials/components/testimonials-manager.tsx'
import { testimonialsApi } from '@/features/admin/testimonials/api/testimonials-api.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Manage Testimonials')

export async function clientLoader() {
  return prefetch(testimonialsApi.listQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Manage Testimonials</h1>
      <TestimonialsManager />
    </>
  )
}
