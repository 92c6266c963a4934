import type { Project } from '@contract/project.ts'
import { Icon } from '@/components/icons/icon.tsx'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'

/** SPEC section 2: image, title, description, tools, a GitHub link and a live link. */
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
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project._id} className="card reveal flex flex-col overflow-hidden">
          <ResponsiveImage
            src={project.image}
            media={project.media}
            alt={`Screenshot of ${project.title}`}
            width={600}
            height={375}
            sizes={IMAGE_SIZES.projectCard}
            priority={priorityFirst && index === 0}
            className="aspect-[16/10] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            <Title className="text-xl font-bold">{project.title}</Title>
            {project.desc && <p className="mt-2 flex-1 text-muted">{project.desc}</p>}
            {project.tools && <p className="mt-3 text-sm font-medium accent">{project.tools}</p>}
            <div className="mt-4 flex gap-4">
              {project.links.github && (
                <a
                  href={project.links.github}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold underline"
                >
                  <Icon name="github" size={18} />
                  GitHub
                  <span className="sr-only">
                    {' '}
                    repository of {project.title} (opens in a new tab)
                  </span>
                </a>
              )}
              {project.links.live && (
                <a
                  href={project.links.live}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold underline"
                >
                  <Icon name="external" size={18} />
                  Live<span className="sr-only"> site of {project.title} (opens in a new tab)</span>
                </a>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
