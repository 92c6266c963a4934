import { projectPath } from '@contract/project.ts'
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { CaseStudyArticle } from '@/features/projects/components/case-study-article.tsx'
import { caseStudyNeighbours } from '@/features/projects/project-order.ts'
import { useNonce } from '@/lib/csp/nonce-context.tsx'
import { serializeJsonLd } from '@/lib/seo/person-json-ld.ts'
import { absoluteUrl, pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useSiteData } from '@/lib/site/site-data.ts'
import { localAddress, pageTranslator } from '@/lib/i18n/translation.tsx'
import NotFoundPage from './not-found.tsx'

/** /projects/:slug: a project's case study, when it has one. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const project = await context.content.getCaseStudy(params.slug ?? '')
  if (!project) return data({ notFound: true as const }, { status: 404 })
  const neighbours = caseStudyNeighbours(await context.content.list('projects'), project.slug)
  return { notFound: false as const, project, ...neighbours }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded, location }) => {
  const site = siteFromMatches(matches)
  if (!loaded || loaded.notFound) {
    return pageMeta({
      site,
      screen: (t) => t('notFound.screen'),
      path: location.pathname,
      noindex: true,
    })
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
  const { project, previous, next } = loaded
  const url = site
    ? absoluteUrl(site.publicUrl, localAddress(site, projectPath(project.slug)))
    : undefined
  // The cover, then the gallery's images.
  const images = [project.image, ...project.gallery.map((item: { image: string }) => item.image)]
    .filter(Boolean)
    .map((image) => (site ? absoluteUrl(site.publicUrl, image) : image))
  const jsonLd = site && {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    inLanguage: pageTranslator(site).lang,
    ...(project.desc ? { description: project.desc } : {}),
    url,
    ...(images.length > 0 ? { image: images.length === 1 ? images[0] : images } : {}),
    ...(project.tools ? { keywords: project.tools } : {}),
    ...(project.links.github ? { codeRepository: project.links.github } : {}),
    author: {
      '@type': 'Person',
      name: site.profile.name,
      url: absoluteUrl(site.publicUrl, localAddress(site, '/')),
    },
  }
  return (
    <CaseStudyArticle project={project} previous={previous} next={next}>
      {jsonLd && (
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </CaseStudyArticle>
  )
}
