import type { TextLang } from '@/lib/i18n/translation.tsx'

/**
 * The home hero's titles. The server renders the first title whole, so it reads without
 * JavaScript; `islands/typing-titles.ts` types the others. Screen readers get the plain list.
 * The caret is the typed text's own edge (`.typing-caret`), not a box after it: the text grows and
 * shrinks, and nothing on the page moves (a box after it would shift with every letter). The
 * title runs in its own direction (`dir="auto"`): an English title on a right-to-left page reads
 * left to right, its caret after its last letter.
 */
export function TypingTitles({
  titles,
  textLang,
}: {
  titles: readonly string[]
  /** The titles' own language when it is not the page's (useTextLang). */
  textLang?: TextLang
}) {
  return (
    <span data-typing-titles={JSON.stringify(titles)} {...textLang}>
      <span className="sr-only">{titles.join(', ')}</span>
      <span
        aria-hidden="true"
        data-testid="typing-title"
        data-typing-text=""
        dir="auto"
        className="accent typing-caret"
      >
        {titles[0] ?? ''}
      </span>
    </span>
  )
}
