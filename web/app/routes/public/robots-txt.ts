import type { LoaderFunctionArgs } from 'react-router'

/** The owner's pages are no business of search engines. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /login',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
