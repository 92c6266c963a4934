import geist from '@/fonts/geist.woff2?url'
import geistMono from '@/fonts/geist-mono.woff2?url'
import fraunces from '@/fonts/fraunces.woff2?url'
import inter from '@/fonts/inter.woff2?url'
import jetbrainsMono from '@/fonts/jetbrains-mono.woff2?url'
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

export const presetFontPreloads = (preset: LookPreset): string[] => PRESET_FONTS[preset]
