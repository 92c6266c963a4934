import { useTextLang, useTranslator } from '@/lib/i18n/translation.tsx'
import { caseStudyPath, type Project } from '@contract/project.ts'
import { showcaseParts } from '@/features/projects/project-order.ts'
import { Link } from 'react-router'
import { IMAGE_SIZES } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'
import {
  HEADINGS,
  ProjectCards,
  ProjectPicture,
  ToolChips,
  type HeadingLevel,
} from './project-cards.tsx'
import { ProjectLinks } from './project-links.tsx'

/**
 * The projects the owner featured, large: a big image and, beside it, an overline, the title, the
 * description on a card that overlaps the image, the tools and the links; image and text change
 * sides from one project to the next. On a phone they stack, image first.
 */
function FeaturedProjects({
  projects,
  headingLevel,
  priorityFirst,
}: {
  projects: WithMedia<Project>[]
  headingLevel: HeadingLevel
  priorityFirst: boolean
}) {
  const { t } = useTranslator()
  const textLang = useTextLang()
  const Title = HEADINGS[headingLevel]
  return (
    <ul className="featured-projects" aria-label={t('projects.featured')}>
      {projects.map((project, index) => {
        const page = caseStudyPath(project)
        return (
          <li key={project._id} className="featured-project reveal">
            <div className="featured-project-media">
              <ProjectPicture
                project={project}
                width={1280}
                height={800}
                sizes={IMAGE_SIZES.featuredProject}
                priority={priorityFirst && index === 0}
              />
            </div>
            <div className="featured-project-text">
              <p className="featured-project-overline">{t('projects.featuredOne')}</p>
              <Title className="featured-project-title">
                {page ? (
                  <Link to={page} className="project-title-link" {...textLang(project, 'title')}>
                    {project.title}
                  </Link>
                ) : (
                  <span {...textLang(project, 'title')}>{project.title}</span>
                )}
              </Title>
              {project.desc && (
                <div className="featured-project-desc card">
                  <p {...textLang(project, 'desc')}>{project.desc}</p>
                </div>
              )}
              <ToolChips text={project.tools} className="featured-project-tools" />
              <ProjectLinks project={project} page={page} className="featured-project-links" />
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A list of projects as the home and projects pages show it: the featured ones large, then the
 * others as compact cards under "Other projects" (at most `othersShown` of them). With nothing
 * featured, the cards as they always were.
 */
export function ProjectShowcase({
  projects,
  headingLevel,
  othersShown,
  priorityFirst = false,
}: {
  projects: WithMedia<Project>[]
  /** The level of each project's title: h3 under a home section, h2 on the projects page. */
  headingLevel: 2 | 3
  othersShown?: number
  priorityFirst?: boolean
}) {
  const { t } = useTranslator()
  const parts = showcaseParts(projects)
  const { featured } = parts
  const others = parts.others.slice(0, othersShown)
  if (featured.length === 0) {
    return (
      <ProjectCards projects={others} headingLevel={headingLevel} priorityFirst={priorityFirst} />
    )
  }
  const OthersTitle = HEADINGS[headingLevel]
  return (
    <>
      <FeaturedProjects
        projects={featured}
        headingLevel={headingLevel}
        priorityFirst={priorityFirst}
      />
      {others.length > 0 && (
        <>
          <OthersTitle className="other-projects-title">{t('projects.others')}</OthersTitle>
          <ProjectCards projects={others} headingLevel={headingLevel === 2 ? 3 : 4} compact />
        </>
      )}
    </>
  )
}
