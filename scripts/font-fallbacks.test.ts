import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_FALLBACKS_FILE, WEB_FONTS, fallbackName, fontFallbacksCss } from './font-fallbacks.ts'

/** The stylesheets that declare web fonts and name them in stacks. */
const STYLESHEETS = ['app.css', 'look.css'].map((name) =>
  fs.readFileSync(path.join(path.dirname(FONT_FALLBACKS_FILE), name), 'utf8'),
)
const FONT_FACES = /@font-face\s*{[^}]*}/g

describe("the web fonts' metric-matched fallbacks", () => {
  it('are what the web app ships (npm run build:font-fallbacks writes them)', async () => {
    expect(fs.readFileSync(FONT_FALLBACKS_FILE, 'utf8')).toBe(await fontFallbacksCss())
  })

  it('cover every web font the stylesheets declare', () => {
    const declared = STYLESHEETS.flatMap((css) =>
      [...css.matchAll(FONT_FACES)].flatMap(
        (face) => /font-family:\s*'([^']+)'/.exec(face[0])?.[1] ?? [],
      ),
    )
    expect(declared.length).toBeGreaterThan(0)
    expect(new Set(declared)).toEqual(new Set(WEB_FONTS.map((font) => font.family)))
  })

  it('are named right after their web font in every stack', () => {
    const stacks = STYLESHEETS.map((css) => css.replace(FONT_FACES, '')).join('\n')
    for (const { family } of WEB_FONTS) {
      const uses = [...stacks.matchAll(new RegExp(`'${family}'\\s*(,\\s*'[^']*')?`, 'g'))]
      expect(uses.length, family).toBeGreaterThan(0)
      for (const use of uses) expect(use[0], family).toMatch(`'${fallbackName(family)}'`)
    }
  })
})
