import { useTranslator, useLocalHref } from '@/lib/i18n/translation.tsx'
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { RESUME_PDF_PATH } from '@contract/resume-choices.ts'
import { UnpublishedNotice } from '@/components/layout/unpublished-notice.tsx'
import { ResumeDocument } from '@/features/resume/components/resume-document.tsx'
import '@/features/resume/resume.css'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { ownTitles, useSiteData } from '@/lib/site/site-data.ts'

const resumeDescription = (name: string, titles: string[]) =>
  titles.length > 0 ? `Résumé of ${name}: ${titles.join(', ')}.` : `Résumé of ${name}.`

/** The résumé's outline: what /resume.pdf draws, the owner's choices applied (docs/contract.md §2). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { outline: await context.content.resume() }
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return pageMeta({
    site,
    screen: (t) => t('resume.label'),
    path: '/resume',
    description: site && resumeDescription(site.profile.name, ownTitles(site.profile)),
  })
}

/**
 * A standalone, print-friendly document (outside the public layout): static HTML only, so it
 * works without JavaScript. "Download PDF" is a plain link to the server's PDF of the same
 * outline. The print button shows only with JavaScript (CSS, from the first paint, so nothing
 * moves), and the public page script wires every [data-action="print"] to window.print().
 */
export default function ResumePage() {
  const { outline } = useLoaderData<typeof loader>()
  const site = useSiteData()
  const { t } = useTranslator()
  const localHref = useLocalHref()
  if (!site) return null
  return (
    <div className="resume-page">
      <nav className="resume-toolbar" aria-label={t('resume.label')}>
        <Link to="/">{t('resume.backToSite')}</Link>
        <UnpublishedNotice settings={site.settings} />
        <span className="resume-actions">
          <a
            href={localHref(RESUME_PDF_PATH)}
            className="button button-solid"
            type="application/pdf"
          >
            {t('resume.download')}
          </a>
          <button type="button" data-action="print" className="button">
            {t('resume.print')}
          </button>
        </span>
      </nav>
      <main id="main">
        <ResumeDocument outline={outline} />
      </main>
    </div>
  )
}
