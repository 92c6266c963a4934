import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as fontkit from 'fontkit'
import subsetFont from 'subset-font'

/**
 * The web fonts the site serves (web/app/fonts/, written by `npm run build:fonts`): each
 * Fontsource variable file with the same characters, its weight axis cut to the weights the
 * stylesheets use. A phone on a slow network downloads a page's fonts before its largest paint,
 * and the weights no rule asks for were a third of those bytes (Inter 48 KB → 32 KB).
 *
 * Written once and committed rather than cut by every build: the files only change with a
 * font's version, and font-cuts.test.ts fails while a file is out of step or a stylesheet asks for
 * a weight outside the cut (the browser would draw the nearest one and say nothing).
 */

/** The weights the site's stylesheets use, from body text (400) to the boldest figure (800). */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const

/**
 * The Arabic cuts stop at bold (700): Noto Sans Arabic's heaviest master more than doubles the
 * file (38 → 52 KB for the Arabic block), the largest download of a page in Arabic on a phone,
 * for the few 800 rules (a post's title), which draw Arabic at 700 instead.
 */
const ARABIC_WEIGHTS = { min: 400, max: 700 } as const

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FONTS_DIR = path.join(root, 'web', 'app', 'fonts')

/**
 * The characters each file is drawn for: its @font-face's unicode-range in app.css and look.css
 * (Fontsource's latin and arabic subsets). The browser takes nothing else from the file, so the
 * cut keeps nothing else.
 */
export const UNICODE_RANGES = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
    'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  /**
   * Arabic as it is typed: the letters, marks, digits and punctuation of Arabic, Persian, Urdu,
   * Kurdish, Pashto and Uyghur. Every page in those languages needs it, so it holds only them.
   */
  arabic:
    'U+060C, U+061B, U+061F, U+0621-065F, U+0660-066D, U+0670, U+0679, U+067C, U+067E, U+0681, ' +
    'U+0685-0686, U+0688-0689, U+0691, U+0693, U+0695-0696, U+0698, U+069A, U+06A4, U+06A9, ' +
    'U+06AB, U+06AF, U+06B5, U+06BA, U+06BC, U+06BE, U+06C1-06C3, U+06C6-06C8, U+06CB-06CE, ' +
    'U+06D0, U+06D2-06D5, U+06F0-06F9',
  /**
   * The rest of the script (the Arabic block's other letters and Quranic marks, the supplements,
   * presentation forms): fetched only by text that has them.
   */
  arabicMore:
    'U+0600-060B, U+060D-061A, U+061C-061E, U+0620, U+066E-066F, U+0671-0678, U+067A-067B, ' +
    'U+067D, U+067F-0680, U+0682-0684, U+0687, U+068A-0690, U+0692, U+0694, U+0697, U+0699, ' +
    'U+069B-06A3, U+06A5-06A8, U+06AA, U+06AC-06AE, U+06B0-06B4, U+06B6-06B9, U+06BB, U+06BD, ' +
    'U+06BF-06C0, U+06C4-06C5, U+06C9-06CA, U+06CF, U+06D1, U+06D6-06EF, U+06FA-06FF, ' +
    'U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFC',
} as const

/** The code points a unicode-range names. */
export function codePointsOf(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().slice(2).split('-')
    for (let code = parseInt(first!, 16); code <= parseInt(last!, 16); code++) points.add(code)
  }
  return points
}

/** A served file: its name in web/app/fonts/, the Fontsource file it is cut from, its range. */
interface FontCut {
  file: string
  source: string
  range: keyof typeof UNICODE_RANGES
  /** Its weight axis, when not FONT_WEIGHTS. */
  weights?: { min: number; max: number }
}

/** Each served file. */
export const FONT_CUTS: readonly FontCut[] = [
  {
    file: 'geist.woff2',
    source: '@fontsource-variable/geist/geist-latin-wght-normal.woff2',
    range: 'latin',
  },
  {
    file: 'geist-mono.woff2',
    source: '@fontsource-variable/geist-mono/geist-mono-latin-wght-normal.woff2',
    range: 'latin',
  },
  {
    file: 'inter.woff2',
    source: '@fontsource-variable/inter/inter-latin-wght-normal.woff2',
    range: 'latin',
  },
  {
    file: 'fraunces.woff2',
    source: '@fontsource-variable/fraunces/fraunces-latin-wght-normal.woff2',
    range: 'latin',
  },
  {
    file: 'space-grotesk.woff2',
    source: '@fontsource-variable/space-grotesk/space-grotesk-latin-wght-normal.woff2',
    range: 'latin',
  },
  {
    file: 'jetbrains-mono.woff2',
    source: '@fontsource-variable/jetbrains-mono/jetbrains-mono-latin-wght-normal.woff2',
    range: 'latin',
  },
  {
    file: 'noto-sans-arabic.woff2',
    source: '@fontsource-variable/noto-sans-arabic/noto-sans-arabic-arabic-wght-normal.woff2',
    range: 'arabic',
    weights: ARABIC_WEIGHTS,
  },
  {
    file: 'noto-sans-arabic-more.woff2',
    source: '@fontsource-variable/noto-sans-arabic/noto-sans-arabic-arabic-wght-normal.woff2',
    range: 'arabicMore',
    weights: ARABIC_WEIGHTS,
  },
]

const require = createRequire(import.meta.url)

/** A font file of a Fontsource package (its exports name only its CSS, so from its folder). */
export function fontsourceFile(file: string): string {
  const [scope, name, ...rest] = file.split('/')
  const main = require.resolve(`${scope}/${name}`)
  return path.join(path.dirname(main), 'files', ...rest)
}

/** The characters a font file draws. */
export function characters(bytes: Buffer): number[] {
  const font = fontkit.create(bytes)
  if (!('characterSet' in font)) throw new Error('a font collection, not one font')
  // U+FFFF is no character: a cmap's last segment ends there by rule, and fontkit lists it.
  return font.characterSet.filter((code) => code !== 0xffff)
}

/** The source cut to its weights and to the characters of its range. */
export async function cutFont(cut: FontCut): Promise<Buffer> {
  const bytes = fs.readFileSync(fontsourceFile(cut.source))
  const wanted = codePointsOf(UNICODE_RANGES[cut.range])
  const text = String.fromCodePoint(...characters(bytes).filter((code) => wanted.has(code)))
  return subsetFont(bytes, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { ...(cut.weights ?? FONT_WEIGHTS) } },
  })
}

/** The licence each font comes with (SIL Open Font License), kept beside the cut files. */
export const licenceOf = (source: string) =>
  path.join(path.dirname(path.dirname(fontsourceFile(source))), 'LICENSE')
