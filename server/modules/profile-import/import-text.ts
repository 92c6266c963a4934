/** Texts from elsewhere made to fit a field, saying what was changed on the way. */

const count = (n: number) => n.toLocaleString('en')

/**
 * The text whole when it fits; else cut at the last paragraph, sentence or word that fits, with
 * "…", and a note in words (`The description was shortened from 6,210 to 4,978 characters: the
 * field holds 5,000`).
 */
export function fitText(text: string, limit: number, what: string, notes: string[]): string {
  if (text.length <= limit) return text
  const room = text.slice(0, limit - 1)
  const cut = Math.max(
    room.lastIndexOf('\n\n'),
    room.lastIndexOf('. ') + 1,
    Math.floor(limit * 0.8) <= room.lastIndexOf(' ') ? room.lastIndexOf(' ') : -1,
  )
  const kept = `${(cut > limit / 2 ? room.slice(0, cut) : room).trimEnd()}…`
  notes.push(
    `${what} was shortened from ${count(text.length)} to ${count(kept.length)} characters: the field holds ${count(limit)}`,
  )
  return kept
}

/**
 * LinkedIn's descriptions as Markdown-lite: its bullet characters (•, ·, ▪, *) at the start of a
 * line become "- " points; everything else stays as written.
 */
export function markdownLite(text: string): string {
  return (
    text
      .split('\n')
      // Bullets • · ▪ ◦ written as escapes: the bundled server's source stays in Latin-1, which
      // V8 holds at one byte a character (scripts/build-server.mjs).
      .map((line) => line.replace(/^\s*[\u2022\u00b7\u25aa\u25e6*]\s*/, '- ').trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** A web address the site can link to: `www.x.dev` gains https://; anything else is left out. */
export function webAddress(text: string, what: string, notes: string[]): string {
  const value = text.trim()
  if (value === '') return ''
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    if (!/\S\.\S/.test(url.hostname) || /\s/.test(value) || withScheme.length > 2048) {
      throw new Error('not a web address')
    }
    return withScheme
  } catch {
    notes.push(`${what} “${value.slice(0, 60)}” is not a web address: left out`)
    return ''
  }
}
