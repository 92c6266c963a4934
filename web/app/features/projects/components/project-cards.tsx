import { useTextLang, useTranslator } from '@/lib/i18n/translation.tsx'
import { caseStudyPath, type Project } from '@contract/project.ts'
import { Link } from 'react-router'
import { MonogramPanel } from '@/components/ui/monogram-panel.tsx'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'
import { ProjectLinks } from './project-links.tsx'

/** The tools as chips: "React, TypeScript" → two. */
function tools(text: string): string[] {
  return text
    .split(',')
    .map((tool) => tool.trim())
    .filter(Boolean)
}

/** A project's tools as chips, if it names any. */
export function ToolChips({ text, className }: { text: string; className: string }) {
  const { t } = useTranslator()
  if (!text) return null
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={t('projects.tools')}>
      {tools(text).map((tool) => (
        <li key={tool} className="chip">
          {tool}
        </li>
      ))}
    </ul>
  )
}

/** A heading of this level: h2 to h4. */
/** A project's screenshot in responsive variants, or its monogram when it has none. */
export function ProjectPicture({
  project,
  ...image
}: {
  project: WithMedia<Project>
  width: number
  height: number
  sizes: string
  priority: boolean
}) {
  const { t } = useTranslator()
  return project.image ? (
    <ResponsiveImage
      src={project.image}
      media={project.media}
      alt={t('projects.screenshotOf', { title: project.title })}
      {...image}
    />
  ) : (
    <MonogramPanel title={project.title} />
  )
}

export type HeadingLevel = 2 | 3 | 4
export const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const

/**
 * Image, title, description, tools, a GitHub link and a live link (docs/contract.md). `compact`
 * (the projects after the featured ones): no image, smaller cards.
 */
export function ProjectCards({
  projects,
  headingLevel = 3,
  priorityFirst = false,
  compact = false,
}: {
  projects: WithMedia<Project>[]
  /** h3 under a home page section, h2 on the projects page. */
  headingLevel?: HeadingLevel
  /** The first card's image is the page's largest above the fold (the projects page). */
  priorityFirst?: boolean
  compact?: boolean
}) {
  const textLang = useTextLang()
  const Title = HEADINGS[headingLevel]
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => {
        const page = caseStudyPath(project)
        return (
          <li
            key={project._id}
            className="card card-interactive reveal flex flex-col overflow-hidden"
          >
            {!compact && (
              <div className="project-media">
                <ProjectPicture
                  project={project}
                  width={640}
                  height={400}
                  sizes={IMAGE_SIZES.projectCard}
                  priority={priorityFirst && index === 0}
                />
              </div>
            )}
            <div className={`flex flex-1 flex-col ${compact ? 'p-5' : 'p-5 md:p-6'}`}>
              <Title className="text-(length:--text-h3) font-semibold">
                {page ? (
                  <Link to={page} className="project-title-link" {...textLang(project, 'title')}>
                    {project.title}
                  </Link>
                ) : (
                  <span {...textLang(project, 'title')}>{project.title}</span>
                )}
              </Title>
              {project.desc && (
                <p className="clamp-3 mt-2 text-muted" {...textLang(project, 'desc')}>
                  {project.desc}
                </p>
              )}
              <ToolChips text={project.tools} className="mt-4" />
              <ProjectLinks project={project} page={page} className="mt-auto pt-5" />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
