import { useTranslator, pageTranslator } from '@/lib/i18n/translation.tsx'
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
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

/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours;
 * `null` where numbers are left out (drawn as an ellipsis).
 */
export function pagerNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((number, index) =>
    index > 0 && number - shown[index - 1]! > 1 ? [null, number] : [number],
  )
}

/** Previous and next, and the page numbers between them, the current one marked. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslator()
  return (
    <nav aria-label={t('pager.label')} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={projectsPagePath(page - 1)} rel="prev" className="button">
              {t('pager.previous')}
            </Link>
          </li>
        )}
        {pagerNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={projectsPagePath(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: number })}
                className={number === page ? 'button button-solid' : 'button'}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={projectsPagePath(page + 1)} rel="next" className="button">
              {t('pager.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
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
      {pages > 1 && <Pager page={page} pages={pages} />}
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
