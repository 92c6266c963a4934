import type { Page } from '@contract/page.ts'
import { pagePath } from '@contract/page.ts'
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PageArticle } from '@/features/pages/components/page-article.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import NotFoundPage from './not-found.tsx'

/** /<address>: one of the owner's published pages (a draft or an unknown address is a 404). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page: Page | undefined = await context.content.getPage(params.address ?? '')
  if (!page) return data({ notFound: true as const }, { status: 404 })
  return { notFound: false as const, page }
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
    return pageMeta({ site, screen: 'Not Found', path: location.pathname, noindex: true })
  }
  const { page } = loaded
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
  return <PageArticle page={loaded.page} />
}
