import type { LoaderFunctionArgs } from 'react-router'
import { isPublished } from '@contract/site-settings.ts'
import { CRAWL_FILE_CACHE } from '@/lib/seo/page-meta.ts'

/** A site not published yet turns every crawler away. */
const UNPUBLISHED = ['User-agent: *', 'Disallow: /', '']

/** The owner's pages are no business of search engines. */
export async function loader({ context }: LoaderFunctionArgs) {
  const published = isPublished(await context.content.getSiteSettings())
  const body = (
    published
      ? [
          'User-agent: *',
          'Allow: /',
          'Disallow: /dashboard',
          'Disallow: /login',
          'Disallow: /reset-password',
          '',
          `Sitemap: ${context.publicUrl}/sitemap.xml`,
          '',
        ]
      : UNPUBLISHED
  ).join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CRAWL_FILE_CACHE },
  })
}
