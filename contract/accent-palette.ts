import {
  clampChroma,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode,
  wcagContrast,
  type Oklch,
} from 'culori/fn'
import { DEFAULT_LOOK, LOOK_PRESETS, PRESETS, type Neutrals, type SiteLook } from './site-look.ts'

// The tree-shakable entry: only the colour spaces on the way from hex to OKLCH are registered.
useMode(modeRgb)
useMode(modeLrgb)
useMode(modeOklab)
const toOklch = useMode(modeOklch)

/** WCAG AA for text, which the accent (links, numbers, the owner's name) is used as. */
export const TEXT_CONTRAST = 4.5

export type Mode = 'dark' | 'light'

/** The accent's shades for one mode, as the stylesheet's tokens name them. */
interface AccentShades {
  accent: string
  accent2: string
  accentFill: string
  onAccent: string
  accentSoft: string
  pageGlow: string
  pattern: string
}

export interface ModePalette extends AccentShades {
  neutrals: Neutrals
  /** The accent had to be moved to keep its contrast in this mode. */
  adjusted: boolean
}

const contrastOn = (colour: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((background) => wcagContrast(colour, background)))

/**
 * The colour nearest to `colour` (same hue and chroma where the screen allows) that reads at
 * 4.5:1 on every background: darker for light backgrounds, lighter for dark ones, in OKLCH so
 * the hue does not drift as the lightness moves.
 */
function readableOn(
  colour: string,
  backgrounds: readonly string[],
  mode: Mode,
): { colour: string; adjusted: boolean } {
  const start = toOklch(parse(colour) ?? parse('#000000')!)
  if (contrastOn(colour, backgrounds) >= TEXT_CONTRAST) return { colour, adjusted: false }
  const step = mode === 'light' ? -0.01 : 0.01
  let candidate: Oklch = { ...start }
  for (let index = 0; index < 100; index++) {
    candidate = { ...candidate, l: Math.min(1, Math.max(0, candidate.l + step)) }
    const hex = formatHex(clampChroma(candidate, 'oklch'))
    if (contrastOn(hex, backgrounds) >= TEXT_CONTRAST) return { colour: hex, adjusted: true }
  }
  return { colour: mode === 'light' ? '#000000' : '#ffffff', adjusted: true }
}

const withAlpha = (hex: string, alpha: number) => {
  const value = parseInt(hex.slice(1), 16)
  return `rgb(${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255} / ${alpha})`
}

/** `over` laid on `under` at `alpha`, as the browser draws a translucent fill. */
function blend(under: string, over: string, alpha: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const [a, b] = [channels(under), channels(over)]
  return `#${a
    .map((value, index) =>
      Math.round(value + (b[index]! - value) * alpha)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** The second accent, used only in gradients with the first: a neighbour on the colour wheel. */
function companionOf(accent: string): string {
  const colour = toOklch(parse(accent)!)
  return formatHex(clampChroma({ ...colour, h: ((colour.h ?? 0) + 50) % 360 }, 'oklch'))
}

/** The palette of one mode: the preset's neutrals and the accent's shades, all readable on them. */
export function modePalette(look: Pick<SiteLook, 'preset' | 'accent'>, mode: Mode): ModePalette {
  const neutrals = PRESETS[look.preset][mode]
  const backgrounds = [neutrals.page, neutrals.surface, neutrals.raised]
  const soft = mode === 'dark' ? 0.12 : 0.09
  let { colour: accent, adjusted } = readableOn(look.accent.toLowerCase(), backgrounds, mode)
  // The accent is also text on its own soft tint (initials, icon tiles): read it there too; the
  // tint follows the accent, so a few rounds settle it.
  for (let round = 0; round < 4; round++) {
    const tints = backgrounds.map((background) => blend(background, accent, soft))
    const next = readableOn(accent, [...backgrounds, ...tints], mode)
    if (next.colour === accent) break
    accent = next.colour
    adjusted = true
  }
  const accent2 = readableOn(companionOf(look.accent), backgrounds, mode).colour
  // The accent reads on the darkest (dark mode) or lightest (light mode) background, so the
  // page's own extreme reads on the accent as a fill.
  const onAccent = mode === 'dark' ? neutrals.page : '#ffffff'
  return {
    neutrals,
    adjusted,
    accent,
    accent2,
    accentFill: accent,
    onAccent,
    accentSoft: withAlpha(accent, soft),
    pageGlow: withAlpha(accent, mode === 'dark' ? 0.09 : 0.07),
    pattern: withAlpha(accent, mode === 'dark' ? 0.28 : 0.22),
  }
}

/** What the form says when the chosen accent was moved to stay readable. */
export function accentAdjustments(look: Pick<SiteLook, 'preset' | 'accent'>): string[] {
  const notes: string[] = []
  if (modePalette(look, 'light').adjusted) {
    notes.push('Darkened for readable text on light backgrounds.')
  }
  if (modePalette(look, 'dark').adjusted) {
    notes.push('Lightened for readable text on dark backgrounds.')
  }
  return notes
}

function declarations(palette: ModePalette): string {
  const { neutrals } = palette
  const tokens: Record<string, string> = {
    '--page': neutrals.page,
    '--surface': neutrals.surface,
    '--raised': neutrals.raised,
    '--ink': neutrals.ink,
    '--ink-strong': neutrals.inkStrong,
    '--muted': neutrals.muted,
    '--line': neutrals.line,
    '--line-strong': neutrals.lineStrong,
    '--accent': palette.accent,
    '--accent-2': palette.accent2,
    '--accent-fill': palette.accentFill,
    '--on-accent': palette.onAccent,
    '--accent-soft': palette.accentSoft,
    '--page-glow': palette.pageGlow,
    '--pattern': palette.pattern,
    // The contribution graph's levels: an empty day in the line's tone, then the accent laid
    // ever more strongly on the card's surface (docs/design.md).
    '--graph-0': neutrals.line,
    ...Object.fromEntries(
      GRAPH_STRENGTHS.map((strength, index) => [
        `--graph-${index + 1}`,
        blend(neutrals.surface, palette.accent, strength),
      ]),
    ),
  }
  return Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
}

/**
 * The colour tokens of both modes as CSS, for /site.css and the dashboard's preview. Every value
 * is a colour this module formatted, never the owner's text.
 */
export function lookColourCss(look: Pick<SiteLook, 'preset' | 'accent'>): string {
  const dark = declarations(modePalette(look, 'dark'))
  const light = declarations(modePalette(look, 'light'))
  return `:root,[data-theme='dark']{${dark}}[data-theme='light']{${light}}${graphCss('')}`
}

/**
 * Each preset's own palette (its accent untouched), scoped to `<html data-palette="…">`, which
 * the server renders when the owner kept the preset's accent. app.css imports it (made by
 * `npm run build:palettes`; a test keeps the two in step), so such a page needs no /site.css
 * before its first paint: one request fewer on a slow network. The house preset's tokens are
 * app.css's own. An html element and a second attribute outrank app.css's `:root` and
 * `[data-theme]` tokens.
 */
/** Where presetPalettesCss() is kept, from the repository's root. */
export const PRESET_PALETTES_FILE = 'web/app/preset-palettes.css'

export function presetPalettesCss(): string {
  const rules = LOOK_PRESETS.filter((preset) => preset !== DEFAULT_LOOK.preset).map((preset) => {
    const look = { preset, accent: PRESETS[preset].accent }
    const scope = `html[data-palette='${preset}']`
    return (
      `${scope}{${declarations(modePalette(look, 'dark'))}}\n` +
      `${scope}[data-theme='light']{${declarations(modePalette(look, 'light'))}}\n`
    )
  })
  return `/* Made by npm run build:palettes from contract/site-look.ts's presets. */\n${rules.join('')}${graphCss('html[data-palette] ')}\n`
}

/** How strongly the accent shows in the contribution graph's levels 1 to 4. */
const GRAPH_STRENGTHS = [0.3, 0.55, 0.78, 1]

/**
 * react-activity-calendar draws each day (and each legend square) with a `fill` attribute from
 * its fixed house theme; a stylesheet rule outranks an attribute, so the graph follows the
 * owner's accent without a theme of its own per look (which the CSP's style hashes would need).
 */
const graphCss = (scope: string) =>
  [0, 1, 2, 3, 4]
    .map(
      (level) =>
        `${scope}.react-activity-calendar rect[data-level='${level}'],` +
        `${scope}.react-activity-calendar__legend-colors svg:nth-of-type(${level + 1}) rect` +
        `{fill:var(--graph-${level})}`,
    )
    .join('')
