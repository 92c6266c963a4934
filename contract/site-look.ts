import { Type, type Static } from 'typebox'

/**
 * The owner's look (Site settings): a preset (a palette and a font pairing), an accent colour,
 * corner roundness, spacing density and custom CSS. The server renders it on <html> (data
 * attributes and the derived colour tokens), so pages are right without JavaScript; the
 * dashboard's preview renders the same from the unsaved form.
 */

export const LOOK_PRESETS = ['signal', 'editorial', 'studio', 'terminal', 'system'] as const
export type LookPreset = (typeof LOOK_PRESETS)[number]

export const ROUNDNESS = ['sharp', 'soft', 'round'] as const
export type Roundness = (typeof ROUNDNESS)[number]
export const ROUNDNESS_LABELS: Record<Roundness, string> = {
  sharp: 'Sharp',
  soft: 'Soft',
  round: 'Round',
}

export const DENSITIES = ['compact', 'comfortable'] as const
export type Density = (typeof DENSITIES)[number]
export const DENSITY_LABELS: Record<Density, string> = {
  compact: 'Compact',
  comfortable: 'Comfortable',
}

/** The largest custom CSS the site keeps, in characters (about 20 kB). */
export const CUSTOM_CSS_MAX = 20_000

/** The neutral colours of one mode; the accent's shades are derived (accent-palette.ts). */
export interface Neutrals {
  page: string
  surface: string
  raised: string
  ink: string
  inkStrong: string
  muted: string
  line: string
  lineStrong: string
}

export interface PresetDefinition {
  label: string
  /** One line for the owner: the mood and the fonts. */
  description: string
  accent: string
  dark: Neutrals
  light: Neutrals
}

/**
 * Each preset is a coherent palette (neutrals tinted towards its accent) and a font pairing; the
 * fonts themselves are declared in web/app/look.css. Every muted text keeps 4.5:1 on its page and
 * surfaces in both modes (site-look.test.ts checks it).
 */
export const PRESETS: Record<LookPreset, PresetDefinition> = {
  signal: {
    label: 'Signal',
    description: 'Cool and technical: Geist with Geist Mono, a cyan accent',
    accent: '#22d3ee',
    dark: {
      page: '#0a0c10',
      surface: '#11141b',
      raised: '#171b24',
      ink: '#edf0f5',
      inkStrong: '#ffffff',
      muted: '#9ba4b4',
      line: '#232834',
      lineStrong: '#323a4a',
    },
    light: {
      page: '#f7f8fa',
      surface: '#ffffff',
      raised: '#f1f4f8',
      ink: '#0e1320',
      inkStrong: '#000000',
      muted: '#4a5466',
      line: '#e3e7ee',
      lineStrong: '#cdd4df',
    },
  },
  editorial: {
    label: 'Editorial',
    description: 'Warm paper and ink: Fraunces headings over Inter, a terracotta accent',
    accent: '#c2410c',
    dark: {
      page: '#14110f',
      surface: '#1c1815',
      raised: '#241f1b',
      ink: '#f2ece4',
      inkStrong: '#ffffff',
      muted: '#b3a899',
      line: '#2e2823',
      lineStrong: '#40382f',
    },
    light: {
      page: '#faf7f2',
      surface: '#ffffff',
      raised: '#f3eee6',
      ink: '#1f1a14',
      inkStrong: '#000000',
      muted: '#5c5247',
      line: '#e8e1d6',
      lineStrong: '#d6ccbd',
    },
  },
  studio: {
    label: 'Studio',
    description: 'Bold and contemporary: Space Grotesk headings over Inter, a violet accent',
    accent: '#8b5cf6',
    dark: {
      page: '#0c0a14',
      surface: '#13111d',
      raised: '#1a1726',
      ink: '#ecebf5',
      inkStrong: '#ffffff',
      muted: '#a29fb8',
      line: '#26233a',
      lineStrong: '#37334f',
    },
    light: {
      page: '#f8f7fc',
      surface: '#ffffff',
      raised: '#f1effa',
      ink: '#15122a',
      inkStrong: '#000000',
      muted: '#52506a',
      line: '#e4e1f0',
      lineStrong: '#cfcbe3',
    },
  },
  terminal: {
    label: 'Terminal',
    description: 'A developer’s console: JetBrains Mono throughout, a green accent',
    accent: '#22c55e',
    dark: {
      page: '#0b0f0c',
      surface: '#101612',
      raised: '#16201a',
      ink: '#e3efe6',
      inkStrong: '#ffffff',
      muted: '#93a89a',
      line: '#1f2b23',
      lineStrong: '#2d3d32',
    },
    light: {
      page: '#f6f8f6',
      surface: '#ffffff',
      raised: '#edf2ee',
      ink: '#0f1a13',
      inkStrong: '#000000',
      muted: '#48584d',
      line: '#dfe7e1',
      lineStrong: '#c7d3ca',
    },
  },
  system: {
    label: 'System',
    description:
      'Plain and fast: the visitor’s own system fonts (nothing to download), a blue accent',
    accent: '#2563eb',
    dark: {
      page: '#0d0d0f',
      surface: '#151518',
      raised: '#1c1c20',
      ink: '#ececf1',
      inkStrong: '#ffffff',
      muted: '#a1a1aa',
      line: '#27272a',
      lineStrong: '#3f3f46',
    },
    light: {
      page: '#fafafa',
      surface: '#ffffff',
      raised: '#f4f4f5',
      ink: '#18181b',
      inkStrong: '#000000',
      muted: '#52525b',
      line: '#e4e4e7',
      lineStrong: '#d4d4d8',
    },
  },
}

export const SiteLook = Type.Object(
  {
    preset: Type.Enum(LOOK_PRESETS, { title: 'Preset' }),
    accent: Type.String({
      pattern: '^#[0-9A-Fa-f]{6}$',
      title: 'Accent colour',
      errorMessage: 'The accent colour is written #rrggbb, e.g. #22d3ee',
    }),
    roundness: Type.Enum(ROUNDNESS, { title: 'Corners' }),
    density: Type.Enum(DENSITIES, { title: 'Spacing' }),
    customCss: Type.String({
      maxLength: CUSTOM_CSS_MAX,
      title: 'Custom CSS',
      description: 'Applied last on every public page',
    }),
  },
  { additionalProperties: false, title: 'Look' },
)
export type SiteLook = Static<typeof SiteLook>

export const DEFAULT_LOOK: SiteLook = {
  preset: 'signal',
  accent: PRESETS.signal.accent,
  roundness: 'soft',
  density: 'comfortable',
  customCss: '',
}

/** The house look untouched: the stylesheet's own tokens apply and nothing is added to a page. */
export function isDefaultLook(look: SiteLook): boolean {
  return (
    look.preset === DEFAULT_LOOK.preset &&
    look.accent.toLowerCase() === DEFAULT_LOOK.accent &&
    look.roundness === DEFAULT_LOOK.roundness &&
    look.density === DEFAULT_LOOK.density
  )
}

/**
 * The site's own stylesheet (/site.css): the look's colour tokens, then the owner's custom CSS.
 * A public page's CSP allows no inline style, so the look is a file of the site's origin, linked
 * last so it wins; its address carries this version, so it is cached for a year and a new look
 * is a new address. FNV-1a over the look: a cache key, not a security measure.
 */
export function lookVersion(look: SiteLook): string {
  const text = JSON.stringify([
    look.preset,
    look.accent,
    look.roundness,
    look.density,
    look.customCss,
  ])
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/**
 * Whether the look's colours must come from /site.css: only for an accent of the owner's own.
 * A preset's own palette is in app.css (web/app/preset-palettes.css, chosen by `ownPalette`).
 */
export const needsLookColours = (look: Pick<SiteLook, 'preset' | 'accent'>) =>
  look.accent.toLowerCase() !== PRESETS[look.preset].accent

/** The preset whose own palette a page takes from app.css (`<html data-palette>`), if any. */
export const ownPalette = (look: Pick<SiteLook, 'preset' | 'accent'>) =>
  look.preset !== DEFAULT_LOOK.preset && !needsLookColours(look) ? look.preset : undefined

/** Whether a page links /site.css at all: only when it would change something. */
export const needsSiteStylesheet = (look: SiteLook) =>
  needsLookColours(look) || look.customCss.trim() !== ''

export const SITE_STYLESHEET_PATH = '/site.css'
