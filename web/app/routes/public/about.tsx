import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PREVIEW } from '@contract/limits.ts'
import { AboutSection } from '@/features/about/components/about-section.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useSiteData } from '@/lib/site/site-data.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  const [about, education, experience] = await Promise.all([
    context.content.listAbout(),
    context.content.listEducation(),
    context.content.listExperience(),
  ])
  // SPEC section 2: the about page shows only the first four paragraphs.
  return { about: about.slice(0, PREVIEW.aboutParagraphs), education, experience }
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return [
    ...pageMeta({ site, screen: 'About', path: '/about' }),
    ...preloadImage(site?.profile.image, site?.profile.media, IMAGE_SIZES.aboutPhoto),
  ]
}

export default function AboutPage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  if (!site) return null
  return (
    <>
      <AboutSection
        level={1}
        paragraphs={data.about}
        image={site.profile.image}
        imageMedia={site.profile.media}
        imagePriority
        ownerName={site.profile.name}
      />
      <EducationTimeline entries={data.education} />
      <ExperienceTimeline entries={data.experience} />
    </>
  )
}
