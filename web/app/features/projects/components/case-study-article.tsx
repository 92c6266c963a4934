import { useTextLang, useTranslator } from '@/lib/i18n/translation.tsx'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '@/components/icons/icon.tsx'
import { NeighbourLinks, type Neighbour } from '@/components/ui/neighbour-links.tsx'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { CaseStudy } from '@/load-context.ts'
import { ToolChips } from './project-cards.tsx'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import { CaseStudyFacts, CaseStudyGallery, CaseStudyOutcomes } from './case-study-parts.tsx'

/**
 * A project's case study page (/projects/<address>): its title, description, tools, links and
 * facts (role, team, timeline), its outcome figures, image, the case study as HTML (rendered and
 * sanitised by the server), its gallery, and the case studies before and after it. The
 * dashboard's preview shows the same article for a project being edited.
 */
export function CaseStudyArticle({
  project,
  previous,
  next,
  children,
}: {
  project: CaseStudy
  /** The case studies around this one, in the order the projects page shows them. */
  previous?: Neighbour | undefined
  next?: Neighbour | undefined
  /** After the article's text (the page's JSON-LD). */
  children?: ReactNode
}) {
  const { t, typeName } = useTranslator()
  const textLang = useTextLang()
  return (
    <article className="section post" aria-labelledby="project-title">
      <header className="post-header">
        <p className="post-meta">
          <Link to="/projects" className="link">
            {typeName('projects')}
          </Link>
          <span aria-hidden="true"> · </span>
          <span>{t('projects.caseStudy')}</span>
        </p>
        <h1 id="project-title" className="post-title" {...textLang(project, 'title')}>
          {project.title}
        </h1>
        {project.desc && (
          <p className="post-lead" {...textLang(project, 'desc')}>
            {project.desc}
          </p>
        )}
        <ToolChips text={project.tools} className="mt-5" />
        {(project.links.github || project.links.live) && (
          <p className="mt-6 flex flex-wrap gap-3">
            {project.links.live && (
              <ExternalLink href={project.links.live} className="button button-solid">
                <Icon name="external" size={17} />
                {t('projects.liveSite')}
              </ExternalLink>
            )}
            {project.links.github && (
              <ExternalLink href={project.links.github} className="button">
                <Icon name="github" size={17} />
                {t('projects.sourceCode')}
              </ExternalLink>
            )}
          </p>
        )}
        <CaseStudyFacts project={project} />
      </header>
      <CaseStudyOutcomes outcomes={project.outcomes} of={project} />
      {project.image && (
        <ResponsiveImage
          src={project.image}
          media={project.media}
          alt={t('projects.screenshotOf', { title: project.title })}
          width={1280}
          height={800}
          sizes={IMAGE_SIZES.postCover}
          priority
          className="post-cover"
        />
      )}
      {/* Rendered and sanitised by the server when the project was saved. */}
      <div
        className="prose"
        {...textLang(project, 'body')}
        dangerouslySetInnerHTML={{ __html: project.html }}
      />
      <CaseStudyGallery images={project.gallery} of={project} />
      <NeighbourLinks label={t('projects.moreCaseStudies')} previous={previous} next={next} />
      <p className="mt-16">
        <Link to="/projects" className="link">
          <span className="rtl-mirror">←</span> {t('projects.allProjects')}
        </Link>
      </p>
      {children}
    </article>
  )
}
