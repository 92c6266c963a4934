import type { Translator } from '@contract/messages/translator.ts'
import { pageTranslator, richText, useLocalHref, useTranslator } from '@/lib/i18n/translation.tsx'
import {
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  searchQueryProblem,
  type SearchResult,
} from '@contract/search.ts'
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { SearchResults } from '@/features/search/components/search-results.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'

/**
 * /search?q=: published posts, projects, case studies and the items of the owner's sections
 * (Talks…), rendered on the server. The form is a plain GET form, so it works the same with or
 * without JavaScript. A query that cannot be searched is answered with its reason (400 when it
 * was too long or had no words).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get('q') ?? ''
  if (query.trim() === '') return { query: '', problem: undefined, results: undefined }
  const problem = searchQueryProblem(query)
  if (problem) {
    // The field shows the query again, cut to what it accepts.
    const shown = query.slice(0, SEARCH_LIMITS.query)
    return data({ query: shown, problem, results: undefined }, { status: 400 })
  }
  const results: SearchResult[] = await context.content.search(query)
  return { query, problem: undefined, results }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta({
    site: siteFromMatches(matches),
    screen: (t) =>
      loaded?.query ? t('screen.searchFor', { query: loaded.query }) : t('screen.search'),
    path: '/search',
    description: pageTranslator(siteFromMatches(matches)).t('search.description'),
    // Results pages are endless and thin: search engines keep the pages they lead to instead.
    noindex: true,
  })

/** Why a query cannot be searched, in the page's language (the loader has the English words). */
function problemText(tr: Translator, problem: string): string {
  if (problem === SEARCH_MESSAGES.tooLong)
    return tr.t('search.tooLong', { max: SEARCH_LIMITS.query })
  if (problem === SEARCH_MESSAGES.noWords) return tr.t('search.noWords')
  if (problem === SEARCH_MESSAGES.empty) return tr.t('search.empty')
  return problem
}

export default function SearchPage() {
  const { query, problem, results } = useLoaderData<typeof loader>()
  const tr = useTranslator()
  const { t } = tr
  const localHref = useLocalHref()
  return (
    <section aria-labelledby="search-title" className="section">
      <h1 id="search-title" className="section-title">
        <span>{t('search.title')}</span>
      </h1>
      <form method="get" action={localHref('/search')} role="search" className="search-form">
        <label htmlFor="search-query" className="field-label">
          {t('search.label')}
        </label>
        <div className="search-row">
          <input
            id="search-query"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={SEARCH_LIMITS.query}
            autoComplete="off"
            enterKeyHint="search"
            className="field"
            aria-describedby={problem ? 'search-problem' : undefined}
          />
          <button type="submit" className="button">
            {t('search.button')}
          </button>
        </div>
      </form>
      {problem && (
        <p id="search-problem" className="search-status">
          {problemText(tr, problem)}
        </p>
      )}
      {results && (
        <>
          <p className="search-status">{t('search.found', { count: results.length, query })}</p>
          {results.length > 0 ? (
            <SearchResults results={results} />
          ) : (
            <p className="max-w-xl text-muted">
              {richText(tr, 'search.nothing', {
                blog: (
                  <Link to="/blog" className="link">
                    {t('search.blogLink')}
                  </Link>
                ),
                projects: (
                  <Link to="/projects" className="link">
                    {t('search.projectsLink')}
                  </Link>
                ),
              })}
            </p>
          )}
        </>
      )}
    </section>
  )
}
