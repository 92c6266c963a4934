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
