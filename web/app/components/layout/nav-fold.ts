import { roman } from '@/lib/site/site-data.ts'

/**
 * The widths at which the wide header is laid out, narrowest first: from 769 px (below it the
 * phone menu lists everything), from 1024 px, and from 1152 px, where the header's column stops
 * growing (max-w-6xl). app.css hides and shows the folded links at the same widths.
 */
const NAV_TIERS = [
  { name: 'md', from: 769 },
  { name: 'lg', from: 1024 },
  { name: 'xl', from: 1152 },
] as const

type NavTier = (typeof NAV_TIERS)[number]['name']

/**
 * Where a link of the wide header is shown: in the row from a tier's width on (folded under More
 * below it), or `more` (always under More on wide screens). The phone menu shows every link.
 */
export type NavPlace = NavTier | 'more'

// Estimates of the rendered widths in px, a little over those measured in Chromium (Geist:
// "III. Projects" 93, the brand "AP Alex's Portfolio" 164), so an estimate never lets a row wrap:
// the header's padding (2 × 2rem), the brand (its 2rem mark, a gap, the title at 16 px / 650, the
// gap after it), the search link and the mode button with their gaps, each link (its mono number, a gap, the label at
// 15 px / 500, and the 1.75rem before every link but the first) and More.
const PADDING = 64
const BRAND_FIXED = 32 + 12 + 8
const BRAND_CHAR = 8.5
const TOGGLE = 44 + 4
const SEARCH = 44 + 4
const LINK_GAP = 28
const NUMBER_CHAR = 7.2
const LABEL_GAP = 6
const LABEL_CHAR = 8.25
const MORE = LINK_GAP + 4 * LABEL_CHAR + 6 + 16
// A link after the list, always in the row (Résumé): a pill, its padding and border beside the label.
const PILL = 2 * 12 + 2

/** A link of the header: its label and, when it names a chapter of the home page, its number. */
export interface NavLinkText {
  label: string
  number?: number
}

const linkWidth = ({ label, number }: NavLinkText, index: number) =>
  (index === 0 ? 0 : LINK_GAP) +
  (number === undefined ? 0 : NUMBER_CHAR * (roman(number).length + 1) + LABEL_GAP) +
  LABEL_CHAR * label.length

/**
 * Which links of the wide header fit in its row at each tier: the links in order while they fit,
 * the last one (Contact, which closes the list) always kept in the row, and those that do not fit
 * folded under a More menu, so the header stays one line however many sections and pages the
 * owner adds. Computed on the server from estimated widths, since the public pages run no layout
 * code before the first paint (and none at all without JavaScript).
 */
export function foldNav(
  siteTitle: string,
  labels: readonly NavLinkText[],
  /**
   * Labels of pills after the list (Résumé): in the row from the lg tier on, where they always
   * stay; app.css leaves them out of the narrowest wide row, which they would crowd.
   */
  pills: readonly string[] = [],
): { places: NavPlace[]; more: NavPlace | undefined } {
  const widths = labels.map(linkWidth)
  const pillsWidth = pills.reduce(
    (sum, label) => sum + LINK_GAP + PILL + LABEL_CHAR * label.length,
    0,
  )
  const total = (indexes: number[]) => indexes.reduce((sum, index) => sum + widths[index]!, 0)
  const all = labels.map((_, index) => index)
  const last = labels.length - 1
  // How many of the links before the last stay in the row at a tier.
  const kept = NAV_TIERS.map(({ name, from }) => {
    const room =
      from -
      PADDING -
      BRAND_FIXED -
      BRAND_CHAR * siteTitle.length -
      TOGGLE -
      SEARCH -
      (name === 'md' ? 0 : pillsWidth)
    if (total(all) <= room) return labels.length
    let count = last
    while (count > 0 && total([...all.slice(0, count), last]) + MORE > room) count--
    return count
  })
  const places = labels.map((_, index): NavPlace => {
    if (index === last) return 'md'
    const tier = NAV_TIERS.findIndex((_, t) => index < kept[t]!)
    return tier < 0 ? 'more' : NAV_TIERS[tier]!.name
  })
  // More is shown below the first tier that keeps every link in the row.
  const whole = kept.findIndex((count) => count === labels.length)
  const more = whole === 0 ? undefined : whole < 0 ? 'more' : NAV_TIERS[whole]!.name
  return { places, more }
}
