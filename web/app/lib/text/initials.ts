/**
 * Two letters standing for a name when there is no picture: the first letters of its first two
 * words ("Sam Rivera" → "SR", "Public speaking" → "PS"), or the first two of a single word
 * ("Kotlin" → "Ko").
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  if (words.length > 1) return (words[0]![0]! + words[1]![0]!).toUpperCase()
  return name.trim().slice(0, 2)
}

/**
 * The first letters of a title, for the brand mark and the monogram that stands in for a photo
 * before the owner adds one: "Alex's Portfolio" → "AP" (words that start with a letter only).
 */
export function initialsOf(text: string): string {
  const words = text.split(/\s+/).filter((word) => /^\p{L}/u.test(word))
  return (
    words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0]?.slice(0, 2) ?? 'V')
  ).toUpperCase()
}
