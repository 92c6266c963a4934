import { wcagContrast } from 'culori/fn'
import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import {
  accentAdjustments,
  lookColourCss,
  modePalette,
  PRESET_PALETTES_FILE,
  presetPalettesCss,
  TEXT_CONTRAST,
} from './accent-palette.ts'
import { LOOK_PRESETS, PRESETS } from './site-look.ts'

const backgroundsOf = (preset: (typeof LOOK_PRESETS)[number], mode: 'dark' | 'light') => {
  const { page, surface, raised } = PRESETS[preset][mode]
  return [page, surface, raised]
}

describe('the accent palette', () => {
  it('darkens a pale yellow accent for light mode until it reads at 4.5:1, and says so', () => {
    const look = { preset: 'signal', accent: '#fef08a' } as const
    const light = modePalette(look, 'light')
    expect(light.adjusted).toBe(true)
    expect(light.accent).not.toBe('#fef08a')
    for (const background of backgroundsOf('signal', 'light')) {
      expect(wcagContrast(light.accent, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
    // Pale yellow already reads on the dark pages: left as chosen there.
    expect(modePalette(look, 'dark')).toMatchObject({ adjusted: false, accent: '#fef08a' })
    expect(accentAdjustments(look)).toEqual(['Darkened for readable text on light backgrounds.'])
  })

  it('lightens a deep navy accent for dark mode', () => {
    const look = { preset: 'signal', accent: '#1e1b4b' } as const
    expect(modePalette(look, 'dark').adjusted).toBe(true)
    expect(accentAdjustments(look)).toEqual(['Lightened for readable text on dark backgrounds.'])
  })

  it('keeps an accent that already reads in both modes as it is', () => {
    const look = { preset: 'editorial', accent: '#7c2d12' } as const
    expect(modePalette(look, 'light')).toMatchObject({ adjusted: false, accent: '#7c2d12' })
  })

  const matrix = LOOK_PRESETS.flatMap((preset) =>
    (['dark', 'light'] as const).map((mode) => [preset, mode] as const),
  )
  it.each(matrix)(
    'the %s preset in %s mode: every text colour reads at 4.5:1 on every background',
    (preset, mode) => {
      const palette = modePalette({ preset, accent: PRESETS[preset].accent }, mode)
      const texts = [palette.neutrals.ink, palette.neutrals.muted, palette.accent, palette.accent2]
      for (const text of texts) {
        for (const background of backgroundsOf(preset, mode)) {
          expect(wcagContrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(
            TEXT_CONTRAST,
          )
        }
      }
      expect(wcagContrast(palette.onAccent, palette.accentFill)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      )
    },
  )

  it("keeps each preset's own palette in the stylesheet app.css imports (npm run build:palettes)", () => {
    const file = path.join(import.meta.dirname, '..', PRESET_PALETTES_FILE)
    expect(fs.readFileSync(file, 'utf8')).toBe(presetPalettesCss())
    const look = { preset: 'editorial', accent: PRESETS.editorial.accent } as const
    const light = presetPalettesCss().match(
      /html\[data-palette='editorial'\]\[data-theme='light'\]\{([^}]*)\}/,
    )
    expect(light![1]).toContain(`--accent:${modePalette(look, 'light').accent}`)
  })

  it('writes the tokens of both modes', () => {
    const look = { preset: 'studio', accent: '#ff0000' } as const
    expect(lookColourCss(look)).toMatch(/^:root,\[data-theme='dark'\]\{--page:#0c0a14;/)
  })

  it("colours the contribution graph's days and legend with the accent, strongest at level 4", () => {
    const look = { preset: 'editorial', accent: '#c2410c' } as const
    const css = lookColourCss(look)
    for (const mode of ['dark', 'light'] as const) {
      const palette = modePalette(look, mode)
      const block = css.match(new RegExp(`\\[data-theme='${mode}'\\]\\{([^}]*)\\}`))![1]!
      const token = (name: string) => new RegExp(`${name}:(#[0-9a-f]{6})`).exec(block)![1]!
      expect(token('--graph-4')).toBe(palette.accent)
      // Each level stands further from the card's surface than the one before.
      const distances = [1, 2, 3, 4].map((level) =>
        wcagContrast(token(`--graph-${level}`), palette.neutrals.surface),
      )
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
      expect(distances[0]).toBeGreaterThan(1)
    }
    expect(css).toContain(".react-activity-calendar rect[data-level='3']")
    expect(css).toContain('.react-activity-calendar__legend-colors svg:nth-of-type(5) rect')
  })
})
