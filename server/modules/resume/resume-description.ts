/**
 * An experience description (Markdown-lite: lines, "- " bullet points) as JSON Resume's `summary`
 * and `highlights`, and back. The exact text also travels as `x-description`, so an export
 * imports back unchanged; these two are for every other JSON Resume tool.
 */

const BULLET = /^\s*[-*+]\s+/

export function descriptionToResume(description: string): {
  summary?: string
  highlights?: string[]
} {
  const lines = description.split(/\r?\n/)
  const highlights = lines
    .filter((line) => BULLET.test(line))
    .map((line) => line.replace(BULLET, '').trim())
  const summary = lines
    .filter((line) => !BULLET.test(line))
    .join('\n')
    .trim()
  return {
    ...(summary ? { summary } : {}),
    ...(highlights.length > 0 ? { highlights } : {}),
  }
}

/** A description from another tool's `summary` and `highlights` (non-strings are skipped). */
export function descriptionFromResume(summary: unknown, highlights: unknown): string {
  const points = Array.isArray(highlights)
    ? highlights.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : []
  return [
    typeof summary === 'string' ? summary.trim() : '',
    ...points.map((point) => `- ${point.trim()}`),
  ]
    .filter(Boolean)
    .join('\n')
}
