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
  /** Arabic as it is typed (the Arabic block): every Arabic page needs it, so it is small. */
  arabic: 'U+0600-06FF',
  /** The rest of the script (supplements, presentation forms): fetched only by text that has them. */
  arabicMore: 'U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFC',
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

/** Each served file, by its name in web/app/fonts/, the Fontsource file it is cut from and its range. */
export const FONT_CUTS = [
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
  },
  {
    file: 'noto-sans-arabic-more.woff2',
    source: '@fontsource-variable/noto-sans-arabic/noto-sans-arabic-arabic-wght-normal.woff2',
    range: 'arabicMore',
  },
] as const

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

/** The source cut to FONT_WEIGHTS and to the characters of its range. */
export async function cutFont(cut: (typeof FONT_CUTS)[number]): Promise<Buffer> {
  const bytes = fs.readFileSync(fontsourceFile(cut.source))
  const wanted = codePointsOf(UNICODE_RANGES[cut.range])
  const text = String.fromCodePoint(...characters(bytes).filter((code) => wanted.has(code)))
  return subsetFont(bytes, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
  })
}

/** The licence each font comes with (SIL Open Font License), kept beside the cut files. */
export const licenceOf = (source: string) =>
  path.join(path.dirname(path.dirname(fontsourceFile(source))), 'LICENSE')
