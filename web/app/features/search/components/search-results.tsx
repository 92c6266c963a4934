import type { SearchResult, TextPart } from '@contract/search.ts'

/** Text with the words searched for highlighted. */
function MarkedText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  )
}

/** Search results, best first: each one's kind, title (a link to it) and a passage. */
export function SearchResults({ results }: { results: readonly SearchResult[] }) {
  return (
    <ol className="search-results">
      {results.map((result) => (
        <li key={result.path + result.title.map((part) => part.text).join('')}>
          <article className="search-result">
            <p className="search-kind">{result.label}</p>
            <h2 className="search-title">
              <a href={result.path} className="link">
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
