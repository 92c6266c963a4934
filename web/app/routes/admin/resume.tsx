import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { getSiteSettingsQueryOptions } from '@/features/admin/shared/api/get-site-settings.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { resumeContentsQueryOptions } from '@/features/admin/resume/api/get-resume-contents.ts'
import { ResumeChoicesManager } from '@/features/admin/resume/components/resume-choices-form.tsx'
import '@/features/admin/resume/resume-choices.css'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Résumé')

export async function clientLoader() {
  return prefetch(getSiteSettingsQueryOptions(), resumeContentsQueryOptions())
}
clientLoader.hydrate = true as const

/** What /resume and its PDF hold, the PDF's paper, the home page's button, and the PDF's preview. */
export default function Page() {
  return (
    <>
      <h1 className="admin-title">Résumé</h1>
      <p className="admin-lead">
        What your{' '}
        <a className="link" href="/resume">
          résumé page
        </a>{' '}
        and its PDF show. Leave out what a recruiter need not read; the preview follows your choices
        before you save them.
      </p>
      <ResumeChoicesManager />
    </>
  )
}
