import { projectPath } from '@contract/project.ts'
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Icon } from '@/components/icons/icon.tsx'
import { IMAGE_SIZES, preloadImage, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import { ToolChips } from '@/features/projects/components/project-cards.tsx'
import { useNonce } from '@/lib/csp/nonce-context.tsx'
import { serializeJsonLd } from '@/lib/seo/person-json-ld.ts'
import { absoluteUrl, pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useSiteData } from '@/lib/site/site-data.ts'
import NotFoundPage from './not-found.tsx'
import { ExternalLink } from '@/components/ui/external-link.tsx'

/** /projects/:slug: a project's case study, when it has one. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const project = await context.content.getCaseStudy(params.slug ?? '')
  if (!project) return data({ notFound: true as const }, { status: 404 })
  return { notFound: false as const, project }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded, location }) => {
  const site = siteFromMatches(matches)
  if (!loaded || loaded.notFound) {
    return pageMeta({ site, screen: 'Not Found', path: location.pathname, noindex: true })
  }
  const { project } = loaded
  return [
    ...pageMeta({
      site,
      screen: project.title,
      path: projectPath(project.slug),
      description: project.desc || undefined,
    }),
    ...(project.image ? preloadImage(project.image, project.media, IMAGE_SIZES.postCover) : []),
  ]
}

export default function CaseStudyPage() {
  const loaded = useLoaderData<typeof loader>()
  const site = useSiteData()
  const nonce = useNonce()
  if (loaded.notFound) return <NotFoundPage />
  const { project } = loaded
  const url = site ? absoluteUrl(site.publicUrl, projectPath(project.slug)) : undefined
  const jsonLd = site && {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    ...(project.desc ? { description: project.desc } : {}),
    url,
    ...(project.image ? { image: absoluteUrl(site.publicUrl, project.image) } : {}),
    ...(project.tools ? { keywords: project.tools } : {}),
    ...(project.links.github ? { codeRepository: project.links.github } : {}),
    author: { '@type': 'Person', name: site.profile.name, url: absoluteUrl(site.publicUrl, '/') },
  }
  return (
    <article className="section post" aria-labelledby="project-title">
      <header className="post-header">
        <p className="post-meta">
          <Link to="/projects" className="link">
            Projects
          </Link>
          <span aria-hidden="true"> · </span>
          <span>Case study</span>
        </p>
        <h1 id="project-title" className="post-title">
          {project.title}
        </h1>
        {project.desc && <p className="post-lead">{project.desc}</p>}
        <ToolChips text={project.tools} className="mt-5" />
        {(project.links.github || project.links.live) && (
          <p className="mt-6 flex flex-wrap gap-3">
            {project.links.live && (
              <ExternalLink href={project.links.live} className="button button-solid">
                <Icon name="external" size={17} />
                Live site
              </ExternalLink>
            )}
            {project.links.github && (
              <ExternalLink href={project.links.github} className="button">
                <Icon name="github" size={17} />
                Source code
              </ExternalLink>
            )}
          </p>
        )}
      </header>
      {project.image && (
        <ResponsiveImage
          src={project.image}
          media={project.media}
          alt={`Screenshot of ${project.title}`}
          width={1280}
          height={800}
          sizes={IMAGE_SIZES.postCover}
          priority
          className="post-cover"
        />
      )}
      {/* Rendered and sanitised by the server when the project was saved. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: project.html }} />
      <p className="mt-16">
        <Link to="/projects" className="link">
          ← All projects
        </Link>
      </p>
      {jsonLd && (
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </article>
  )
}
