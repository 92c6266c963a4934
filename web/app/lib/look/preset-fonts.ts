import geist from '@/fonts/geist.woff2?url'
import geistMono from '@/fonts/geist-mono.woff2?url'
import fraunces from '@/fonts/fraunces.woff2?url'
import inter from '@/fonts/inter.woff2?url'
import jetbrainsMono from '@/fonts/jetbrains-mono.woff2?url'
import notoSansArabic from '@/fonts/noto-sans-arabic.woff2?url'
import spaceGrotesk from '@/fonts/space-grotesk.woff2?url'
import type { LookPreset } from '@contract/site-look.ts'

/**
 * The font files each preset's first screen uses (web/app/look.css declares them): preloaded so
 * the text is drawn in them at once. Labels are drawn in Geist Mono by Signal and in a font the
 * preset already loads by Editorial and Studio; code's mono is not on the first screen, so it is
 * never preloaded. The system preset downloads nothing.
 */
const PRESET_FONTS: Record<LookPreset, string[]> = {
  signal: [geist, geistMono],
  editorial: [fraunces, inter],
  studio: [spaceGrotesk, inter],
  terminal: [jetbrainsMono],
  system: [],
}

/** The script a language is written in (`Arab`, `Latn`…), by its likely subtags. */
function scriptOf(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().script
  } catch {
    return undefined
  }
}

/**
 * The font files to preload on a page in `language`. A page in a language written in Arabic
 * script (Arabic, Persian, Urdu…) draws most of its text from the Arabic cut that app.css gives
 * every preset's families; without a preload the browser finds it only once the stylesheet is
 * laid out, a round trip later, and the first paint waits for it (Lighthouse on `/ar/`, see
 * docs/performance.md). It goes first: it draws more of the page than the Latin files.
 */
export function presetFontPreloads(preset: LookPreset, language?: string): string[] {
  const own = PRESET_FONTS[preset]
  if (preset === 'system' || language === undefined || scriptOf(language) !== 'Arab') return own
  return [notoSansArabic, ...own]
}
