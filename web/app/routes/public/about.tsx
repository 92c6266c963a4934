import { useTranslator } from '@/lib/i18n/translation.tsx'
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PREVIEW } from '@contract/limits.ts'
import { EmptyPage } from '@/components/ui/section.tsx'
import { AboutSection } from '@/features/about/components/about-section.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useSiteData } from '@/lib/site/site-data.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  const [about, education, experience] = await Promise.all([
    context.content.list('about'),
    context.content.list('education'),
    context.content.list('experience'),
  ])
  // The about page shows only the first four paragraphs (docs/contract.md).
  return { about: about.slice(0, PREVIEW.aboutParagraphs), education, experience }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ site: siteFromMatches(matches), screen: (t) => t('nav.about'), path: '/about' })

export default function AboutPage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  const { t } = useTranslator()
  if (!site) return null
  if (data.about.length + data.education.length + data.experience.length === 0) {
    return <EmptyPage title={t('section.aboutMe')}>{t('about.empty')}</EmptyPage>
  }
  // The page's one h1: the about text's title, or the first timeline's when there is no text.
  return (
    <>
      {data.about.length > 0 && (
        <AboutSection level={1} paragraphs={data.about} settings={site.settings} />
      )}
      {data.education.length > 0 && (
        <EducationTimeline entries={data.education} level={data.about.length > 0 ? 2 : 1} />
      )}
      {data.experience.length > 0 && (
        <ExperienceTimeline
          entries={data.experience}
          level={data.about.length + data.education.length > 0 ? 2 : 1}
        />
      )}
    </>
  )
}
