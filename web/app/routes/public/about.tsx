import { useTranslator } from '@/lib/i18n/translation.tsx'
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PREVIEW } from '@contract/limits.ts'
import { LIST_PAGES, listPagePath, type PagedList } from '@contract/list-pages.ts'
import { EmptyPage } from '@/components/ui/section.tsx'
import { AboutSection } from '@/features/about/components/about-section.tsx'
import { SeeMore } from '@/features/content/public-sections.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { PublicationsSection } from '@/features/publications/components/publications-section.tsx'
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useSiteData } from '@/lib/site/site-data.ts'

/** How many of each list /about shows: the same for the four (contract/list-pages.ts). */
const ABOUT_SHOWS = LIST_PAGES.testimonials.shown

export async function loader({ context }: LoaderFunctionArgs) {
  // Each list shows its first few here, the rest on pages of its own (contract/list-pages.ts):
  // one more is read to know whether there are more.
  const bounded = { limit: ABOUT_SHOWS + 1 }
  const [about, education, experience, testimonials, publications] = await Promise.all([
    // The about page shows only the first four paragraphs (docs/contract.md).
    context.content.list('about', { limit: PREVIEW.aboutParagraphs }),
    context.content.list('education', bounded),
    context.content.list('experience', bounded),
    context.content.list('testimonials', bounded),
    context.content.list('publications', bounded),
  ])
  return {
    about,
    education: education.slice(0, ABOUT_SHOWS),
    experience: experience.slice(0, ABOUT_SHOWS),
    testimonials: testimonials.slice(0, ABOUT_SHOWS),
    publications: publications.slice(0, ABOUT_SHOWS),
    more: {
      education: education.length > ABOUT_SHOWS,
      experience: experience.length > ABOUT_SHOWS,
      testimonials: testimonials.length > ABOUT_SHOWS,
      publications: publications.length > ABOUT_SHOWS,
    },
  }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ site: siteFromMatches(matches), screen: (t) => t('nav.about'), path: '/about' })

/** A list's link to its own pages, when it holds more than /about shows. */
function SeeAll({ list, more }: { list: PagedList; more: boolean }) {
  const { t, typeName } = useTranslator()
  if (!more) return null
  return (
    <SeeMore to={listPagePath(list)} what={t('section.seeMoreNamed', { name: typeName(list) })} />
  )
}

export default function AboutPage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  const { t } = useTranslator()
  if (!site) return null
  const before = (count: number) => (count > 0 ? 2 : 1)
  const { about, education, experience, testimonials, publications, more } = data
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
      {about.length > 0 && <AboutSection level={1} paragraphs={about} settings={site.settings} />}
      {education.length > 0 && (
        <EducationTimeline
          entries={education}
          level={before(about.length)}
          more={<SeeAll list="education" more={more.education} />}
        />
      )}
      {experience.length > 0 && (
        <ExperienceTimeline
          entries={experience}
          level={before(about.length + education.length)}
          more={<SeeAll list="experience" more={more.experience} />}
        />
      )}
      {testimonials.length > 0 && (
        <TestimonialsSection
          testimonials={testimonials}
          level={before(about.length + education.length + experience.length)}
          more={<SeeAll list="testimonials" more={more.testimonials} />}
        />
      )}
      {publications.length > 0 && (
        <PublicationsSection
          publications={publications}
          level={before(about.length + education.length + experience.length + testimonials.length)}
          more={<SeeAll list="publications" more={more.publications} />}
        />
      )}
    </>
  )
}
