import type { About } from '@contract/about.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { PREVIEW } from '@contract/limits.ts'
import type { AboutParagraphRow } from '@/db/schema.ts'
import { listContent } from '../content/list-content.ts'
import { check, type Json } from '../resume/resume-mapping.ts'

/** Milliseconds between two paragraphs animating in. */
const STAGGER_MS = 150

/**
 * `animIn` is a staggered animation delay: paragraphs animate in one after another, restarting
 * every PREVIEW.aboutParagraphs (the about page shows that many), so none waits long.
 */
function presentAbout(row: AboutParagraphRow): About {
  return {
    _id: String(row.id),
    para: row.paragraph,
    animIn: ((row.position - 1) % PREVIEW.aboutParagraphs) * STAGGER_MS,
  }
}

const DEMO_PARAGRAPHS = [
  'Hello! This paragraph is placeholder text shown by a fresh Vitrine installation.',
  'Use the About page of the dashboard to tell visitors who you are and what you build.',
  'Every section of this site (education, experience, skills, projects, certificates) is demo content until you change it.',
  'Delete what you do not need and add your own records alongside.',
]

const basicsOf = (document: Json) => (document.basics ?? {}) as Json

export const aboutContent = listContent<'about'>({
  type: CONTENT_TYPES.about,
  present: presentAbout,
  columns: (input) => ({ paragraph: input.para }),
  demo: {
    records: async () => DEMO_PARAGRAPHS.map((paragraph) => ({ paragraph })),
    marker: { column: 'paragraph', values: DEMO_PARAGRAPHS },
  },
  // JSON Resume has no list for paragraphs: they are the basics' summary, one blank line apart,
  // and travel exactly in `x-aboutParagraphs`.
  resume: {
    write(document, records) {
      const paragraphs = records.map((entry) => entry.para)
      const basics = basicsOf(document)
      basics.summary = paragraphs.join('\n\n')
      basics['x-aboutParagraphs'] = paragraphs
      document.basics = basics
    },
    read(document, problems) {
      if (document.basics === undefined) return undefined
      const basics = basicsOf(document)
      const listed = basics['x-aboutParagraphs']
      const summary = basics.summary
      let paragraphs: string[]
      if (listed !== undefined) {
        if (!Array.isArray(listed) || listed.some((p) => typeof p !== 'string')) {
          problems.add('basics.x-aboutParagraphs', 'must be a list of strings')
          return []
        }
        paragraphs = listed as string[]
      } else if (typeof summary === 'string') {
        paragraphs = summary
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
      } else {
        return undefined
      }
      return paragraphs.map((para, index) => {
        check(
          CONTENT_TYPES.about.input,
          { para },
          `basics.x-aboutParagraphs[${index}]`,
          { para: '' },
          problems,
        )
        return { input: { para } }
      })
    },
  },
})
