import type { MetaFunction } from 'react-router'
import { audienceSettingsQueryOptions } from '@/features/admin/audience/api/audience-api.ts'
import { AudienceReport } from '@/features/admin/audience/components/audience-report.tsx'
import { FirstRunChecklist } from '@/features/admin/first-run/components/first-run-checklist.tsx'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Audience')

export async function clientLoader() {
  return prefetch(audienceSettingsQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Audience</h1>
      <p className="text-muted mb-6">
        Who reads your portfolio: counted without cookies, with nothing that identifies a visitor.
      </p>
      {/* A new owner lands here first: what makes the site theirs comes before its figures. */}
      <FirstRunChecklist />
      <AudienceReport />
    </>
  )
}
