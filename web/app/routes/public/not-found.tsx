import { data, Link, type MetaFunction } from 'react-router'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'

/** Any unknown path: a page with status 404, inside the public layout. */
export async function loader() {
  return data({ notFound: true }, { status: 404 })
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({
    site: siteFromMatches(matches),
    screen: (t) => t('notFound.screen'),
    path: location.pathname,
    noindex: true,
  })

export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="py-24 text-center">
      <p className="text-6xl font-extrabold accent">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">
        Page not found
      </h1>
      <p className="mt-4 text-muted">The page you are looking for does not exist or has moved.</p>
      <p className="mt-8">
        <Link to="/" className="button">
          Back to the home page
        </Link>
      </p>
    </section>
  )
}
