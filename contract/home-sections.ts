import { Type, type Static } from 'typebox'
import { CONTENT_TYPE_LIST } from './content-types.ts'

/**
 * The home page's sections besides the content types': the published posts ("Writing", the
 * blog's entry in the navigation) and the contact section (the navigation's Contact).
 */
const FIXED_HOME_SECTIONS = ['writing', 'contact'] as const

/**
 * Every section the home page can show, by its stable key: each content type the home page
 * shows (its descriptor lists the page '/'), then Writing and Contact. This is the set the
 * server accepts; their default order and names are the web's (features/content/home-sections.ts).
 */
const HOME_TYPES = CONTENT_TYPE_LIST.filter((type) =>
  (type.pages as readonly string[]).includes('/'),
)

export const HOME_SECTION_KEYS: readonly string[] = [
  ...HOME_TYPES.map((type) => type.key),
  ...FIXED_HOME_SECTIONS,
]

const afterWriting = (type: (typeof HOME_TYPES)[number]) =>
  'homeAfterWriting' in type && type.homeAfterWriting === true

/**
 * The home page's sections before the owner orders them: the content sections in the registry's
 * order, Writing, those that come after it (testimonials), then Contact. The navigation numbers
 * them in this order (web/app/lib/site/site-data.ts): with everything present, I. About Me,
 * II. Skills & Expertise, III. Projects, IV. Writing, V. Contact (docs/contract.md).
 */
export const DEFAULT_HOME_ORDER: readonly string[] = [
  ...HOME_TYPES.filter((type) => !afterWriting(type)).map((type) => type.key),
  'writing',
  ...HOME_TYPES.filter(afterWriting).map((type) => type.key),
  'contact',
]

/**
 * The default order with the custom sections (their keys, in their own order) just before
 * Contact: a new section comes last until the owner moves it.
 */
function homeOrder(sectionKeys: readonly string[]): string[] {
  const contact = DEFAULT_HOME_ORDER.indexOf('contact')
  return [
    ...DEFAULT_HOME_ORDER.slice(0, contact),
    ...sectionKeys,
    ...DEFAULT_HOME_ORDER.slice(contact),
  ]
}

/**
 * Every home section in the owner's order, each one the owner did not place in its default place;
 * `sectionKeys`: the custom sections the home page can show (a stored key of any other is left
 * out). The home page, the navigation, the dashboard and the résumé's order all read this.
 */
export const arrangeHome = (
  choices: readonly HomeSectionChoice[] | undefined,
  sectionKeys: readonly string[] = [],
): HomeSectionPlace[] => arrangeHomeSections(homeOrder(sectionKeys), choices ?? [])

/** Room for every built-in section and sections of the owner's own. */
const MAX_HOME_SECTIONS = 60

/** One section in the owner's order: its key, and whether the owner hid it. */
export const HomeSectionChoice = Type.Object(
  {
    key: Type.String({
      minLength: 1,
      maxLength: 80,
      pattern: '^[a-z0-9]+([:-][a-z0-9]+)*$',
      title: 'Section',
      errorMessage: 'A home page section is named by its key, e.g. "skills"',
    }),
    hidden: Type.Boolean({ title: 'Hidden' }),
  },
  { additionalProperties: false },
)
export type HomeSectionChoice = Static<typeof HomeSectionChoice>

export const HomeSectionChoices = Type.Array(HomeSectionChoice, {
  maxItems: MAX_HOME_SECTIONS,
  title: 'Home page sections',
  description:
    'The order of the home page\'s sections and which are hidden, by key (e.g. "skills", "writing", "contact"). A section not listed keeps its default place and is shown; a hidden section leaves the home page and the navigation, its own page stays.',
})

/** A section in the order the home page shows it. */
export interface HomeSectionPlace {
  key: string
  hidden: boolean
}

/**
 * What is wrong with an owner's list, in words, or undefined: a key the home page does not have,
 * or a key listed twice. Checked on save only; a stored key that is no longer known (a section
 * since removed) is ignored when read.
 */
export function homeSectionsProblem(
  choices: readonly HomeSectionChoice[],
  known: readonly string[] = HOME_SECTION_KEYS,
): string | undefined {
  const seen = new Set<string>()
  for (const { key } of choices) {
    if (!known.includes(key)) return `The home page has no section "${key}"`
    if (seen.has(key)) return `The home page section "${key}" is listed twice`
    seen.add(key)
  }
  return undefined
}

/** The owner's choices without keys that are not known (or not known any more) or repeated. */
export function knownHomeSections(
  choices: readonly HomeSectionChoice[],
  known: readonly string[] = HOME_SECTION_KEYS,
): HomeSectionChoice[] {
  const seen = new Set<string>()
  return choices.filter(({ key }) => {
    if (!known.includes(key) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Every section of `defaultOrder`, in the owner's order: the stored choices first as stored
 * (unknown keys ignored), and each section they do not name in its default place, right after
 * the section that precedes it by default (or first, when none does), shown.
 */
export function arrangeHomeSections(
  defaultOrder: readonly string[],
  choices: readonly HomeSectionChoice[],
): HomeSectionPlace[] {
  const placed = knownHomeSections(choices, defaultOrder).map(({ key, hidden }) => ({
    key,
    hidden,
  }))
  defaultOrder.forEach((key, index) => {
    if (placed.some((place) => place.key === key)) return
    const before = defaultOrder
      .slice(0, index)
      .findLast((previous) => placed.some((place) => place.key === previous))
    const at = before === undefined ? 0 : placed.findIndex((place) => place.key === before) + 1
    placed.splice(at, 0, { key, hidden: false })
  })
  return placed
}
