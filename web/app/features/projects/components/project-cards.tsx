import { caseStudyPath, type Project } from '@contract/project.ts'
import { Link } from 'react-router'
import { Icon } from '@/components/icons/icon.tsx'
import { MonogramPanel } from '@/components/ui/monogram-panel.tsx'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'
import { ExternalLink } from '@/components/ui/external-link.tsx'

/** The tools as chips: "React, TypeScript" → two. */
function tools(text: string): string[] {
  return text
    .split(',')
    .map((tool) => tool.trim())
    .filter(Boolean)
}

/** A project's tools as chips, if it names any. */
export function ToolChips({ text, className }: { text: string; className: string }) {
  if (!text) return null
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Tools">
      {tools(text).map((tool) => (
        <li key={tool} className="chip">
          {tool}
        </li>
      ))}
    </ul>
  )
}

/** Image, title, description, tools, a GitHub link and a live link (docs/contract.md). */
export function ProjectCards({
  projects,
  headingLevel = 3,
  priorityFirst = false,
}: {
  projects: WithMedia<Project>[]
  /** h3 under a home page section, h2 on the projects page. */
  headingLevel?: 2 | 3
  /** The first card's image is the page's largest above the fold (the projects page). */
  priorityFirst?: boolean
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => {
        const page = caseStudyPath(project)
        return (
          <li
            key={project._id}
            className="card card-interactive reveal flex flex-col overflow-hidden"
          >
            <div className="project-media">
              {project.image ? (
                <ResponsiveImage
                  src={project.image}
                  media={project.media}
                  alt={`Screenshot of ${project.title}`}
                  width={640}
                  height={400}
                  sizes={IMAGE_SIZES.projectCard}
                  priority={priorityFirst && index === 0}
                />
              ) : (
                <MonogramPanel title={project.title} />
              )}
            </div>
            <div className="flex flex-1 flex-col p-5 md:p-6">
              <Title className="text-(length:--text-h3) font-semibold">
                {page ? (
                  <Link to={page} className="project-title-link">
                    {project.title}
                  </Link>
                ) : (
                  project.title
                )}
              </Title>
              {project.desc && <p className="clamp-3 mt-2 text-muted">{project.desc}</p>}
              <ToolChips text={project.tools} className="mt-4" />
              {(project.links.github || project.links.live || page) && (
                <div className="mt-auto flex flex-wrap gap-x-5 pt-5 text-sm font-medium">
                  {page && (
                    <Link
                      to={page}
                      aria-label={`Case study: ${project.title}`}
                      className="inline-flex min-h-11 items-center gap-1.5 text-(--accent) hover:underline"
                    >
                      Case study
                      <span aria-hidden="true">→</span>
                    </Link>
                  )}
                  {project.links.github && (
                    <ExternalLink
                      href={project.links.github}
                      className="inline-flex min-h-11 items-center gap-1.5 text-ink transition-colors hover:text-(--accent)"
                      context={`repository of ${project.title}`}
                    >
                      <Icon name="github" size={17} />
                      GitHub
                    </ExternalLink>
                  )}
                  {project.links.live && (
                    <ExternalLink
                      href={project.links.live}
                      className="inline-flex min-h-11 items-center gap-1.5 text-ink transition-colors hover:text-(--accent)"
                      context={`site of ${project.title}`}
                    >
                      <Icon name="external" size={17} />
                      Live
                    </ExternalLink>
                  )}
                </div>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
