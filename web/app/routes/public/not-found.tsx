import { data, Link, type MetaFunction } from 'react-router'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useTranslator } from '@/lib/i18n/translation.tsx'

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
  const { t } = useTranslator()
  return (
    <section aria-labelledby="not-found-title" className="py-24 text-center">
      <p className="text-6xl font-extrabold accent">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-muted">{t('notFound.text')}</p>
      <p className="mt-8">
        <Link to="/" className="button">
          {t('page.backHome')}
        </Link>
      </p>
    </section>
  )
}
