import { textRuns, type FontWeight, type TextRun } from '../resume/pdf/resume-fonts.ts'

/**
 * Text satori cannot draw, drawn as outlines: satori lays text out glyph by glyph from its own
 * fonts (Geist's Latin here), with no shaping, so Arabic would come out as unjoined letters or
 * empty boxes, in the wrong order. This sets such text the way the résumé PDF does (fontkit
 * shapes each run in the résumé's fonts, Geist then Noto for every other script), wraps it in
 * lines, puts each line's words in the order of its direction, and gives each line as an SVG of
 * glyph outlines that the card places like a picture.
 */

/** One drawn line: an SVG document of its outlines, and its size in pixels. */
export interface ShapedLine {
  svg: string
  width: number
  height: number
}

export interface ShapeOptions {
  /** Font size in pixels. */
  size: number
  weight: FontWeight
  colour: string
  /** The widest a line may be, in pixels; longer text is wrapped. */
  maxWidth: number
  /** Lines kept; the last one kept ends in an ellipsis when text is left over. */
  maxLines: number
  /** The paragraph's direction: its first word is at the right in a right-to-left one. */
  direction: 'ltr' | 'rtl'
  /** Line height as a multiple of the size. */
  lineHeight?: number
}

/** Characters satori's fonts (Geist: Latin and Latin Extended, general punctuation) have. */
const SATORI_DRAWS = /^[\t\n\r -\u024f\u2000-\u206f\u20ac\u2122]*$/u

/** Whether `text` needs drawing here rather than by satori. */
export const needsShaping = (text: string) => !SATORI_DRAWS.test(text)

/** Letters of the scripts written right to left; any other letter is written left to right. */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u
const LETTER = /\p{L}/u

type WordDirection = 'ltr' | 'rtl' | 'neutral'

/** A word's direction from its first strong letter; digits and signs alone are neutral. */
function directionOf(word: string): WordDirection {
  for (const character of word) {
    if (RIGHT_TO_LEFT.test(character)) return 'rtl'
    if (LETTER.test(character)) return 'ltr'
  }
  return 'neutral'
}

interface Word {
  runs: TextRun[]
  /** In font units scaled to pixels. */
  width: number
  direction: WordDirection
}

function shapeWord(text: string, options: ShapeOptions): Word {
  const runs = textRuns(text, options.weight)
  let width = 0
  for (const run of runs) {
    const scale = options.size / run.face.font.unitsPerEm
    width += run.face.font.layout(run.text).advanceWidth * scale
  }
  return { runs, width, direction: directionOf(text) }
}

/**
 * The words of one line in the order they are drawn, left to right. In a right-to-left
 * paragraph the words go from right to left, except a stretch of left-to-right words (a product
 * name, "React Native"), which keeps its own order; a neutral word (a year) joins the stretch it
 * stands in, else the paragraph's direction.
 */
export function drawnOrder<T extends { direction: WordDirection }>(
  words: readonly T[],
  direction: 'ltr' | 'rtl',
): T[] {
  const opposite: WordDirection = direction === 'rtl' ? 'ltr' : 'rtl'
  const ordered: T[] = []
  let stretch: T[] = []
  const flush = () => {
    // Neutral words at a stretch's end belong to the paragraph, not the stretch.
    const trailing: T[] = []
    while (stretch.length > 0 && stretch.at(-1)!.direction === 'neutral') {
      trailing.unshift(stretch.pop()!)
    }
    ordered.push(...stretch.reverse(), ...trailing)
    stretch = []
  }
  for (const word of words) {
    if (word.direction === opposite) stretch.push(word)
    else if (word.direction === 'neutral' && stretch.length > 0) stretch.push(word)
    else {
      flush()
      ordered.push(word)
    }
  }
  flush()
  // Laid out in the paragraph's order, a right-to-left line is then read from its right end.
  return direction === 'rtl' ? ordered.reverse() : ordered
}

const ELLIPSIS = '…'

/** Words in lines no wider than maxWidth (a word wider than a line has a line of its own). */
function wrap(words: string[], options: ShapeOptions): Word[][] {
  const space = shapeWord(' ', options).width
  const lines: Word[][] = []
  let line: Word[] = []
  let width = 0
  for (const text of words) {
    const word = shapeWord(text, options)
    const added = line.length === 0 ? word.width : width + space + word.width
    if (line.length > 0 && added > options.maxWidth) {
      lines.push(line)
      line = [word]
      width = word.width
    } else {
      line.push(word)
      width = added
    }
  }
  if (line.length > 0) lines.push(line)
  if (lines.length <= options.maxLines) return lines
  // The last line kept ends in an ellipsis, words dropped until it fits.
  const kept = lines.slice(0, options.maxLines)
  const last = kept.at(-1)!
  const ellipsis = shapeWord(ELLIPSIS, options).width
  const lineWidth = (of: Word[]) =>
    of.reduce((sum, word) => sum + word.width, 0) + space * (of.length - 1)
  while (last.length > 1 && lineWidth(last) + ellipsis > options.maxWidth) last.pop()
  const lastWord = last.pop()!
  const lastText = lastWord.runs.map((run) => run.text).join('')
  last.push(shapeWord(`${lastText}${ELLIPSIS}`, options))
  return kept
}

const round = (value: number) => Math.round(value * 100) / 100

/** One line's outlines, each glyph placed from the line's left end. */
function lineSvg(words: Word[], options: ShapeOptions, height: number): ShapedLine {
  const space = shapeWord(' ', options).width
  const baseline = options.size * 0.9 + (height - options.size * 1.25) / 2
  const paths: string[] = []
  let x = 0
  drawnOrder(words, options.direction).forEach((word, index) => {
    if (index > 0) x += space
    for (const run of word.runs) {
      const scale = options.size / run.face.font.unitsPerEm
      const glyphs = run.face.font.layout(run.text)
      glyphs.glyphs.forEach((glyph, at) => {
        const position = glyphs.positions[at]!
        const d = glyph.path.toSVG()
        if (d) {
          const gx = round(x + position.xOffset * scale)
          const gy = round(baseline - position.yOffset * scale)
          paths.push(
            `<path transform="translate(${gx} ${gy}) scale(${scale} -${scale})" d="${d}"/>`,
          )
        }
        x += position.xAdvance * scale
      })
    }
  })
  const width = Math.ceil(x)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><g fill="${options.colour}">${paths.join('')}</g></svg>`
  return { svg, width, height }
}

/** `text` shaped, wrapped and drawn: one SVG per line. */
export function shapedLines(text: string, options: ShapeOptions): ShapedLine[] {
  const words = text.normalize('NFC').split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const height = Math.ceil(options.size * (options.lineHeight ?? 1.25))
  return wrap(words, options).map((line) => lineSvg(line, options, height))
}
