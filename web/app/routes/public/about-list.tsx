import type { ReactNode } from 'react'
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import {
  ABOUT_LIST_PER_PAGE,
  aboutListPageCount,
  aboutListPageNumber,
  aboutListPath,
  isAboutList,
  type AboutList,
} from '@contract/about-lists.ts'
import { Pager } from '@/components/ui/pager.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { PublicationsSection } from '@/features/publications/components/publications-section.tsx'
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section.tsx'
import type { PublicContent, PublicRecord } from '@/load-context.ts'
import { pageTranslator } from '@/lib/i18n/translation.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import NotFoundPage from './not-found.tsx'

/**
 * /about/<list> and /about/<list>/page/N: the whole of a list /about shows the first few of
 * (education, experience, testimonials, publications; contract/about-lists.ts), a page at a time.
 * A list without records, or a page past its last, is no page (404).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const list = params.list?.toLowerCase()
  const page = aboutListPageNumber(params.page)
  if (!isAboutList(list) || page === undefined) {
    return data({ notFound: true as const }, { status: 404 })
  }
  const content: PublicContent = context.content
  const total = (await content.countContent())[list]
  const pages = aboutListPageCount(total)
  if (page > pages) return data({ notFound: true as const }, { status: 404 })
  const records = await content.list(list, {
    offset: (page - 1) * ABOUT_LIST_PER_PAGE,
    limit: ABOUT_LIST_PER_PAGE,
  })
  return { notFound: false as const, list, records, page, pages }
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
  const { t, typeName } = pageTranslator(site)
  const name = typeName(loaded.list)
  return pageMeta({
    site,
    screen: loaded.page > 1 ? t('blog.pageN', { screen: name, page: loaded.page }) : name,
    path: aboutListPath(loaded.list, loaded.page),
  })
}

/** A list's records as /about shows them, as the page's one h1 section. */
function ListSection({
  list,
  records,
  pager,
}: {
  list: AboutList
  records: PublicRecord<AboutList>[]
  pager: ReactNode
}) {
  switch (list) {
    case 'education':
      return (
        <EducationTimeline
          entries={records as PublicRecord<'education'>[]}
          level={1}
          more={pager}
        />
      )
    case 'experience':
      return (
        <ExperienceTimeline
          entries={records as PublicRecord<'experience'>[]}
          level={1}
          more={pager}
        />
      )
    case 'testimonials':
      return (
        <TestimonialsSection
          testimonials={records as PublicRecord<'testimonials'>[]}
          level={1}
          more={pager}
        />
      )
    case 'publications':
      return (
        <PublicationsSection
          publications={records as PublicRecord<'publications'>[]}
          level={1}
          more={pager}
        />
      )
  }
}

export default function AboutListPage() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.notFound) return <NotFoundPage />
  const { list, records, page, pages } = loaded
  return (
    <ListSection
      list={list}
      records={records}
      pager={
        pages > 1 && (
          <Pager page={page} pages={pages} path={(number) => aboutListPath(list, number)} />
        )
      }
    />
  )
}
