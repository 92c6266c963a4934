/** "Weather Now" → "WN": the first letters of a title's first two words. */
function monogram(title: string): string {
  const words = title.split(/\s+/).filter((word) => /^\p{L}|\d/u.test(word))
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : title.slice(0, 2)).toUpperCase()
}

/**
 * The drawn panel of a card without an image (a project, a custom section's item): a grid fading
 * into the surface, with the title's monogram. Decorative: the card's heading names it.
 */
export function MonogramPanel({ title }: { title: string }) {
  return (
    <div className="project-placeholder" aria-hidden="true">
      <span>{monogram(title)}</span>
    </div>
  )
}
