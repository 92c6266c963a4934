import { Type, type Static } from 'typebox'

/** The résumé as a PDF: one address for everyone, cached per content version (and language). */
export const RESUME_PDF_PATH = '/resume.pdf'

/** The owner's calls: the résumé's whole contents (for the choices) and a PDF of unsaved choices. */
export const RESUME_PATHS = {
  contents: '/api/resume/contents',
  preview: '/api/resume/preview',
} as const

/**
 * The language a résumé is written in until the site has more than one: the generator and its
 * cache take it as a parameter, so `/<lang>/resume.pdf` is a route away.
 */
export const RESUME_LANGUAGE = 'en'

export const RESUME_PAPERS = ['a4', 'letter'] as const
export type ResumePaper = (typeof RESUME_PAPERS)[number]
export const RESUME_PAPER_LABELS: Record<ResumePaper, string> = {
  a4: 'A4',
  letter: 'US Letter',
}

/** Room for every built-in section and sections of the owner's own. */
const MAX_SECTIONS = 60
/** Items left out: every item of a full site's sections, and then some. */
const MAX_ITEMS = 5000

/** A section by its key in the home page's order (`projects`, `section:3`). */
const SectionKey = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+([:-][a-z0-9]+)*$',
  title: 'Section',
  errorMessage: 'A résumé section is named by its key, e.g. "projects"',
})

const ResumePaperChoice = Type.Enum(RESUME_PAPERS, {
  title: 'Paper size',
  description: 'A4 (the default) or US Letter; `?paper=` on /resume.pdf asks for the other',
  errorMessage: 'The paper size is a4 or letter',
})

/**
 * What the résumé holds, the owner's choices (site settings' `resume`): every section and item
 * unless left out here. Items are named by their section's key and their id; an id that no
 * longer exists (a deleted record) is ignored.
 */
export const ResumeChoices = Type.Object(
  {
    paper: ResumePaperChoice,
    heroPdf: Type.Boolean({
      title: 'The home page’s Résumé button downloads the PDF',
      description: 'Off: it opens the /resume page, which has its own Download PDF button',
    }),
    leftOutSections: Type.Array(SectionKey, {
      maxItems: MAX_SECTIONS,
      title: 'Sections left out',
      description: 'Sections the résumé does not show, by key',
    }),
    leftOutItems: Type.Array(
      Type.Object(
        {
          section: SectionKey,
          id: Type.String({
            pattern: '^[0-9]{1,18}$',
            title: 'Item',
            errorMessage: 'An item is named by its id, a number',
          }),
        },
        { additionalProperties: false },
      ),
      {
        maxItems: MAX_ITEMS,
        title: 'Items left out',
        description: 'Items the résumé does not show, by their section’s key and their id',
      },
    ),
  },
  { additionalProperties: false, title: 'Résumé' },
)
export type ResumeChoices = Static<typeof ResumeChoices>

export const DEFAULT_RESUME_CHOICES: ResumeChoices = {
  paper: 'a4',
  heroPdf: false,
  leftOutSections: [],
  leftOutItems: [],
}

/** `GET /resume.pdf?paper=letter`: the other paper size than the owner's, for one download. */
export const ResumePdfQuery = Type.Object(
  { paper: Type.Optional(ResumePaperChoice) },
  { additionalProperties: true },
)
export type ResumePdfQuery = Static<typeof ResumePdfQuery>

/** The dashboard's preview: the PDF of choices not saved yet. */
export const ResumePreviewBody = Type.Object(
  { resume: ResumeChoices },
  { additionalProperties: false },
)
export type ResumePreviewBody = Static<typeof ResumePreviewBody>

/**
 * What is wrong with the owner's choices, in words, or undefined: a section the résumé does not
 * have, or one named twice. An item's id is not checked: one deleted since is simply ignored.
 */
export function resumeChoicesProblem(
  choices: Pick<ResumeChoices, 'leftOutSections' | 'leftOutItems'>,
  known: readonly string[],
): string | undefined {
  const seen = new Set<string>()
  for (const key of choices.leftOutSections) {
    if (!known.includes(key)) return `The résumé has no section "${key}"`
    if (seen.has(key)) return `The résumé section "${key}" is left out twice`
    seen.add(key)
  }
  for (const { section } of choices.leftOutItems) {
    if (!known.includes(section)) return `The résumé has no section "${section}"`
  }
  return undefined
}

/** Whether the owner left this section out, or this item of it. */
export function isLeftOut(choices: ResumeChoices, section: string, id?: string): boolean {
  if (choices.leftOutSections.includes(section)) return true
  return (
    id !== undefined &&
    choices.leftOutItems.some((item) => item.section === section && item.id === id)
  )
}

/** The PDF's name as the owner's name says it: "Ada Lovelace - Résumé.pdf". */
export function resumeFileName(name: string, word = 'Résumé'): string {
  const clean = name
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return clean ? `${clean} - ${word}.pdf` : `${word}.pdf`
}

const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The same in plain ASCII, for clients that read no other: "Ada Lovelace - Resume.pdf"; a word
 * with no Latin letters ("السيرة الذاتية") is "Resume" there.
 */
export function asciiResumeFileName(name: string, word = 'Résumé'): string {
  return ascii(resumeFileName(name, ascii(word) || 'Resume')).replace(/^- /, '')
}
