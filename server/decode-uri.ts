/**
 * `decodeURIComponent`, or undefined when the text's %-escapes are malformed (`%`, `%E0%A4%A`):
 * such a text names no file, id or record, which is what callers answer, rather than the
 * URIError that would become a 500.
 */
export function decodeUriComponentOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
