import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PREVIEW } from '@contract/limits.ts'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { Section } from '@/components/ui/section.tsx'
import { AboutSection } from '@/features/about/components/about-section.tsx'
import { ContactSection } from '@/features/contact/components/contact-section.tsx'
import { ContributionGraph } from '@/features/contributions/components/contribution-graph.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { HeroSection } from '@/features/profile/components/hero-section.tsx'
import { ProjectCards } from '@/features/projects/components/project-cards.tsx'
import { SkillsGrid } from '@/features/skills/components/skills-grid.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useSiteData } from '@/lib/site/site-data.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  const [about, education, experience, skills, projects] = await Promise.all([
    context.content.listAbout(),
    context.content.listEducation(),
    context.content.listExperience(),
    context.content.listSkills(),
    context.content.listProjects(),
  ])
  return {
    about: about.slice(0, PREVIEW.aboutParagraphs),
    education,
    experience,
    skills: skills.slice(0, PREVIEW.homeSkills),
    projects: projects.slice(0, PREVIEW.homeProjects),
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return [
    ...pageMeta({ site, screen: 'Home', path: '/' }),
    // The hero photo is the home page's largest image above the fold.
    ...preloadImage(site?.profile.image, site?.profile.media, IMAGE_SIZES.heroPhoto),
  ]
}

export default function HomePage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  if (!site) return null
  return (
    <>
      <HeroSection profile={site.profile} />
      <AboutSection
        number="I."
        paragraphs={data.about}
        image={site.profile.image}
        imageMedia={site.profile.media}
        ownerName={site.profile.name}
        showMore
      />
      <EducationTimeline number="II." entries={data.education} />
      <ExperienceTimeline number="III." entries={data.experience} />
      <Section id="skills" number="IV." title="Skills & Expertise">
        <SkillsGrid skills={data.skills} />
        <p className="mt-8 text-center">
          <Link to="/skills" className="button">
            See More<span className="sr-only"> skills</span>
          </Link>
        </p>
      </Section>
      <Section id="projects" number="V." title="Projects">
        <ProjectCards projects={data.projects} />
        <p className="mt-8 text-center">
          <Link to="/projects" className="button">
            See More<span className="sr-only"> projects</span>
          </Link>
        </p>
        <ContributionGraph username={site.settings.githubUsername} />
      </Section>
      <ContactSection number="VI." settings={site.settings} />
    </>
  )
}
