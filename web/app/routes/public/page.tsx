import type { Page } from '@contract/page.ts'
import { pagePath } from '@contract/page.ts'
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { PageArticle } from '@/features/pages/components/page-article.tsx'
import { SectionPage } from '@/features/sections/components/section-page.tsx'
import type { SectionContent } from '@/load-context.ts'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { sectionDescription } from '@/lib/seo/section-json-ld.ts'
import NotFoundPage from './not-found.tsx'

/**
 * /<address>: one of the owner's published pages, or one of their custom sections; pages and
 * sections share one address book (server/modules/addresses), so an address is one or the
 * other. A draft page, a section with no items or an unknown address is a 404: visitors never
 * see an empty section.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const address = params.address ?? ''
  const page: Page | undefined = await context.content.getPage(address)
  if (page) return { notFound: false as const, page, section: undefined }
  const section: SectionContent | undefined = await context.content.getSection(address)
  if (section && section.items.length > 0) {
    return { notFound: false as const, page: undefined, section }
  }
  return data({ notFound: true as const }, { status: 404 })
}

/** The first words of the page, for search results and link previews. */
function descriptionOf(html: string): string | undefined {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return undefined
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text
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
  if (loaded.section) {
    const content: SectionContent = loaded.section
    const { section, items } = content
    const first = items[0]
    return [
      ...pageMeta({
        site,
        screen: section.name,
        path: pagePath(section.address),
        description: sectionDescription(content),
      }),
      // The first card's image is the page's largest above the fold (section-items.tsx).
      ...(section.layout === 'cards' && first?.image
        ? preloadImage(first.image, first.media, IMAGE_SIZES.projectCard)
        : []),
    ]
  }
  const page: Page = loaded.page
  return [
    ...pageMeta({
      site,
      screen: page.title,
      path: pagePath(page.address),
      description: descriptionOf(page.html),
    }),
    { property: 'article:modified_time', content: page.updatedAt },
  ]
}

export default function OwnerPage() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.notFound) return <NotFoundPage />
  if (loaded.section) return <SectionPage content={loaded.section} />
  return <PageArticle page={loaded.page} />
}
