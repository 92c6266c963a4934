import geist from '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2?url'
import geistMono from '@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2?url'
import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import jetbrainsMono from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url'
import spaceGrotesk from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url'
import type { LookPreset } from '@contract/site-look.ts'

/**
 * The font files each preset's first screen uses (web/app/look.css declares them): preloaded so
 * the text is drawn in them at once. The labels' mono is Geist Mono except where the preset
 * replaces it; the system preset downloads nothing.
 */
const PRESET_FONTS: Record<LookPreset, string[]> = {
  signal: [geist, geistMono],
  editorial: [fraunces, inter, geistMono],
  studio: [spaceGrotesk, inter, geistMono],
  terminal: [jetbrainsMono],
  system: [],
}

export const presetFontPreloads = (preset: LookPreset): string[] => PRESET_FONTS[preset]
