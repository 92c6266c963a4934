import { useTranslator, pageTranslator } from '@/lib/i18n/translation.tsx'
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import {
  PROJECTS_PER_PAGE,
  projectsPageCount,
  projectsPageNumber,
  projectsPagePath,
} from '@contract/project-pages.ts'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { EmptyPage, Section } from '@/components/ui/section.tsx'
import { ProjectShowcase } from '@/features/projects/components/featured-projects.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { codeHostingLink, useSiteData } from '@/lib/site/site-data.ts'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import { Pager } from '@/components/ui/pager.tsx'
import NotFoundPage from './not-found.tsx'

/**
 * /projects and /projects/page/N: the projects, PROJECTS_PER_PAGE to a page, the featured ones
 * first (contract/project-pages.ts). Pages are addresses, like the blog's, so each is a page of
 * its own for the page cache and for search engines; a page past the last is none (404).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = projectsPageNumber(params.page)
  if (page === undefined) return data({ notFound: true as const }, { status: 404 })
  const { projects, total } = await context.content.listProjects({
    offset: (page - 1) * PROJECTS_PER_PAGE,
    limit: PROJECTS_PER_PAGE,
  })
  const pages = projectsPageCount(total)
  if (page > pages) return data({ notFound: true as const }, { status: 404 })
  return { notFound: false as const, projects, page, pages }
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
  const { t } = pageTranslator(site)
  const featured = loaded.projects.find((project: { featured: boolean }) => project.featured)
  const first = featured ?? loaded.projects[0]
  return [
    ...pageMeta({
      site,
      screen:
        loaded.page > 1
          ? t('blog.pageN', { screen: t('nav.projects'), page: loaded.page })
          : t('nav.projects'),
      path: projectsPagePath(loaded.page),
    }),
    // The first image is the page's largest above the fold, on phones and laptops.
    ...(first?.image
      ? preloadImage(
          first.image,
          first.media,
          featured ? IMAGE_SIZES.featuredProject : IMAGE_SIZES.projectCard,
        )
      : []),
  ]
}

export default function ProjectsPage() {
  const loaded = useLoaderData<typeof loader>()
  const site = useSiteData()
  const { t, typeName } = useTranslator()
  if (loaded.notFound) return <NotFoundPage />
  const { projects, page, pages } = loaded
  const profile = site ? codeHostingLink(site.settings) : ''
  if (projects.length === 0) {
    return <EmptyPage title={typeName('projects')}>{t('projects.empty')}</EmptyPage>
  }
  return (
    <Section id="projects" title={typeName('projects')} level={1}>
      <ProjectShowcase projects={projects} headingLevel={2} priorityFirst />
      {pages > 1 && <Pager page={page} pages={pages} path={projectsPagePath} />}
      {profile && (
        <p className="mt-12 text-center">
          <ExternalLink href={profile} className="button">
            {t('projects.moreOnGithub')}
          </ExternalLink>
        </p>
      )}
    </Section>
  )
}
