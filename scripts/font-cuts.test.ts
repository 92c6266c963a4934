import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import {
  characters,
  codePointsOf,
  FONT_CUTS,
  FONT_WEIGHTS,
  FONTS_DIR,
  fontsourceFile,
  UNICODE_RANGES,
} from './font-cuts.ts'

const WEB_APP = path.dirname(FONTS_DIR)
const STYLESHEETS = ['app.css', 'look.css']
const FONT_FACES = /@font-face\s*{[^}]*}/g

function weightAxis(file: string) {
  const font = fontkit.create(fs.readFileSync(file))
  if (!('variationAxes' in font)) throw new Error(`${file}: a collection`)
  const axis = font.variationAxes.wght
  if (!axis) throw new Error(`${file}: no weight axis`)
  return axis
}

/** Every file under web/app with one of the extensions, the fonts' own folder left out. */
function sources(extensions: string[]): string[] {
  return fs
    .readdirSync(WEB_APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .filter((file) => !file.endsWith('.test.tsx'))
    .map((file) => path.join(WEB_APP, file))
}

/** Tailwind's weight classes, as numbers. */
const TAILWIND_WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
}
const CSS_WEIGHTS: Record<string, number> = { normal: 400, bold: 700 }

describe('the web fonts cut to the weights the site uses (npm run build:fonts)', () => {
  it.each(FONT_CUTS)('$file keeps every character of its range and the weights', (cut) => {
    const served = path.join(FONTS_DIR, cut.file)
    const source = fontsourceFile(cut.source)
    const range = codePointsOf(UNICODE_RANGES[cut.range])
    const wanted = characters(fs.readFileSync(source)).filter((code) => range.has(code))
    expect(characters(fs.readFileSync(served)).sort((a, b) => a - b)).toEqual(
      wanted.sort((a, b) => a - b),
    )
    const from = weightAxis(source)
    const axis = weightAxis(served)
    const weights = cut.weights ?? FONT_WEIGHTS
    expect([axis.min, axis.max]).toEqual([
      Math.max(from.min, weights.min),
      Math.min(from.max, weights.max),
    ])
    expect(fs.existsSync(served.replace(/\.woff2$/, '.LICENSE')), 'its licence').toBe(true)
  })

  it("are what every @font-face names, with its family's weights and the file's range", () => {
    const faces = STYLESHEETS.flatMap((name) => [
      ...fs.readFileSync(path.join(WEB_APP, name), 'utf8').matchAll(FONT_FACES),
    ]).map((face) => face[0])
    expect(faces.length).toBeGreaterThan(0)
    const families = new Map<string, { face: string; weights: number[]; latin?: number[] }[]>()
    for (const face of faces) {
      const file = /url\('\.\/fonts\/([^']+)'\)/.exec(face)?.[1]
      const cut = FONT_CUTS.find((each) => each.file === file)
      expect(cut, face).toBeDefined()
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim()
      expect(range, face).toBe(UNICODE_RANGES[cut!.range])
      const weights = /font-weight:\s*(\d+) (\d+);/.exec(face)?.slice(1).map(Number) ?? []
      const axis = weightAxis(path.join(FONTS_DIR, cut!.file))
      // A weight past the file's axis is drawn at its end (the Arabic cuts stop at 700).
      expect(axis.min, face).toBeGreaterThanOrEqual(weights[0]!)
      expect(axis.max, face).toBeLessThanOrEqual(weights[1]!)
      const family = /font-family:\s*'([^']+)'/.exec(face)![1]!
      const latin = cut!.range === 'latin' ? [axis.min, axis.max] : undefined
      families.set(family, [...(families.get(family) ?? []), { face, weights, latin }])
    }
    // Every face of a family declares the weights of the family's own (Latin) file: faces with
    // other weights are other faces to the browser, which picks one by weight before it looks at
    // unicode-range, and the family's other characters then fall back to the system's font.
    for (const [family, members] of families) {
      const own = members.find((member) => member.latin)?.latin
      expect(own, family).toBeDefined()
      for (const member of members) expect(member.weights, member.face).toEqual(own)
    }
  })

  it('cover every weight the stylesheets and components ask for', () => {
    const asked: Array<{ where: string; weight: number }> = []
    for (const file of sources(['.css'])) {
      const css = fs.readFileSync(file, 'utf8').replace(FONT_FACES, '')
      for (const [, value] of css.matchAll(/font-weight:\s*([\w-]+)/g)) {
        const weight = CSS_WEIGHTS[value!] ?? Number(value)
        asked.push({ where: `${path.relative(WEB_APP, file)}: ${value}`, weight })
      }
    }
    for (const file of sources(['.tsx', '.ts'])) {
      const code = fs.readFileSync(file, 'utf8')
      for (const [, name] of code.matchAll(/\bfont-(\w+)\b/g)) {
        const weight = TAILWIND_WEIGHTS[name!]
        if (weight) asked.push({ where: `${path.relative(WEB_APP, file)}: font-${name}`, weight })
      }
    }
    expect(asked.length).toBeGreaterThan(10)
    const outside = asked.filter(
      ({ weight }) =>
        Number.isNaN(weight) || weight < FONT_WEIGHTS.min || weight > FONT_WEIGHTS.max,
    )
    expect(outside.map(({ where }) => where)).toEqual([])
  })
})
