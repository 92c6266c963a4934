import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFontStack, type FontMetrics } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import courierNew from '@capsizecss/metrics/courierNew'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { fromFile } from '@capsizecss/unpack/fs'
import prettier from 'prettier'
import { FONTS_DIR } from './font-cuts.ts'

/**
 * Metric-matched fallbacks for the site's web fonts (web/app/font-fallbacks.css, written by
 * `npm run build:font-fallbacks`): until a web font has arrived (font-display: swap), its text
 * is drawn in a font every system has, scaled and given the web font's ascent, descent and line
 * gap, so the swap barely moves the page. The web fonts' metrics are read from the very files the
 * site serves (@capsizecss/unpack); the local fonts' come from @capsizecss/metrics (they are not
 * on the machine that builds); @capsizecss/core computes the overrides.
 *
 * Written once and committed rather than computed by every build: the numbers only change with a
 * font's version, and a test (font-fallbacks.test.ts) fails while the file is out of step or a
 * stack does not name a font's fallback right after it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FONT_FALLBACKS_FILE = path.join(root, 'web', 'app', 'font-fallbacks.css')

/**
 * A local font and the names it goes by: Windows' and macOS's font, then its metric-compatible
 * Liberation twin, which Linux systems carry in its place (same advance widths and heights, so the
 * same overrides fit). Regular and bold, so bold text is drawn in the real bold, not a smeared one.
 */
interface LocalFont {
  metrics: FontMetrics
  regular: string[]
  bold: string[]
}

const SANS: LocalFont = {
  metrics: arial,
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
}
const SERIF: LocalFont = {
  metrics: timesNewRoman,
  regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
  bold: [
    'Times New Roman Bold',
    'TimesNewRomanPS-BoldMT',
    'Liberation Serif Bold',
    'LiberationSerif-Bold',
  ],
}
const MONO: LocalFont = {
  metrics: courierNew,
  regular: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono'],
  bold: ['Courier New Bold', 'CourierNewPS-BoldMT', 'Liberation Mono Bold', 'LiberationMono-Bold'],
}

/** Every web font the stylesheets declare (app.css, look.css): its file in web/app/fonts and fallback. */
export const WEB_FONTS = [
  { family: 'Geist', file: 'geist.woff2', like: SANS },
  {
    family: 'Geist Mono',
    file: 'geist-mono.woff2',
    like: MONO,
  },
  { family: 'Inter', file: 'inter.woff2', like: SANS },
  {
    family: 'Fraunces',
    file: 'fraunces.woff2',
    like: SERIF,
  },
  {
    family: 'Space Grotesk',
    file: 'space-grotesk.woff2',
    like: SANS,
  },
  {
    family: 'JetBrains Mono',
    file: 'jetbrains-mono.woff2',
    like: MONO,
  },
] as const

/** The name a stack gives a web font's fallback, right after the web font. */
export const fallbackName = (family: string) => `${family} Fallback`

const local = (names: readonly string[]) => names.map((name) => `local('${name}')`).join(', ')

/** The stylesheet of every web font's fallback faces, formatted as the repository's CSS is. */
export async function fontFallbacksCss(): Promise<string> {
  const faces: string[] = []
  for (const font of WEB_FONTS) {
    const metrics = await fromFile(path.join(FONTS_DIR, font.file))
    const {
      fontFaces: [face],
    } = createFontStack([{ ...metrics, familyName: font.family }, font.like.metrics], {
      fontFaceFormat: 'styleObject',
    })
    const overrides = face!['@font-face']
    const declarations = [
      ['ascent-override', overrides.ascentOverride],
      ['descent-override', overrides.descentOverride],
      ['line-gap-override', overrides.lineGapOverride],
      ['size-adjust', overrides.sizeAdjust],
    ]
      .filter(([, value]) => value !== undefined)
      .map(([property, value]) => `${property}: ${String(value)};`)
      .join(' ')
    for (const [weight, names] of [
      [400, font.like.regular],
      [700, font.like.bold],
    ] as const) {
      faces.push(
        `@font-face { font-family: '${fallbackName(font.family)}'; font-weight: ${weight}; src: ${local(names)}; ${declarations} }`,
      )
    }
  }
  const css = [
    '/*',
    ' * Written by `npm run build:font-fallbacks` (scripts/font-fallbacks.ts): do not edit by hand.',
    " * Each web font's stand-in while it loads: a local font scaled and given the web font's",
    ' * ascent, descent and line gap, so the swap barely moves the page. Every stack names it',
    " * right after its web font: 'Inter', 'Inter Fallback', …",
    ' */',
    ...faces,
  ].join('\n')
  return prettier.format(css, {
    ...(await prettier.resolveConfig(FONT_FALLBACKS_FILE)),
    filepath: FONT_FALLBACKS_FILE,
  })
}
