import type { MessageKey } from '@contract/messages/en.ts'
import type { SearchResult, TextPart } from '@contract/search.ts'
import { useLocalHref, useTranslator } from '@/lib/i18n/translation.tsx'

/** The kinds named by the site (a section's item is named by its section). */
const KIND_NAMES: Partial<Record<SearchResult['kind'], MessageKey>> = {
  post: 'search.kindPost',
  project: 'search.kindProject',
  caseStudy: 'search.kindCaseStudy',
}

/** Text with the words searched for highlighted. */
function MarkedText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  )
}

/** Search results, best first: each one's kind, title (a link to it) and a passage. */
export function SearchResults({ results }: { results: readonly SearchResult[] }) {
  const { t } = useTranslator()
  const localHref = useLocalHref()
  const kindOf = (result: SearchResult) => {
    const key = KIND_NAMES[result.kind]
    return key ? t(key) : result.label
  }
  return (
    <ol className="search-results">
      {results.map((result) => (
        <li key={result.path + result.title.map((part) => part.text).join('')}>
          <article className="search-result">
            <p className="search-kind">{kindOf(result)}</p>
            <h2 className="search-title">
              <a href={localHref(result.path)} className="link">
                <MarkedText parts={result.title} />
              </a>
            </h2>
            {result.snippet.length > 0 && (
              <p className="search-snippet">
                <MarkedText parts={result.snippet} />
              </p>
            )}
          </article>
        </li>
      ))}
    </ol>
  )
}
