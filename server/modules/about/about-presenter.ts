import type { About, AboutInput } from '@contract/about.ts'
import { PREVIEW } from '@contract/limits.ts'
import type { AboutParagraphRow } from '@/db/schema.ts'

/** Milliseconds between two paragraphs animating in. */
const STAGGER_MS = 150

/**
 * `animIn` is a staggered animation delay: paragraphs animate in one after another, restarting
 * every PREVIEW.aboutParagraphs (the about page shows that many), so none waits long.
 */
export function presentAbout(row: AboutParagraphRow): About {
  return {
    _id: String(row.id),
    para: row.paragraph,
    animIn: ((row.position - 1) % PREVIEW.aboutParagraphs) * STAGGER_MS,
  }
}

export function aboutColumns(input: AboutInput) {
  return { paragraph: input.para }
}
