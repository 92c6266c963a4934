import { useTranslator } from '@/lib/i18n/translation.tsx'
import type { Project } from '@contract/project.ts'
import { Link } from 'react-router'
import { Icon } from '@/components/icons/icon.tsx'
import { ExternalLink } from '@/components/ui/external-link.tsx'

const LINK = 'inline-flex min-h-11 items-center gap-1.5 transition-colors hover:text-(--accent)'

/**
 * A project's links: its case study (when it has a page), its source and its live site, each
 * named for a screen reader with the project's title. Shared by the cards and featured projects.
 */
export function ProjectLinks({
  project,
  page,
  className,
}: {
  project: Project
  page: string | undefined
  className: string
}) {
  const { t } = useTranslator()
  if (!project.links.github && !project.links.live && !page) return null
  return (
    <div className={`flex flex-wrap gap-x-5 text-sm font-medium ${className}`}>
      {page && (
        <Link
          to={page}
          aria-label={t('projects.caseStudyOf', { title: project.title })}
          className="inline-flex min-h-11 items-center gap-1.5 text-(--accent) hover:underline"
        >
          {t('projects.caseStudy')}
          <span aria-hidden="true" className="rtl-mirror">
            →
          </span>
        </Link>
      )}
      {project.links.github && (
        <ExternalLink
          href={project.links.github}
          className={`${LINK} text-ink`}
          context={t('projects.repositoryOf', { title: project.title })}
        >
          <Icon name="github" size={17} />
          GitHub
        </ExternalLink>
      )}
      {project.links.live && (
        <ExternalLink
          href={project.links.live}
          className={`${LINK} text-ink`}
          context={t('projects.siteOf', { title: project.title })}
        >
          <Icon name="external" size={17} />
          {t('projects.live')}
        </ExternalLink>
      )}
    </div>
  )
}
