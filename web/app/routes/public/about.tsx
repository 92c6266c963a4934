import { useTranslator } from '@/lib/i18n/translation.tsx'
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PREVIEW } from '@contract/limits.ts'
import { EmptyPage } from '@/components/ui/section.tsx'
import { AboutSection } from '@/features/about/components/about-section.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { PublicationsSection } from '@/features/publications/components/publications-section.tsx'
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useSiteData } from '@/lib/site/site-data.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  const [about, education, experience, testimonials, publications] = await Promise.all([
    // The about page shows only the first four paragraphs (docs/contract.md).
    context.content.list('about', { limit: PREVIEW.aboutParagraphs }),
    context.content.list('education'),
    context.content.list('experience'),
    // The home page shows the first few of these; here is the whole list.
    context.content.list('testimonials'),
    context.content.list('publications'),
  ])
  return { about, education, experience, testimonials, publications }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ site: siteFromMatches(matches), screen: (t) => t('nav.about'), path: '/about' })

export default function AboutPage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  const { t } = useTranslator()
  if (!site) return null
  const before = (count: number) => (count > 0 ? 2 : 1)
  const { about, education, experience, testimonials, publications } = data
  if (
    about.length +
      education.length +
      experience.length +
      testimonials.length +
      publications.length ===
    0
  ) {
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
      {testimonials.length > 0 && (
        <TestimonialsSection
          testimonials={testimonials}
          level={before(about.length + education.length + experience.length)}
        />
      )}
      {publications.length > 0 && (
        <PublicationsSection
          publications={publications}
          level={before(about.length + education.length + experience.length + testimonials.length)}
        />
      )}
    </>
  )
}
