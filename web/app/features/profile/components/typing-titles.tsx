/**
 * The home hero's titles. The server renders the first title whole, so it reads without
 * JavaScript; `islands/typing-titles.ts` types the others. Screen readers get the plain list.
 */
export function TypingTitles({ titles }: { titles: readonly string[] }) {
  return (
    <span data-typing-titles={JSON.stringify(titles)}>
      <span className="sr-only">{titles.join(', ')}</span>
      <span aria-hidden="true" data-testid="typing-title" data-typing-text="" className="accent">
        {titles[0] ?? ''}
      </span>
      <span aria-hidden="true" className="typing-cursor">
        |
      </span>
    </span>
  )
}
