import type { ReactNode } from 'react'
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import {
  isListUnder,
  LIST_PAGES,
  listPageCount,
  listPageNumber,
  listPagePath,
  type ListParent,
  type PagedList,
} from '@contract/list-pages.ts'
import { Pager } from '@/components/ui/pager.tsx'
import { CertificateCards } from '@/features/certificates/components/certificate-cards.tsx'
import { Section } from '@/components/ui/section.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { PublicationsSection } from '@/features/publications/components/publications-section.tsx'
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section.tsx'
import type { PublicContent, PublicRecord } from '@/load-context.ts'
import { pageTranslator, useTranslator } from '@/lib/i18n/translation.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import NotFoundPage from './not-found.tsx'

/**
 * /about/<list>, /skills/<list> and their /page/N: the whole of a list a page shows the first few
 * of (contract/list-pages.ts), a page at a time; the routes about-list.tsx and skills-list.tsx
 * are this module for each parent. A list without records, or a page past its last, is no page
 * (404).
 */
export function listPageLoader(parent: ListParent) {
  return async function loader({ params, context }: LoaderFunctionArgs) {
    const list = params.list?.toLowerCase()
    const page = listPageNumber(params.page)
    if (!isListUnder(parent, list) || page === undefined) {
      return data({ notFound: true as const }, { status: 404 })
    }
    const content: PublicContent = context.content
    const pages = listPageCount(list, (await content.countContent())[list])
    if (page > pages) return data({ notFound: true as const }, { status: 404 })
    const { perPage } = LIST_PAGES[list]
    const records = await content.list(list, { offset: (page - 1) * perPage, limit: perPage })
    return { notFound: false as const, list, records, page, pages }
  }
}

type Loader = ReturnType<typeof listPageLoader>

export const meta: MetaFunction<Loader> = ({ matches, data: loaded, location }) => {
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
  const name = loaded.list === 'certificates' ? t('section.certifications') : typeName(loaded.list)
  return pageMeta({
    site,
    screen: loaded.page > 1 ? t('blog.pageN', { screen: name, page: loaded.page }) : name,
    path: listPagePath(loaded.list, loaded.page),
  })
}

/** A list's records as its parent page shows them, as the page's one h1 section. */
function ListSection({
  list,
  records,
  pager,
}: {
  list: PagedList
  records: PublicRecord<PagedList>[]
  pager: ReactNode
}) {
  const { t } = useTranslator()
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
    case 'certificates':
      return (
        <Section id="certifications" title={t('section.certifications')} level={1}>
          <CertificateCards
            certificates={records as PublicRecord<'certificates'>[]}
            headingLevel={2}
          />
          {pager}
        </Section>
      )
  }
}

export default function ListPage() {
  const loaded = useLoaderData<Loader>()
  if (loaded.notFound) return <NotFoundPage />
  const { list, records, page, pages } = loaded
  return (
    <ListSection
      list={list}
      records={records}
      pager={
        pages > 1 && (
          <Pager page={page} pages={pages} path={(number) => listPagePath(list, number)} />
        )
      }
    />
  )
}
