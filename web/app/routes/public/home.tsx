import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PREVIEW } from '@contract/limits.ts'
import type { PostSummary } from '@contract/post.ts'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { Section } from '@/components/ui/section.tsx'
import { PostList } from '@/features/blog/components/post-list.tsx'
import { AboutSection } from '@/features/about/components/about-section.tsx'
import { ContactSection } from '@/features/contact/components/contact-section.tsx'
import { ContributionGraph } from '@/features/contributions/components/contribution-graph.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { HeroSection } from '@/features/profile/components/hero-section.tsx'
import { ProjectCards } from '@/features/projects/components/project-cards.tsx'
import { SkillsGrid } from '@/features/skills/components/skills-grid.tsx'
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { roman, useSiteData } from '@/lib/site/site-data.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  const [about, education, experience, skills, projects, testimonials, posts] = await Promise.all([
    context.content.list('about'),
    context.content.list('education'),
    context.content.list('experience'),
    context.content.list('skills'),
    context.content.list('projects'),
    context.content.list('testimonials'),
    context.content.listPosts() as Promise<PostSummary[]>,
  ])
  return {
    about: about.slice(0, PREVIEW.aboutParagraphs),
    education,
    experience,
    skills: skills.slice(0, PREVIEW.homeSkills),
    projects: projects.slice(0, PREVIEW.homeProjects),
    testimonials,
    posts: posts.slice(0, PREVIEW.homePosts),
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

/**
 * Sections in order, each only when it has content (with its buttons), numbered as shown: with
 * everything present, I. About Me … VI. Contact (docs/contract.md).
 */
export default function HomePage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  if (!site) return null
  const { sections } = site
  const shown = [
    data.about.length > 0 && 'about',
    data.education.length > 0 && 'education',
    data.experience.length > 0 && 'experience',
    data.skills.length > 0 && 'skills',
    (data.projects.length > 0 || sections.contributions) && 'projects',
    data.posts.length > 0 && 'writing',
    'contact',
  ].filter((section): section is string => section !== false)
  const number = (section: string) => `${roman(shown.indexOf(section) + 1)}.`
  return (
    <>
      <HeroSection profile={site.profile} hasProjects={data.projects.length > 0} />
      {shown.includes('about') && (
        <AboutSection
          number={number('about')}
          paragraphs={data.about}
          settings={site.settings}
          showMore
        />
      )}
      {shown.includes('education') && (
        <EducationTimeline number={number('education')} entries={data.education} />
      )}
      {shown.includes('experience') && (
        <ExperienceTimeline number={number('experience')} entries={data.experience} />
      )}
      {shown.includes('skills') && (
        <Section id="skills" number={number('skills')} title="Skills & Expertise">
          <SkillsGrid skills={data.skills} />
          <p className="mt-10 text-center">
            <Link to="/skills" className="button">
              See More<span className="sr-only"> skills</span>
            </Link>
          </p>
        </Section>
      )}
      {shown.includes('projects') && (
        <Section id="projects" number={number('projects')} title="Projects">
          {data.projects.length > 0 && (
            <>
              <ProjectCards projects={data.projects} />
              <p className="mt-10 text-center">
                <Link to="/projects" className="button">
                  See More<span className="sr-only"> projects</span>
                </Link>
              </p>
            </>
          )}
          {sections.contributions && <ContributionGraph username={site.settings.githubUsername} />}
        </Section>
      )}
      {shown.includes('writing') && (
        <Section id="writing" number={number('writing')} title="Writing">
          <PostList posts={data.posts} headingLevel={3} />
          <p className="mt-8">
            <Link to="/blog" className="button">
              All posts
            </Link>
          </p>
        </Section>
      )}
      {data.testimonials.length > 0 && <TestimonialsSection testimonials={data.testimonials} />}
      <ContactSection number={number('contact')} settings={site.settings} />
    </>
  )
}
