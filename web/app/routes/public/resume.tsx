import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PREVIEW } from '@contract/limits.ts'
import { UnpublishedNotice } from '@/components/layout/unpublished-notice.tsx'
import { ResumeDocument } from '@/features/resume/components/resume-document.tsx'
import { resumeContacts } from '@/features/resume/resume-contacts.ts'
import '@/features/resume/resume.css'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { ownTitles, useSiteData } from '@/lib/site/site-data.ts'

const resumeDescription = (name: string, titles: string[]) =>
  titles.length > 0 ? `Résumé of ${name}: ${titles.join(', ')}.` : `Résumé of ${name}.`

export async function loader({ context }: LoaderFunctionArgs) {
  const [about, experience, education, skills, projects, certificates] = await Promise.all([
    context.content.list('about'),
    context.content.list('experience'),
    context.content.list('education'),
    context.content.list('skills'),
    context.content.list('projects'),
    context.content.list('certificates'),
  ])
  // The summary is what the about page shows: its first four paragraphs (docs/contract.md §2).
  return {
    about: about.slice(0, PREVIEW.aboutParagraphs),
    experience,
    education,
    skills,
    projects,
    certificates,
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return pageMeta({
    site,
    screen: 'Résumé',
    path: '/resume',
    description: site && resumeDescription(site.profile.name, ownTitles(site.profile)),
  })
}

/**
 * A standalone, print-friendly document (outside the public layout): static HTML only, so it
 * works without JavaScript. The print button shows only with JavaScript (CSS, from the first paint,
 * so nothing moves), and the public page script wires every [data-action="print"] to window.print().
 */
export default function ResumePage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  if (!site) return null
  return (
    <div className="resume-page">
      <nav className="resume-toolbar" aria-label="Résumé">
        <Link to="/">Back to the site</Link>
        <UnpublishedNotice settings={site.settings} />
        <button type="button" data-action="print" className="button">
          Print
        </button>
      </nav>
      <main id="main">
        <ResumeDocument profile={site.profile} contacts={resumeContacts(site.settings)} {...data} />
      </main>
    </div>
  )
}
