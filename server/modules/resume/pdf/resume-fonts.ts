import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'
import * as fontkit from 'fontkit'
import { onFirstUse } from '@contract/first-use.ts'

/** The two weights the résumé is set in: body text, and names and headings. */
export type FontWeight = 'regular' | 'bold'

/**
 * The families a résumé's text is set in, in the order they are tried for each character: Geist
 * (the site's font), then Noto for what Geist has no glyph for (Greek, Devanagari, Arabic, Hebrew,
 * Chinese and Japanese, emoji in outline). Each is a Fontsource package of static WOFF files,
 * one per Unicode subset and weight, with `unicode.json` naming each subset's ranges: only the
 * files a résumé's characters need are read, so a Chinese name costs a few of Noto Sans SC's
 * hundred files, never the whole font. A PDF embeds each used file as a subset of the glyphs
 * drawn.
 */
const FAMILIES = [
  { name: 'geist', package: '@fontsource/geist' },
  { name: 'noto-sans', package: '@fontsource/noto-sans' },
  { name: 'noto-sans-arabic', package: '@fontsource/noto-sans-arabic', rightToLeft: true },
  { name: 'noto-sans-hebrew', package: '@fontsource/noto-sans-hebrew', rightToLeft: true },
  { name: 'noto-sans-sc', package: '@fontsource/noto-sans-sc' },
  { name: 'noto-emoji', package: '@fontsource/noto-emoji' },
] as const

/** The files' weights: Geist's and Noto's regular and semi-bold (every family has both). */
const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 600 }

/**
 * What a character no shipped font has is drawn as (in Geist): the replacement character, a
 * visible mark rather than an empty box. A copy reads it as the replacement character too.
 */
const REPLACEMENT_CHARACTER = '\uFFFD'

/**
 * One font file: the name pdfkit knows it by and fontkit's reading of it, shared by every document
 * the thread makes (fontkit keeps the tables and glyphs it has read).
 */
export interface FontFace {
  key: string
  font: fontkit.Font
  rightToLeft: boolean
  has(codePoint: number): boolean
}

/** A stretch of text set in one face. */
export interface TextRun {
  face: FontFace
  text: string
}

interface Subset {
  family: (typeof FAMILIES)[number]
  /** Its part of the file names: `latin`, or `119` for Noto Sans SC's `[119]`. */
  file: string
  ranges: [number, number][]
}

const requireHere = createRequire(import.meta.url)

function packageDirectory(name: string): string {
  return path.dirname(requireHere.resolve(`${name}/package.json`))
}

/** `U+0000-00FF,U+0131` as ranges of code points. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
    const start = Number.parseInt(from!, 16)
    return [start, to === undefined ? start : Number.parseInt(to, 16)]
  })
}

let subsets: Subset[] | undefined
function allSubsets(): Subset[] {
  subsets ??= FAMILIES.flatMap((family) => {
    const unicode = JSON.parse(
      fs.readFileSync(path.join(packageDirectory(family.package), 'unicode.json'), 'utf8'),
    ) as Record<string, string>
    return Object.entries(unicode).map(([name, ranges]) => ({
      family,
      file: name.replace(/^\[(\d+)\]$/, '$1'),
      ranges: parseRanges(ranges),
    }))
  })
  return subsets
}

const faces = new Map<string, FontFace | null>()

/** A subset's file in a weight, read once per thread; null when the package lacks it. */
function faceOf(subset: Subset, weight: FontWeight): FontFace | null {
  const key = `${subset.family.name}-${subset.file}-${WEIGHTS[weight]}`
  const known = faces.get(key)
  if (known !== undefined) return known
  const file = path.join(
    packageDirectory(subset.family.package),
    'files',
    `${subset.family.name}-${subset.file}-${WEIGHTS[weight]}-normal.woff`,
  )
  let face: FontFace | null = null
  if (fs.existsSync(file)) {
    const data = sfntOf(fs.readFileSync(file))
    const font = fontkit.create(data) as fontkit.Font
    // A file whose character map fontkit cannot read (one of Noto Sans SC's) has no glyph to
    // offer: the next subset or family is tried.
    const readable = (() => {
      try {
        font.hasGlyphForCodePoint(0x20)
        return true
      } catch {
        return false
      }
    })()
    if (readable) {
      face = {
        key,
        font: withShapingKept(withMarksReadWithTheirLetters(withOwnCodePoints(font))),
        rightToLeft: 'rightToLeft' in subset.family,
        has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
      }
    }
  }
  faces.set(key, face)
  return face
}

/**
 * The face with each glyph it hands out carrying the characters it was asked for. fontkit keeps
 * one glyph object per glyph id, made with the characters of the first request: where a font
 * draws several letters with one shape (Noto Sans Arabic's dotless tooth for ب ت ث ن ي, its dots
 * added as glyphs of their own), every later letter would name the first one, and the PDF's map
 * back to text (typesetter.ts) would read "التعلتم" for "التعليم". A request for other characters
 * gets a glyph of its own that shares everything else (outline, metrics) with the kept one.
 */
function withOwnCodePoints(font: fontkit.Font): fontkit.Font {
  const glyphOf = font.getGlyph.bind(font)
  font.getGlyph = (id, codePoints) => {
    const glyph = glyphOf(id, codePoints)
    // Asked by id alone (to embed its outline, say): the kept glyph.
    if (!glyph || !codePoints || sameCodePoints(glyph.codePoints, codePoints)) return glyph
    // The kept glyph's metrics worked out first, so the copy reads them rather than redoing them.
    void glyph.advanceWidth
    return Object.assign(Object.create(glyph) as fontkit.Glyph, { codePoints })
  }
  // A character shaping draws as nothing (Persian's zero-width non-joiner in نامه‌ها, a soft
  // hyphen) becomes the space glyph with no width: it reads as itself, not as a space.
  const engine = (font as unknown as { _layoutEngine: LayoutEngine })._layoutEngine
  engine.hideDefaultIgnorables = (glyphs, positions) => {
    const space = font.glyphForCodePoint(0x20)
    glyphs.forEach((glyph, index) => {
      if (!engine.isDefaultIgnorable(glyph.codePoints[0]!)) return
      glyphs[index] = font.getGlyph(space.id, glyph.codePoints)
      positions[index]!.xAdvance = 0
      positions[index]!.yAdvance = 0
    })
  }
  return font
}

/** The part of fontkit's layout engine (one per font, which it keeps) that hides characters. */
interface LayoutEngine {
  hideDefaultIgnorables(glyphs: fontkit.Glyph[], positions: fontkit.GlyphPosition[]): void
  isDefaultIgnorable(codePoint: number): boolean
}

/** Combining marks: Arabic's vowel signs, Hebrew's points, Devanagari's vowel signs. */
const MARK = /^\p{M}$/u

/**
 * The face with each combining mark read as part of the letter it sits on: the letter's glyph
 * stands for both, the mark's glyph for nothing. A mark is drawn where the font places it (above,
 * below, or before its letter, as Devanagari's ि), so a reader of the PDF that places text by its
 * drawing would read it on a line of its own or ahead of its letter: كِتَابٌ read as كتاب with its
 * vowels apart. Glyphs come out of shaping in drawing order, right to left text reversed.
 */
function withMarksReadWithTheirLetters(font: fontkit.Font): fontkit.Font {
  const shape = font.layout.bind(font)
  font.layout = (...args) => {
    const run = shape(...args)
    const order = run.glyphs.map((_, index) => index)
    if (run.direction === 'rtl') order.reverse()
    const reads = run.glyphs.map((glyph) => [...glyph.codePoints])
    let letter: number | undefined
    for (const index of order) {
      const codePoints = reads[index]!
      // A mark that takes room of its own (Devanagari's ा) keeps its text: read as nothing, its
      // room would read as a space.
      const onLetter =
        codePoints.length > 0 &&
        run.positions[index]!.xAdvance === 0 &&
        codePoints.every((codePoint) => MARK.test(String.fromCodePoint(codePoint)))
      if (onLetter && letter !== undefined) {
        reads[letter]!.push(...codePoints)
        reads[index] = []
      } else if (codePoints.length > 0) letter = index
    }
    if (run.direction === 'rtl') for (const codePoints of reads) codePoints.reverse()
    run.glyphs = run.glyphs.map((glyph, index) =>
      sameCodePoints(glyph.codePoints, reads[index]!)
        ? glyph
        : font.getGlyph(glyph.id, reads[index]),
    )
    return run
  }
  return font
}

function sameCodePoints(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((codePoint, index) => codePoint === b[index])
}

/** Words a face keeps shaped: far more than a résumé of 200 items holds. */
const SHAPED_WORDS = 20_000

/**
 * The face with each word's shaping kept for the thread's life. Shaping (fontkit's `layout`) is
 * most of a PDF's cost, and pdfkit keeps it only per document: the PDF that measures each block
 * and the one that draws it, and every later PDF, would shape the same words again. pdfkit scales
 * the positions it is given in place, so each caller gets positions of its own.
 */
function withShapingKept(font: fontkit.Font): fontkit.Font {
  const shape = font.layout.bind(font)
  const shaped = new Map<string, fontkit.GlyphRun>()
  font.layout = (text, ...options) => {
    // Explicit features, script or direction (pdfkit passes none for the résumé): shaped afresh.
    if (options.some((option) => option !== undefined)) return shape(text, ...options)
    let run = shaped.get(text)
    if (!run) {
      if (shaped.size >= SHAPED_WORDS) shaped.clear()
      run = shape(text)
      shaped.set(text, run)
    }
    // The same kind of object (its advanceWidth reads the positions), with positions to scale.
    return Object.assign(
      Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun,
      run,
      {
        positions: run.positions.map((position) => ({ ...position })),
      },
    )
  }
  return font
}

const chosen = new Map<string, FontFace | null>()

/** The first face, in the families' order, whose subset lists the character and has its glyph. */
function faceFor(codePoint: number, weight: FontWeight): FontFace | null {
  const key = `${weight}:${codePoint}`
  const known = chosen.get(key)
  if (known !== undefined) return known
  let found: FontFace | null = null
  for (const subset of allSubsets()) {
    if (!subset.ranges.some(([start, end]) => codePoint >= start && codePoint <= end)) continue
    const face = faceOf(subset, weight)
    if (face?.has(codePoint)) {
      found = face
      break
    }
  }
  chosen.set(key, found)
  return found
}

/** Geist's Latin face, which has the replacement character. */
export function baseFace(weight: FontWeight): FontFace {
  const face = faceFor(REPLACEMENT_CHARACTER.codePointAt(0)!, weight)
  if (!face) throw new Error('résumé fonts: Geist is missing')
  return face
}

/** Characters that carry no glyph of their own: joiners and variation selectors. */
function invisible(codePoint: number): boolean {
  return (
    (codePoint >= 0x200b && codePoint <= 0x200d) ||
    codePoint === 0x2060 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef)
  )
}

const graphemes = onFirstUse(() => new Intl.Segmenter('en', { granularity: 'grapheme' }))

/**
 * `text` cut into runs, each set in one face: every character in the first family that has it
 * (so spaces and Latin punctuation are Geist's between any words), a cluster (an emoji sequence,
 * a letter and its marks) kept together in the face of its first character. Joiners and
 * variation selectors that face has no glyph for are left out; a character no face has is drawn
 * as the replacement character (REPLACEMENT_CHARACTER), which is also what a copy reads.
 * Right-to-left words keep their reading order by being drawn right to left: fontkit turns each
 * word's letters around, and the words of a right-to-left stretch are given in reverse here.
 */
export function textRuns(text: string, weight: FontWeight): TextRun[] {
  const runs: TextRun[] = []
  const add = (face: FontFace, drawn: string) => {
    const last = runs.at(-1)
    if (last && last.face === face) last.text += drawn
    else runs.push({ face, text: drawn })
  }
  for (const { segment } of graphemes().segment(text.normalize('NFC'))) {
    const first = segment.codePointAt(0)!
    const face = faceFor(first, weight)
    if (!face) {
      add(baseFace(weight), REPLACEMENT_CHARACTER)
      continue
    }
    add(
      face,
      [...segment]
        .filter((character) => {
          const codePoint = character.codePointAt(0)!
          return !invisible(codePoint) || face.has(codePoint)
        })
        .join(''),
    )
  }
  return inVisualOrder(runs)
}

/** Runs with each stretch of right-to-left words (and the spaces between them) turned around. */
function inVisualOrder(runs: TextRun[]): TextRun[] {
  const ordered: TextRun[] = []
  let stretch: TextRun[] = []
  const flush = () => {
    // Spaces after the last right-to-left word stay after the stretch.
    const trailing: TextRun[] = []
    while (stretch.length > 0 && !stretch.at(-1)!.face.rightToLeft) trailing.unshift(stretch.pop()!)
    ordered.push(...stretch.reverse(), ...trailing)
    stretch = []
  }
  for (const run of runs) {
    if (run.face.rightToLeft) stretch.push(run)
    else if (stretch.length > 0 && run.text.trim() === '') stretch.push(run)
    else {
      flush()
      ordered.push(run)
    }
  }
  flush()
  return ordered
}

/**
 * A WOFF file as the plain TrueType font it wraps (WOFF 1.0: each table zlib-compressed). fontkit
 * reads WOFF too, but inflates each table in JavaScript on every read, which pdfkit does again for
 * each document: unwrapped once with Node's zlib, a face costs a read and a copy.
 */
function sfntOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? zlib.inflateSync(stored) : stored,
    }
  })
  const power = 2 ** Math.floor(Math.log2(count))
  const header = Buffer.alloc(12 + count * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = (table.data.length + 3) & ~3
    parts.push(table.data, Buffer.alloc(padded - table.data.length))
    offset += padded
  })
  return Buffer.concat(parts)
}
